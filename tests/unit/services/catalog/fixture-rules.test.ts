/**
 * The rules that make the catalog believable and consistent: what a shopper, a vet or a listing
 * filter would catch if the generated data drifted.
 */
import { describe, expect, it } from 'vitest';
import { FEEDING_CUPS, LOCALES, PRODUCT_LISTING_V2_DEFAULT_FILTERS, VET_DIETARY_NEEDS_FILTERS } from '@/config/constants';
import { PROTEINS } from '@/engine/product-facts';
import { VET_DIETARY_NEED_NUTRIENTS, deriveDietaryNeeds } from '@/services/catalog/derive';
import { loadCatalogFixtures } from '@/services/catalog/local';
import { isValidUpcA } from '@/domain/product/upc';

const { brands, products } = loadCatalogFixtures();

const has = (p: { ingredients: readonly string[] }, re: RegExp) => p.ingredients.some((i) => re.test(i));
const GRAIN = /\b(rice|oats?|oatmeal|barley|wheat|millet|corn)\b/i;
const FISH = /\b(salmon|whitefish|tuna|pollock|cod|fish|herring)\b/i;
const PROTEIN_WORD = { chicken: /\bchicken\b/i, turkey: /\bturkey\b/i, fish: FISH, beef: /\bbeef\b/i, bison: /\bbison\b/i, lamb: /\blamb\b/i };

describe('catalog size and spread', () => {
  it('has at least 5 brands and 60 products, for dogs and cats, in rolls and bags', () => {
    expect(brands.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const species of ['dog', 'cat'] as const) {
      for (const form of ['roll', 'bag'] as const) {
        expect(products.filter((p) => p.species === species && p.form === form).length, `${species} ${form}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('every brand carries products and is named as a line of the company', () => {
    for (const b of brands) {
      expect(b.name.startsWith('Brightbowl ')).toBe(true);
      expect(products.filter((p) => p.brand === b.id).length, b.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('every product comes in several sizes, heavier as the list goes on, labelled as sold', () => {
    for (const p of products) {
      expect(p.sizesAndUPCs.length, p.id).toBeGreaterThanOrEqual(2);
      const grams = p.sizesAndUPCs.map((s) => s.weightGrams);
      expect(grams, p.id).toEqual([...grams].sort((a, b) => a - b));
      expect(new Set(grams).size).toBe(grams.length);
      expect(p.sizes).toEqual(p.sizesAndUPCs.map((s) => s.size));
      for (const s of p.sizesAndUPCs) expect(isValidUpcA(s.upc)).toBe(true);
    }
  });

  it('all UPCs share one company prefix', () => {
    const prefixes = new Set(products.flatMap((p) => p.sizesAndUPCs.map((s) => s.upc.slice(0, 6))));
    expect(prefixes.size).toBe(1);
  });

  it('most products are sold in every locale, a few not in the UK', () => {
    const everywhere = products.filter((p) => LOCALES.every((l) => p.locales.includes(l)));
    const notGb = products.filter((p) => !p.locales.includes('en-gb'));
    expect(everywhere.length).toBeGreaterThan(products.length * 0.75);
    expect(notGb.length).toBeGreaterThan(0);
  });

  it('some products have no review-service id yet, most do', () => {
    const without = products.filter((p) => p.bazaarvoiceProductId === null);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(products.length / 4);
  });

  it('editorial ranks run 1..n with no gaps', () => {
    expect(products.map((p) => p.editorialRank).sort((a, b) => a - b)).toEqual(products.map((_, i) => i + 1));
  });

  it('recipes differ: nutrition panels and descriptions are not copies', () => {
    expect(new Set(products.map((p) => JSON.stringify(p.nutrition))).size).toBe(products.length);
    expect(new Set(products.map((p) => p.nutrition.kcalPerCup)).size).toBeGreaterThan(30);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });
});

describe('recipe facts agree with the ingredient list', () => {
  it('ingredient flags are set exactly when the ingredient list has them', () => {
    for (const p of products) {
      expect(p.contains.includes('grain'), `${p.id} grain`).toBe(has(p, GRAIN));
      expect(p.contains.includes('chicken'), `${p.id} chicken`).toBe(has(p, /\bchicken\b/i));
      expect(p.contains.includes('fish'), `${p.id} fish`).toBe(has(p, FISH));
      expect(p.contains.includes('beef'), `${p.id} beef`).toBe(has(p, /\bbeef\b/i));
      expect(p.contains.includes('soy'), `${p.id} soy`).toBe(has(p, /\bsoy(bean)?\b/i));
    }
  });

  it('every main protein is in the ingredients, the first of them first among the proteins', () => {
    for (const p of products) {
      for (const protein of p.proteins) expect(has(p, PROTEIN_WORD[protein]), `${p.id} ${protein}`).toBe(true);
      expect(p.protein).toBe(p.proteins[0]);
      expect(PROTEINS).toContain(p.protein);
    }
  });

  it('cat recipes add taurine; joint-care recipes add glucosamine and chondroitin', () => {
    for (const p of products) {
      if (p.species === 'cat') expect(p.ingredients, p.id).toContain('Taurine');
      if (p.benefits.includes('joints')) expect(p.ingredients, p.id).toEqual(expect.arrayContaining(['Glucosamine Hydrochloride', 'Chondroitin Sulfate']));
    }
  });

  it('kittens are cats and puppies are dogs', () => {
    for (const p of products) {
      if (p.lifeStages.includes('puppy')) expect(p.species).toBe('dog');
      if (p.lifeStages.includes('kitten')) expect(p.species).toBe('cat');
    }
  });
});

// Each tag against the facts and the quiz's rules, per locale: listing-tags.test.ts.
describe('listing tags find products', () => {
  it('every Product Listing v2 default filter finds products', () => {
    for (const tag of PRODUCT_LISTING_V2_DEFAULT_FILTERS) {
      expect(products.filter((p) => p.tags.includes(tag)).length, tag).toBeGreaterThan(0);
    }
  });

  it('dietary needs are the shopper words for the benefits', () => {
    for (const p of products) expect(p.dietaryNeeds).toEqual(deriveDietaryNeeds(p.benefits));
  });
});

describe('vet dietary needs', () => {
  it('each filter selects recipes of both species', () => {
    for (const filter of VET_DIETARY_NEEDS_FILTERS) {
      for (const species of ['dog', 'cat'] as const) {
        expect(products.some((p) => p.species === species && p.vetDietaryNeeds.includes(filter)), `${filter} ${species}`).toBe(true);
      }
    }
  });

  it('a recipe under a filter is at least as good on that nutrient as any recipe of its species left out', () => {
    for (const filter of VET_DIETARY_NEEDS_FILTERS) {
      const { nutrient, direction } = VET_DIETARY_NEED_NUTRIENTS[filter];
      const better = (a: number, b: number) => (direction === 'lowest' ? a <= b : a >= b);
      for (const species of ['dog', 'cat'] as const) {
        const group = products.filter((p) => p.species === species);
        const inside = group.filter((p) => p.vetDietaryNeeds.includes(filter));
        const outside = group.filter((p) => !p.vetDietaryNeeds.includes(filter));
        expect(inside.length).toBeLessThan(group.length / 2);
        for (const a of inside) for (const b of outside) expect(better(a.nutrition[nutrient], b.nutrition[nutrient]), `${filter}: ${a.id} vs ${b.id}`).toBe(true);
      }
    }
  });

  it('lowest and highest calorie never pick the same recipe', () => {
    for (const p of products) expect(p.vetDietaryNeeds.includes('lowest calorie') && p.vetDietaryNeeds.includes('highest calorie')).toBe(false);
  });
});

describe('nutrition and feeding guidelines', () => {
  it('nutrition panels are plausible for fresh refrigerated food', () => {
    for (const p of products) {
      const n = p.nutrition;
      expect(n.moisturePct, p.id).toBeGreaterThan(60);
      expect(n.proteinPct + n.fatPct + n.fiberPct + n.moisturePct, p.id).toBeLessThan(100);
      expect(n.kcalPerCup, p.id).toBeGreaterThan(150);
      expect(n.kcalPerCup, p.id).toBeLessThan(450);
      expect(n.sodiumPct).toBeLessThan(1);
      expect(n.phosphorusPct).toBeLessThan(1);
      expect(n.omega3Pct).toBeLessThan(2);
    }
  });

  it('fish recipes carry more omega-3 than recipes without fish, on average', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const fish = products.filter((p) => p.contains.includes('fish')).map((p) => p.nutrition.omega3Pct);
    const none = products.filter((p) => !p.contains.includes('fish')).map((p) => p.nutrition.omega3Pct);
    expect(mean(fish)).toBeGreaterThan(mean(none) * 2);
  });

  it('cups are None or 0.5 to 5 in halves, and a heavier pet never gets less', () => {
    for (const p of products) {
      const cups = p.feedingGuidelines.map((g) => g.cups).filter((c): c is number => c !== null);
      expect(cups.length, p.id).toBeGreaterThan(2);
      for (const c of cups) {
        expect(c).toBeGreaterThanOrEqual(FEEDING_CUPS.min);
        expect(c).toBeLessThanOrEqual(FEEDING_CUPS.max);
        expect(Number.isInteger(c / FEEDING_CUPS.step)).toBe(true);
      }
      expect(cups, p.id).toEqual([...cups].sort((a, b) => a - b));
    }
  });

  it('a None row says why in words', () => {
    const none = products.flatMap((p) => p.feedingGuidelines.filter((g) => g.cups === null));
    expect(none.length).toBeGreaterThan(0);
    for (const g of none) expect(g.value).toMatch(/not recommended|ask your vet/i);
  });
});
