/**
 * Listing tags agree with the recipe facts, in every locale: each tag a shopper can filter by is
 * on exactly the recipes its words describe, and where the quiz has a safety rule for the same pet
 * (a large-breed puppy needs large-size growth), the tag follows the quiz.
 */
import { describe, expect, it } from 'vitest';
import productsJson from '@fixtures/catalog/products.json';
import { LOCALES } from '@/config/constants';
import { toProductFacts } from '@/services/catalog/facts';
import { createLocalCatalog, loadCatalogFixtures } from '@/services/catalog/local';
import { HIGH_PROTEIN_PCT } from '@/services/catalog/derive';
import { DERIVED_TAGS, EDITORIAL_TAGS, LISTING_TAGS, type DerivedTag } from '@/services/catalog/vocabulary';
import type { CatalogProduct } from '@/services/catalog/types';
import { flowOf, quizKeeps } from '@tests/support/quiz-keeps';

const data = loadCatalogFixtures();
const catalog = createLocalCatalog(data);

const has = (p: CatalogProduct, re: RegExp) => p.ingredients.some((i) => re.test(i));
const GRAIN = /\b(rice|oats?|oatmeal|barley|wheat|millet|corn)\b/i;
const POULTRY = /\b(chicken|turkey|duck|eggs?)\b/i;
const PROTEIN_WORD = {
  chicken: /\bchicken\b/i,
  turkey: /\bturkey\b/i,
  fish: /\b(salmon|whitefish|tuna|pollock|cod|fish|herring)\b/i,
  beef: /\bbeef\b/i,
  bison: /\bbison\b/i,
  lamb: /\blamb\b/i,
};
const DOG_AGES = { puppy: 'puppy', adult: 'adult', senior: 'senior' } as const;

/** True when the quiz keeps the recipe for a pet answering only these questions. */
const kept = (p: CatalogProduct, answers: Record<string, string[]>) =>
  quizKeeps(flowOf(Object.keys(answers)), [toProductFacts(p)], answers).has(p.id);

/** A dog of this size at every life stage the recipe is for; growth recipes also name the size's growth. */
const forDogOfSize = (p: CatalogProduct, size: 'small' | 'large') =>
  p.species === 'dog' &&
  p.lifeStages.every((stage) => stage === 'kitten' || kept(p, { type: ['dog'], size: [`${size}-dog`], age: [DOG_AGES[stage]] })) &&
  (!p.lifeStages.includes('puppy') || p.growthSizes.includes(size));

/** What each derived tag says, read from the facts and, where it has a rule for that pet, from the quiz. */
const MEANS: Record<DerivedTag, (p: CatalogProduct) => boolean> = {
  'small dog': (p) => forDogOfSize(p, 'small'),
  'large dog': (p) => forDogOfSize(p, 'large'),
  puppy: (p) => p.species === 'dog' && kept(p, { type: ['dog'], age: ['puppy'] }),
  kitten: (p) => p.species === 'cat' && kept(p, { type: ['cat'], age: ['kitten'] }),
  senior: (p) => p.lifeStages.includes('senior') && !p.lifeStages.includes('adult'),
  'grain-free': (p) => !has(p, GRAIN) && kept(p, { type: [p.species], avoid: ['grain-free'] }),
  'no poultry': (p) => !has(p, POULTRY) && kept(p, { type: [p.species], avoid: ['no-chicken'] }),
  'single protein': (p) =>
    p.proteins.length === 1 &&
    Object.entries(PROTEIN_WORD).every(([protein, re]) => protein === p.protein || !has(p, re)) &&
    (p.protein === 'chicken' || !has(p, /\beggs?\b/i)),
  'digestive issues': (p) => p.benefits.includes('digestion'),
  'skin issues': (p) => p.benefits.includes('skin'),
  'joint pain': (p) => p.benefits.includes('joints'),
  'picky eaters': (p) => p.benefits.includes('picky'),
  topper: (p) => p.productType === 'topper',
  'high protein': (p) => p.nutrition.proteinPct >= HIGH_PROTEIN_PCT[p.species],
};

const storedEditorial = new Map((productsJson as Array<{ id: string; editorialTags?: string[] }>).map((p) => [p.id, p.editorialTags ?? []]));

describe('listing tags agree with the recipe facts', () => {
  it('the tag vocabulary is the derived tags and the editorial ones, each once', () => {
    expect([...LISTING_TAGS].sort()).toEqual([...DERIVED_TAGS, ...EDITORIAL_TAGS].sort());
  });

  it('every tag of every recipe, in en-us, en-ca and en-gb, is exactly what its facts say', async () => {
    const walked = new Set<string>();
    let pairs = 0;
    for (const locale of LOCALES) {
      const products = await catalog.products({ locale });
      expect(products.length, locale).toBeGreaterThan(0);
      for (const p of products) {
        walked.add(p.id);
        pairs += 1;
        for (const tag of DERIVED_TAGS) expect(p.tags.includes(tag), `${locale} ${p.id} (${p.name}) "${tag}"`).toBe(MEANS[tag](p));
        const editorial = p.tags.filter((t) => (EDITORIAL_TAGS as readonly string[]).includes(t));
        expect(editorial, `${locale} ${p.id} editorial tags`).toEqual(storedEditorial.get(p.id));
        expect(p.tags.every((t) => (LISTING_TAGS as readonly string[]).includes(t)), `${p.id} only known tags`).toBe(true);
      }
    }
    expect(walked.size).toBe(data.products.length);
    expect(data.products.length).toBe(69);
    expect(pairs).toBe(data.products.reduce((n, p) => n + p.locales.length, 0));
  });

  it('a puppy recipe not made for large-size growth is not "large dog" (the quiz refuses it for a large-breed puppy)', () => {
    const puppies = data.products.filter((p) => p.lifeStages.includes('puppy'));
    const notLarge = puppies.filter((p) => !p.growthSizes.includes('large'));
    expect(notLarge.map((p) => p.name)).toEqual(expect.arrayContaining(['Puppy Chicken & Rice Roll', 'Puppy Chicken & Rice Bites']));
    for (const p of notLarge) {
      expect(p.tags, p.name).not.toContain('large dog');
      expect(kept(p, { type: ['dog'], size: ['large-dog'], age: ['puppy'] }), p.name).toBe(false);
    }
    expect(puppies.some((p) => p.tags.includes('large dog'))).toBe(true);
  });

  it('dog chips are never on cat recipes and "kitten" never on a dog recipe', () => {
    for (const p of data.products) {
      if (p.species === 'cat') for (const t of ['small dog', 'large dog', 'puppy'] as const) expect(p.tags, p.id).not.toContain(t);
      if (p.species === 'dog') expect(p.tags, p.id).not.toContain('kitten');
    }
  });
});
