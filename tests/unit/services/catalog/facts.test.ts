import { describe, expect, it } from 'vitest';
import {
  AVOIDABLE_INGREDIENTS,
  BENEFITS,
  CURRENT_FOODS,
  LIFE_STAGES,
  PROTEINS,
  RECIPE_FORMS,
  SIZE_CLASSES,
  SPECIES,
  TEXTURES,
  type ProductFacts,
} from '@/engine/product-facts';
import { toProductFacts } from '@/services/catalog/facts';
import { loadCatalogFixtures } from '@/services/catalog/local';

const { products } = loadCatalogFixtures();

const isSetOf = (values: readonly string[], allowed: readonly string[]) =>
  new Set(values).size === values.length && values.every((v) => allowed.includes(v));

describe('catalog → quiz engine facts', () => {
  it('every product maps to ProductFacts with only values the engine knows', () => {
    for (const p of products) {
      const facts: ProductFacts = toProductFacts(p);
      expect(SPECIES).toContain(facts.species);
      expect(RECIPE_FORMS).toContain(facts.form);
      expect(isSetOf(facts.proteins, PROTEINS), p.id).toBe(true);
      expect(isSetOf(facts.contains, AVOIDABLE_INGREDIENTS), p.id).toBe(true);
      expect(isSetOf(facts.lifeStages, LIFE_STAGES), p.id).toBe(true);
      expect(isSetOf(facts.sizes, SIZE_CLASSES), p.id).toBe(true);
      expect(isSetOf(facts.benefits, BENEFITS), p.id).toBe(true);
      expect(isSetOf(facts.textures, TEXTURES), p.id).toBe(true);
      expect(isSetOf(facts.switchFrom, CURRENT_FOODS), p.id).toBe(true);
      expect(facts.proteins.length).toBeGreaterThan(0);
      expect(facts.lifeStages.length).toBeGreaterThan(0);
      expect(facts.sizes.length).toBeGreaterThan(0);
      expect(Number.isInteger(facts.editorialRank)).toBe(true);
    }
  });

  it('facts carry the product facts unchanged, with pet-size suitability as sizes', () => {
    for (const p of products) {
      expect(toProductFacts(p)).toEqual({
        id: p.id,
        species: p.species,
        proteins: p.proteins,
        contains: p.contains,
        lifeStages: p.lifeStages,
        sizes: p.petSizes,
        benefits: p.benefits,
        form: p.form,
        textures: p.textures,
        switchFrom: p.switchFrom,
        editorialRank: p.editorialRank,
        tags: p.tags,
        productType: p.productType,
        growthSizes: p.growthSizes,
      });
    }
  });

  it('facts ids are unique, so the engine can explain each result by id', () => {
    const ids = products.map((p) => toProductFacts(p).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every quiz answer the engine may match has some product behind it', () => {
    const facts = products.map(toProductFacts);
    for (const protein of PROTEINS) expect(facts.some((f) => f.proteins.includes(protein)), protein).toBe(true);
    for (const benefit of BENEFITS) expect(facts.some((f) => f.benefits.includes(benefit)), benefit).toBe(true);
    for (const stage of LIFE_STAGES) expect(facts.some((f) => f.lifeStages.includes(stage)), stage).toBe(true);
    for (const food of CURRENT_FOODS) expect(facts.some((f) => f.switchFrom.includes(food)), food).toBe(true);
    for (const ingredient of AVOIDABLE_INGREDIENTS) {
      expect(facts.some((f) => !f.contains.includes(ingredient)), `without ${ingredient}`).toBe(true);
      expect(facts.some((f) => f.contains.includes(ingredient)), `with ${ingredient}`).toBe(true);
    }
    expect(facts.some((f) => f.species === 'cat' && f.textures.includes('pate'))).toBe(true);
  });
});
