/**
 * Generates fixtures/reviews/reviews.json: the local review service's published reviews, a few per
 * product with a review-service id. Product cards, product pages and their JSON-LD derive every
 * average and count from these reviews (src/domain/reviews/review.ts), so there is no separate
 * ratings table to drift from them.
 *
 *   npx tsx scripts/generate/generate-reviews.ts
 *
 * Seeded by product slug, products in id order: the output is byte-identical on every run. The
 * words come from review-voices.ts; each sentence is used by one review only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Review } from '@/domain/reviews/review';
import { reviewSchema } from '@/domain/reviews/review-schema';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { seededRandom } from '../lib/seeded-random';
import { AUTHORS, COMPLAINTS, EATING, GOOD_ENDINGS, goodDetail, INTRODUCTIONS, PET_NAMES, POOR_ENDINGS, RESERVATIONS, TITLES, type Part, type Stars, type Voice } from './review-voices';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = 'fixtures/reviews/reviews.json';

/** A product launched quietly can have an id but no reviews yet: its card shows no stars. */
const WITHOUT_REVIEWS = new Set(['BBL-10100']);

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A rating near `target`: mostly 4s and 5s, the odd low one, as real review sets look. */
function ratingNear(random: Random, target: number): Stars {
  const r = random();
  if (r < 0.05) return 1;
  if (r < 0.1) return 2;
  if (r < 0.18) return 3;
  return random() < target - 3.8 ? 5 : 4;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** How people name what the recipe comes as, from its name. */
function pieceOf(name: string): string {
  const lower = name.toLowerCase();
  for (const piece of ['topper', 'pâté', 'crumbles', 'chunks', 'morsels', 'bites', 'roll']) if (lower.includes(piece)) return piece;
  return 'food';
}

/** The recipe as a singular subject ("the bag of bites smells…"). */
function packOf(piece: string): string {
  return ['bites', 'crumbles', 'chunks', 'morsels'].includes(piece) ? `bag of ${piece}` : piece;
}

/** Words that say the same sentence whoever wrote it: the pet's name and the recipe's words become placeholders. */
function sentenceShape(sentence: string, voice: Pick<Voice, 'pet' | 'food' | 'protein'>): string {
  let shape = sentence.replaceAll(voice.pet, '{pet}').toLowerCase();
  for (const word of [...voice.food.split(/[\s&,]+/), voice.protein].filter((w) => w.length > 2)) shape = shape.replaceAll(word, '{recipe}');
  return shape;
}

/**
 * Writes one sentence from the parts, trying other choices until it is a sentence no earlier review
 * used (in shape: pets' and recipes' names aside); null when every try was taken.
 */
function sentence(random: Random, parts: readonly Part[], voice: Voice, used: Set<string>, said: Set<Part>): string | null {
  const choose = <T,>(list: readonly T[]): T => pick(random, list);
  // One reviewer makes each point once: two complaints are about two things.
  const fresh = parts.filter((part) => !said.has(part));
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const part = pick(random, fresh.length > 0 ? fresh : parts);
    const text = part(voice, choose);
    const shape = sentenceShape(text, voice);
    if (used.has(shape)) continue;
    used.add(shape);
    said.add(part);
    return text;
  }
  return null;
}

/** The review's sentences for its rating: who the pet is, how it ate, what stood out, how it ends. */
function reviewText(random: Random, rating: Stars, voice: Voice, used: Set<string>): string {
  const plan: (readonly Part[])[] = [];
  if (random() < 0.6) plan.push(INTRODUCTIONS);
  if (rating >= 4) {
    plan.push(EATING.good, goodDetail(voice));
    if (rating === 4) plan.push(RESERVATIONS);
    else if (random() < 0.3) plan.push(goodDetail(voice));
    if (random() < 0.5) plan.push(GOOD_ENDINGS);
  } else if (rating === 3) {
    plan.push(EATING.mixed, random() < 0.5 ? goodDetail(voice) : RESERVATIONS, RESERVATIONS);
  } else {
    plan.push(random() < 0.5 ? EATING.poor : COMPLAINTS, COMPLAINTS);
    if (random() < 0.6) plan.push(POOR_ENDINGS);
  }
  const said = new Set<Part>();
  const sentences = plan.map((parts) => sentence(random, parts, voice, used, said)).filter((text): text is string => text !== null);
  if (sentences.length < 2) throw new Error(`Ran out of distinct sentences for a ${rating}-star review of ${voice.food}: add parts to review-voices.ts`);
  return sentences.join(' ');
}

/** The least used of the names not yet taken for this product (ties by list order): few names repeat across the catalog. */
function freshName(random: Random, names: readonly string[], takenHere: ReadonlySet<string>, usage: Map<string, number>): string {
  const free = names.filter((name) => !takenHere.has(name));
  const least = Math.min(...free.map((name) => usage.get(name) ?? 0));
  const name = pick(random, free.filter((n) => (usage.get(n) ?? 0) === least));
  usage.set(name, (usage.get(name) ?? 0) + 1);
  return name;
}

/** A title no other review of the product has, and if possible none in the catalog. */
function freshTitle(random: Random, rating: Stars, takenHere: ReadonlySet<string>, usage: Map<string, number>): string {
  return freshName(random, TITLES[rating], takenHere, usage);
}

function isoDate(random: Random): string {
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
  // Shared by the whole catalog: a sentence, and as far as the lists allow a name, is one reviewer's.
  const used = new Set<string>();
  const authorUsage = new Map<string, number>();
  const petUsage = new Map<string, number>();
  const titleUsage = new Map<string, number>();
  for (const product of [...products].sort((a, b) => a.id.localeCompare(b.id))) {
    const productId = product.bazaarvoiceProductId;
    if (!productId || WITHOUT_REVIEWS.has(productId)) continue;
    const random = seededRandom(`reviews:${product.slug}`);
    const bestseller = product.tags.includes('bestseller');
    const count = bestseller ? 8 + Math.floor(random() * 5) : 3 + Math.floor(random() * 4);
    const target = 3.9 + random() * 0.95;
    const food = product.name.replace(/^(Gentle|Hearty|Simply|Wild|Little) /, '').toLowerCase();
    const authors = new Set<string>();
    const pets = new Set<string>();
    const titles = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const rating = ratingNear(random, target);
      const date = isoDate(random);
      const petName = freshName(random, PET_NAMES[product.species], pets, petUsage);
      pets.add(petName);
      const author = freshName(random, AUTHORS, authors, authorUsage);
      authors.add(author);
      const title = freshTitle(random, rating, titles, titleUsage);
      titles.add(title);
      const started = new Date(`${date}T00:00:00Z`);
      started.setUTCDate(started.getUTCDate() - 21 - Math.floor(random() * 60));
      const voice: Voice = {
        pet: petName,
        species: product.species,
        food,
        piece: pieceOf(product.name),
        protein: product.proteins[0] ?? 'meat',
        stage: product.lifeStages.includes('puppy') || product.lifeStages.includes('kitten') ? 'young' : product.lifeStages.includes('adult') ? 'adult' : 'senior',
        benefit: product.benefits[0],
        topper: product.productType === 'topper',
        sizes: product.petSizes,
        pack: packOf(pieceOf(product.name)),
        startMonth: MONTHS[started.getUTCMonth()] ?? 'spring',
      };
      reviews.push({
        id: `${productId}-r${String(i + 1).padStart(2, '0')}`,
        productId,
        rating,
        title,
        text: reviewText(random, rating, voice, used),
        author,
        petName,
        petType: product.species,
        date,
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
