/**
 * Builds the quiz's catalog slice on the server, for the /product-selector page and the
 * /api/quiz/catalog route the Product Quiz block reads.
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import { catalogService, toProductFacts, type Brand } from '@/services/catalog';
import { reviewsService } from '@/services/reviews';
import { toProductCardData } from '@/ui/product-card/card-data';
import { feedingRowsOf } from './feeding-amount';
import type { QuizConfig } from '@/engine';
import { defaultQuizConfig } from './default-quiz-config';
import type { QuizCatalog, QuizProductDisplay } from './quiz-catalog';

/**
 * Every product sold in the locale, as engine facts and card data (with its brand, rating and
 * feeding guide).
 * Ratings are decoration: the reviews service answers an empty map when it cannot answer.
 *
 * @example
 * const { products, cards } = await loadQuizCatalog('en-gb');
 */
export async function loadQuizCatalog(locale: Locale): Promise<QuizCatalog> {
  const catalog = catalogService();
  const [products, brands] = await Promise.all([catalog.products({ locale }), catalog.brands()]);
  const brandById = new Map<string, Brand>(brands.map((brand) => [brand.id, brand]));
  const reviewIds = products.flatMap((product) => (product.bazaarvoiceProductId === null ? [] : [product.bazaarvoiceProductId]));
  const ratings = await reviewsService().ratingSummaries(reviewIds);
  const cards: Record<string, QuizProductDisplay> = {};
  for (const product of products) {
    const rating = product.bazaarvoiceProductId === null ? null : (ratings.get(product.bazaarvoiceProductId) ?? null);
    cards[product.id] = {
      ...toProductCardData(product, brandById.get(product.brand) ?? null, rating), feeding: feedingRowsOf(product.feedingGuidelines),
      energy: [product.nutrition.kcalPerCup, product.nutrition.kcalPerKg],
    };
  }
  return { products: products.map(toProductFacts), cards };
}

/**
 * Everything /product-selector renders: the quiz configuration (the §3 default flow) and the
 * locale's catalog slice.
 *
 * @example
 * const { config, catalog } = await loadProductSelector('en-us');
 */
export async function loadProductSelector(locale: Locale): Promise<{ readonly config: QuizConfig; readonly catalog: QuizCatalog }> {
  return { config: defaultQuizConfig(), catalog: await loadQuizCatalog(locale) };
}
