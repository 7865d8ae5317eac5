/**
 * Generates fixtures/reviews/reviews.json: the local review service's published reviews, a few per
 * product with a review-service id. Product cards, product pages and their JSON-LD derive every
 * average and count from these reviews (src/domain/reviews/review.ts), so there is no separate
 * ratings table to drift from them.
 *
 *   npx tsx scripts/generate/generate-reviews.ts
 *
 * Seeded by product slug: the output is byte-identical on every run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Review } from '@/domain/reviews/review';
import { reviewSchema } from '@/domain/reviews/review-schema';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { seededRandom } from '../lib/seeded-random';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = 'fixtures/reviews/reviews.json';

/** A product launched quietly can have an id but no reviews yet: its card shows no stars. */
const WITHOUT_REVIEWS = new Set(['BBL-10100']);

const AUTHORS = ['Maya R.', 'Tom', 'Priya S.', 'Jordan', 'Elena K.', 'Sam W.', 'Chris', 'Aisha', 'Ben T.', 'Lucy', 'Marco', 'Hannah P.', 'Noah', 'Grace L.', 'Omar', 'Isla', 'Dev', 'Rosie M.', 'Theo', 'Zara'];
const PET_NAMES = {
  dog: ['Biscuit', 'Luna', 'Max', 'Pepper', 'Rocky', 'Daisy', 'Milo', 'Bear', 'Hazel', 'Scout', 'Winnie', 'Otis'],
  cat: ['Mochi', 'Cleo', 'Oliver', 'Pumpkin', 'Nala', 'Smokey', 'Tilly', 'Jasper', 'Willow', 'Figaro', 'Olive', 'Simba'],
} as const;

const TITLES: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Bowl licked clean every time', 'Our new favourite', 'Worth every penny', 'A happy, healthy eater', 'Five stars from the whole household'],
  4: ['Really good, a little pricey', 'Big improvement', 'Solid choice', 'Good food, easy to serve', 'Nearly perfect'],
  3: ['Fine, not a miracle', 'Mixed results', 'Okay for us', 'Took some getting used to'],
  2: ['Not for my pet', 'Hard to find in stores', 'Did not suit us'],
  1: ['Sadly refused it', 'Arrived warm, could not use it'],
};

const OPENINGS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['{pet} has been on the {product} for a few months now and waits by the fridge at dinner time.', 'We switched {pet} to the {product} after years of dry food and will not go back.', 'I was sceptical, but {pet} finished the {product} in seconds on the first day.'],
  4: ['{pet} enjoys the {product} and the switch over a week went smoothly.', 'The {product} is a real step up from what {pet} ate before.', 'Good ingredients you can actually see; {pet} likes the {product} a lot.'],
  3: ['{pet} eats the {product}, but with less enthusiasm than I hoped.', 'The {product} is decent; {pet} needed a couple of weeks to settle on it.'],
  2: ['{pet} picked at the {product} and left half of it most days.', 'We tried the {product} for a month but {pet} never really took to it.'],
  1: ['{pet} sniffed the {product} and walked away, every single time.', 'The {product} was not cold when we got it home and we could not feed it.'],
};

const DETAILS: Record<string, readonly string[]> = {
  digestion: ['Stools are firmer and there has been no more tummy trouble.', 'Fewer upset stomachs since the switch.'],
  skin: ['Less scratching, and the coat is noticeably softer.', 'The itchy patches have calmed down.'],
  joints: ['Seems keener on walks and gets up more easily.', 'More spring on the stairs than last winter.'],
  picky: ['For a fussy eater that is saying something.', 'Finally a food our picky one does not leave.'],
  default: ['Easy to portion, and it keeps well in the fridge once opened.', 'The portions are easy to measure with the feeding guide.', 'Real pieces of meat and vegetables that you can see.'],
};

const CLOSINGS: readonly string[] = ['Would recommend to other pet parents.', 'We will keep buying it.', 'Our vet was happy with the change too.', 'Glad we found it.', 'Hoping our local store keeps it in stock.'];
const LOW_CLOSINGS: readonly string[] = ['Might work better for other pets.', 'Customer care was kind about it, at least.', 'We went back to our old food.'];

type Stars = 1 | 2 | 3 | 4 | 5;

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A rating near `target`: mostly 4s and 5s, the odd low one, as real review sets look. */
function ratingNear(random: () => number, target: number): Stars {
  const r = random();
  if (r < 0.05) return 1;
  if (r < 0.1) return 2;
  if (r < 0.18) return 3;
  return random() < target - 3.8 ? 5 : 4;
}

function isoDate(random: () => number): string {
  // Between 2025-01-01 and 2026-10-31: reviews from the last two years.
  const start = Date.UTC(2025, 0, 1);
  const end = Date.UTC(2026, 9, 31);
  return new Date(start + Math.floor(random() * ((end - start) / 86_400_000)) * 86_400_000).toISOString().slice(0, 10);
}

function build(): Review[] {
  const file = 'fixtures/catalog/brands.json';
  const productsFile = 'fixtures/catalog/products.json';
  const { products } = parseCatalogFixtures({
    brands: { file, data: JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown },
    products: { file: productsFile, data: JSON.parse(readFileSync(path.join(ROOT, productsFile), 'utf8')) as unknown },
  });
  const reviews: Review[] = [];
  for (const product of [...products].sort((a, b) => a.id.localeCompare(b.id))) {
    const productId = product.bazaarvoiceProductId;
    if (!productId || WITHOUT_REVIEWS.has(productId)) continue;
    const random = seededRandom(`reviews:${product.slug}`);
    const bestseller = product.tags.includes('bestseller');
    const count = bestseller ? 9 + Math.floor(random() * 6) : 3 + Math.floor(random() * 7);
    const target = 3.9 + random() * 0.95;
    const productWords = product.name.replace(/^(Gentle|Hearty|Simply|Wild|Little) /, '').toLowerCase();
    for (let i = 0; i < count; i += 1) {
      const rating = ratingNear(random, target);
      const petName = pick(random, PET_NAMES[product.species]);
      const benefit = product.benefits.length > 0 ? pick(random, product.benefits) : 'default';
      const opening = pick(random, OPENINGS[rating]).replaceAll('{pet}', petName).replaceAll('{product}', productWords);
      const detail = rating >= 4 ? pick(random, DETAILS[benefit] ?? DETAILS.default ?? []) : pick(random, DETAILS.default ?? []);
      const closing = rating >= 3 ? pick(random, CLOSINGS) : pick(random, LOW_CLOSINGS);
      reviews.push({
        id: `${productId}-r${String(i + 1).padStart(2, '0')}`,
        productId,
        rating,
        title: pick(random, TITLES[rating]),
        text: `${opening} ${detail} ${closing}`,
        author: pick(random, AUTHORS),
        petName,
        petType: product.species,
        date: isoDate(random),
        helpfulCount: Math.floor(random() ** 2 * 40),
      });
    }
  }
  return reviews;
}

const reviews = z.array(reviewSchema).parse(build());
const file = path.join(ROOT, OUT);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(reviews, null, 2)}\n`);
console.log(`wrote ${OUT}: ${reviews.length} reviews of ${new Set(reviews.map((r) => r.productId)).size} products`);
