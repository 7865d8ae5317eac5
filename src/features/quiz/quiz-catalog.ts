/**
 * The quiz's catalog slice for one locale: the engine's facts for every product sold there, and the
 * product-card data to show a result. The /product-selector page builds it on the server; the
 * Product Quiz block, which runs inside the page builder on the client, fetches it as JSON from
 * /api/quiz/catalog and parses it here, at the boundary, before the engine sees it.
 */
import { z } from 'zod';
import { productFactsSchema } from '@/engine';
import type { ProductCardData } from '@/ui/product-card/card-data';
import type { FeedingRow } from './feeding-amount';
import type { FeedingEnergy } from './refined-feeding';

/**
 * What a result card shows for a product, beside the engine's facts: the shared product card's
 * data, the recipe's feeding guide (pounds and cups a day) for the feeding amount, and its energy
 * (kcal per cup and per kg: calories and grams for a pet's weight), two numbers a card.
 */
export type QuizProductDisplay = ProductCardData & { readonly feeding?: readonly FeedingRow[]; readonly energy?: FeedingEnergy };

// The product card's data may grow: check the fields every card needs
// and keep the rest as sent (a strict object would silently drop a field added later).
const cardSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  href: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }),
  feeding: z.array(z.tuple([z.number().positive(), z.union([z.number().positive(), z.null(), z.literal('not-recommended')])])).optional(),
  energy: z.tuple([z.number().positive(), z.number().positive()]).optional(),
});

/**
 * The JSON of /api/quiz/catalog. Every product must have its card (a result without a card could
 * not be shown), and product ids are unique (the engine's prepared catalog refuses duplicates).
 *
 * @example
 * const slice = quizCatalogSchema.parse(await response.json());
 */
export const quizCatalogSchema = z
  .object({ products: z.array(productFactsSchema), cards: z.record(z.string(), cardSchema) })
  .superRefine(({ products, cards }, ctx) => {
    const seen = new Set<string>();
    products.forEach((product, index) => {
      if (seen.has(product.id)) ctx.addIssue({ code: 'custom', path: ['products', index, 'id'], message: `product '${product.id}' is listed twice` });
      seen.add(product.id);
      if (cards[product.id]?.id !== product.id) ctx.addIssue({ code: 'custom', path: ['cards', product.id], message: `product '${product.id}' has no card` });
    });
  })
  // The loose card objects were built by toProductCardData on the server; the check above covers
  // the fields a card cannot do without, so naming the full type here adds no unchecked promise
  // about anything the quiz reads.
  .transform((slice) => ({ products: slice.products, cards: slice.cards as unknown as Readonly<Record<string, QuizProductDisplay>> }));

/**
 * Facts by position and card data by product id.
 *
 * @example
 * const slice: QuizCatalog = { products: [facts], cards: { [facts.id]: toProductCardData(product, brand, null) } };
 */
export type QuizCatalog = z.output<typeof quizCatalogSchema>;
