/**
 * The eleven sample pets of the quiz studio against the fixture catalog and the default flow. Each
 * expectation was worked out by hand from the catalog's facts (every match is worth 5 × 5 = 25,
 * a loved protein or texture 9 × 5 = 45; ties go to the lower editorialRank), not read off the engine.
 */
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts } from '@/engine';
import { ownerFit, ownerGuarantees, ownerNotice, ownerReasons, ownerTieBreak } from '@/engine/owner-view';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { toProductFacts } from '@/services/catalog/facts';
import { SAMPLE_PETS } from '@/studio/quiz/sample-pets';

const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const flow = parsedFlow.value;
const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
// The en-us slice: every product is sold there.
const catalog = prepareCatalog(fixtures.products.map(toProductFacts));

type Expectation = {
  readonly pet: string;
  readonly first: string;
  readonly why: readonly string[];
  readonly percent: number;
  readonly notice?: string;
  readonly addOn?: string;
  /** Every meal shown must satisfy this (the hard rule the pet is here for). */
  readonly allMeals?: (facts: ReturnType<typeof toProductFacts>) => boolean;
};

const TABLE: readonly Expectation[] = [
  {
    // Puppy recipes only; the two chicken ones that switch from kibble tie at 120, and the Little
    // Paws crumbles (rank 42) come before the Kitchen bites (rank 60).
    pet: 'puppy',
    first: 'bb-lpw-07',
    why: ['Right for a small dog: +25', 'Right for a puppy: +25', 'Loves chicken: +45', 'Easy switch from kibble: +25'],
    percent: 100,
    allMeals: (p) => p.lifeStages.includes('puppy'),
  },
  {
    // Only the two puppy recipes with moderate energy and minerals suit large-size growth; neither
    // has chicken, so the shopper is told, and the Gentle roll (rank 51) beats Wild Plains (66).
    pet: 'large-breed-puppy',
    first: 'bb-gen-08',
    why: ['Right for a large dog: +25', 'Right for a puppy: +25', 'Easy switch from fresh food: +25'],
    percent: 100,
    notice: 'No large-breed puppy recipe has chicken yet; the recipes below fit everything else.',
    allMeals: (p) => p.lifeStages.includes('puppy') && p.growthSizes.includes('large'),
  },
  {
    // Both kitten recipes contain chicken; the all-life-stages turkey pâté is the one safe recipe.
    pet: 'kitten',
    first: 'bb-gen-10',
    why: ['Right for a small cat: +25', 'Right for a kitten: +25', 'Easy switch from wet food: +25'],
    percent: 100,
    notice: 'No chicken-free kitten recipe has fish yet; the recipe below fits everything else.',
    allMeals: (p) => p.lifeStages.includes('kitten') && !p.contains.includes('chicken'),
  },
  {
    // Senior turkey bites with joint care match all five preferences.
    pet: 'senior-joints',
    first: 'bb-sts-03',
    why: ['Right for a medium dog: +25', 'Right for a senior: +25', 'Helps with joint pain: +25', 'Loves turkey: +45', 'Easy switch from kibble: +25'],
    percent: 100,
  },
  {
    // Chicken & turkey chunks in gravy: picky eaters, chicken, from wet food, and no fish.
    pet: 'picky-cat-no-fish',
    first: 'bb-pur-05',
    why: ['Right for a medium cat: +25', 'Right for an adult: +25', 'Helps with picky eating: +25', 'Loves chicken: +45', 'Easy switch from wet food: +25'],
    percent: 100,
    addOn: 'bb-pur-10',
    allMeals: (p) => !p.contains.includes('fish') && p.species === 'cat',
  },
  {
    // Three grain-free fish bags with skin care score 170; the Gentle bites have the lowest rank.
    pet: 'grain-free-large-dog',
    first: 'bb-gen-04',
    why: ['Right for a large dog: +25', 'Right for an adult: +25', 'Helps with skin issues: +25', 'Loves fish: +45', 'Easy switch from kibble: +25', 'Comes as easy-to-pour bags: +25'],
    percent: 100,
    allMeals: (p) => !p.contains.includes('grain'),
  },
  {
    // Two turkey & pumpkin rolls score 170; Gentle (rank 5) before Kitchen (rank 20).
    pet: 'sensitive-small-dog',
    first: 'bb-gen-01',
    why: ['Right for a small dog: +25', 'Right for an adult: +25', 'Helps with digestive issues: +25', 'Loves turkey: +45', 'Easy switch from wet food: +25', 'Comes as cut-and-serve rolls: +25'],
    percent: 100,
    allMeals: (p) => !p.contains.includes('chicken'),
  },
  {
    // Three fish pâté rolls for skin score 215; the Purrfect salmon pâté has rank 9.
    pet: 'pate-cat',
    first: 'bb-pur-02',
    why: ['Right for a medium cat: +25', 'Right for an adult: +25', 'Helps with skin issues: +25', 'Loves fish: +45', 'Loves pate: +45', 'Easy switch from wet food: +25', 'Comes as cut-and-serve rolls: +25'],
    percent: 100,
  },
  {
    // The homestyle chicken stew bites match everything; the chicken & egg topper is offered apart.
    pet: 'picky-dog',
    first: 'bb-kit-08',
    why: ['Right for a medium dog: +25', 'Right for an adult: +25', 'Helps with picky eating: +25', 'Loves chicken: +45', 'Easy switch from kibble: +25'],
    percent: 100,
    addOn: 'bb-kit-10',
  },
  {
    // The bison roll has neither beef nor chicken; the beef & bison roll is removed.
    pet: 'allergic-large-dog',
    first: 'bb-wld-01',
    why: ['Right for a large dog: +25', 'Right for an adult: +25', 'Loves bison: +45', 'Easy switch from fresh food: +25', 'Comes as cut-and-serve rolls: +25'],
    percent: 100,
    addOn: 'bb-wld-11',
    allMeals: (p) => !p.contains.includes('chicken') && !p.contains.includes('beef'),
  },
  {
    // Every wish is worth 25 + 25 + 25 + 45 + 45 + 25 = 190. The chicken & turkey chunks in gravy
    // have both loved proteins and switch from kibble but do not help digestion: 165 of 190, 87%.
    pet: 'sensitive-cat',
    first: 'bb-pur-05',
    why: ['Right for a medium cat: +25', 'Right for an adult: +25', 'Loves chicken: +45', 'Loves turkey: +45', 'Easy switch from kibble: +25'],
    percent: 87,
    allMeals: (p) => !p.contains.includes('fish'),
  },
];

describe('the eleven sample pets against the fixture catalog', () => {
  it('the table covers every sample pet of the studio panel', () => {
    expect(TABLE.map((row) => row.pet).sort()).toEqual(SAMPLE_PETS.map((pet) => pet.id).sort());
  });

  it.each(TABLE)('$pet: the first pick is $first, for the reasons a vet would read', (row) => {
    const pet = SAMPLE_PETS.find((candidate) => candidate.id === row.pet);
    if (pet === undefined) throw new Error(`no sample pet ${row.pet}`);
    const result = rankProducts(catalog, flow, pet.answers);
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    const outcome = result.value;
    const first = outcome.top[0];
    expect(first?.product.id).toBe(row.first);
    expect(first?.explanation.map((e) => e.text)).toEqual(row.why);
    expect(first === undefined ? undefined : ownerFit(outcome, first).percent).toBe(row.percent);
    expect(ownerNotice(outcome)).toBe(row.notice);
    const meals = [...outcome.top, ...outcome.runnerUps];
    for (const ranked of meals) {
      expect(ranked.product.productType, ranked.product.id).toBe('complete-meal');
      if (row.allMeals !== undefined) expect(row.allMeals(ranked.product), ranked.product.id).toBe(true);
    }
    if (row.addOn !== undefined) expect(outcome.addOns.map((r) => r.product.id)).toEqual([row.addOn]);
    for (const addOn of outcome.addOns) expect(addOn.product.productType).not.toBe('complete-meal');
  });
});

const OWNER_VIEW: readonly { readonly pet: string; readonly guarantees: readonly string[]; readonly reasons: readonly string[]; readonly tie?: 'editorial' | 'questions-matched' }[] = [
  {
    // The size and age answers are hard rules here: the guarantees say them, the reasons do not repeat them.
    pet: 'kitten',
    guarantees: ['Chicken-free.', 'Made for small cats.', 'Made for kittens.'],
    reasons: ['An easy switch from the wet food Mittens eats now.'],
  },
  {
    // The two large-breed growth recipes tie; the editorial order puts the Gentle roll first.
    pet: 'large-breed-puppy',
    guarantees: ['Made for large-breed puppies.'],
    reasons: ['An easy switch from the fresh food Atlas eats now.'],
    tie: 'editorial',
  },
  {
    pet: 'senior-joints',
    guarantees: ['Made for medium-breed dogs.'],
    reasons: ['Right for a senior, like Rosie.', 'Helps with Rosie’s joint pain.', 'Turkey, which Rosie loves.', 'An easy switch from the kibble Rosie eats now.'],
  },
  {
    pet: 'picky-cat-no-fish',
    guarantees: ['Fish-free.', 'Made for medium cats.'],
    reasons: ['Right for an adult, like Luna.', 'Helps with Luna’s picky eating.', 'Chicken, which Luna loves.', 'An easy switch from the wet food Luna eats now.'],
  },
];

describe('what the owner of a sample pet reads about the best pick', () => {
  it.each(OWNER_VIEW)('$pet: the best pick says what it guarantees and what it matches, in words', (row) => {
    const pet = SAMPLE_PETS.find((candidate) => candidate.id === row.pet);
    if (pet === undefined) throw new Error(`no sample pet ${row.pet}`);
    const result = rankProducts(catalog, flow, pet.answers);
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    const best = result.value.top[0];
    expect(best === undefined ? undefined : ownerFit(result.value, best).words).toBe('Best match');
    expect(ownerGuarantees(result.value).map((g) => g.sentence)).toEqual(row.guarantees);
    expect(best === undefined ? [] : ownerReasons(flow, result.value, best, String(pet.answers.name))).toEqual(row.reasons);
    expect(ownerTieBreak(result.value)?.by).toBe(row.tie);
  });
});
