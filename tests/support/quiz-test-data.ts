/**
 * Shared data of the quiz machine, share-URL, component and block tests: the default flow parsed
 * the way pages parse it, and a small hand-made catalog with display data. Generators live in
 * tests/arbitraries/quiz.ts.
 */
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import {
  parseQuizConfig,
  type ProductFacts,
  type QuizAnswers,
  type QuizConfig,
} from '@/engine';
import { type ProductCardData } from '@/ui/product-card/card-data';

export function loadDefaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}

/** The default flow plus a custom question that offers only dogs an option (cats skip it). */
export function loadFlowWithDogOnlyStep(): QuizConfig {
  const parsed = parseQuizConfig({
    questions: [
      ...defaultFlowJson.questions.slice(0, 4),
      {
        id: 'custom',
        heading: 'Does {petName} love long walks?',
        inputType: 'single choice',
        options: [
          { name: 'Yes, every day', value: 'walks-daily', type: 'dog', rules: [{ match: { field: 'tags', has: 'active' } }] },
          { name: 'Now and then', value: 'walks-sometimes', type: 'dog', rules: [] },
        ],
      },
      ...defaultFlowJson.questions.slice(4),
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}

const product = (id: string, facts: Partial<ProductFacts>): ProductFacts => ({
  id,
  species: 'dog',
  proteins: [],
  contains: [],
  lifeStages: [],
  sizes: [],
  benefits: [],
  form: 'bag',
  textures: [],
  switchFrom: [],
  editorialRank: 1,
  tags: [],
  productType: 'complete-meal',
  growthSizes: [],
  ...facts,
});

export const QUIZ_PRODUCTS: readonly ProductFacts[] = [
  product('dog-chicken-roll', { proteins: ['chicken'], contains: ['chicken', 'grain'], lifeStages: ['adult', 'senior'], sizes: ['small', 'medium', 'large'], benefits: ['digestion'], form: 'roll', switchFrom: ['kibble'], editorialRank: 1, tags: ['active'] }),
  product('dog-beef-bag', { proteins: ['beef'], contains: ['beef'], lifeStages: ['puppy', 'adult'], sizes: ['medium', 'large'], benefits: ['skin', 'joints'], form: 'bag', switchFrom: ['kibble', 'dehydrated'], editorialRank: 2 }),
  product('dog-fish-bag', { proteins: ['fish'], contains: ['fish'], lifeStages: ['adult'], sizes: ['small', 'medium', 'large'], benefits: ['skin'], form: 'bag', switchFrom: ['wet'], editorialRank: 3 }),
  product('dog-turkey-lamb-roll', { proteins: ['turkey', 'lamb'], contains: [], lifeStages: ['adult', 'senior'], sizes: ['small', 'medium'], benefits: ['picky'], form: 'roll', switchFrom: ['fresh-food'], editorialRank: 4 }),
  product('cat-fish-pate', { species: 'cat', proteins: ['fish'], contains: ['fish'], lifeStages: ['kitten', 'adult'], sizes: ['small', 'medium'], benefits: ['picky'], form: 'roll', textures: ['pate'], switchFrom: ['wet'], editorialRank: 1 }),
  product('cat-chicken-crumbles', { species: 'cat', proteins: ['chicken'], contains: ['chicken', 'grain'], lifeStages: ['adult'], sizes: ['small', 'medium', 'large'], benefits: ['digestion'], form: 'bag', textures: ['crumbles'], switchFrom: ['kibble'], editorialRank: 2 }),
];

/** Card data by product id, as the page passes it to the component (the shared product card's data). */
export const QUIZ_DISPLAY: Readonly<Record<string, ProductCardData>> = Object.fromEntries(
  QUIZ_PRODUCTS.map((p, i): [string, ProductCardData] => [
    p.id,
    {
      id: p.id,
      name: p.id
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
      href: i === 3 ? `https://shop.example.com/${p.id}` : `/products/${p.id}`,
      image: { src: `/media/catalog/${p.id}.webp`, alt: `A pack of ${p.id}` },
      alternate: null,
      brand: { name: p.species === 'dog' ? 'Brightbowl Dog' : 'Brightbowl Cat', href: '/brands/brightbowl' },
      rating: null,
      upc: null,
    },
  ]),
);

/** A complete dog answer set of the default flow. */
export const DOG_ANSWERS: QuizAnswers = {
  type: ['dog'],
  name: 'Rex',
  size: ['medium-dog'],
  age: ['adult'],
  dietary_needs: ['skin-issues'],
  love: ['chicken', 'beef'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['easy-to-pour-bags'],
};

/** A complete cat answer set of the default flow (name skipped). */
export const CAT_ANSWERS: QuizAnswers = {
  type: ['cat'],
  size: ['small-cat'],
  age: ['kitten'],
  dietary_needs: ['none'],
  love: ['fish', 'pate'],
  avoid: ['no-chicken'],
  current: ['wet'],
  routine: ['either'],
};
