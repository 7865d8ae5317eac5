import { describe, expect, it } from 'vitest';
import { countBits, fullBits, hasBit, popcount32 } from '@/engine/bitset';
import { DuplicateProductIdError, factKey, prepareCatalog } from '@/engine/prepared-catalog';
import { type ProductFacts } from '@/engine/product-facts';

const product = (id: string, editorialRank: number, facts: Partial<ProductFacts> = {}): ProductFacts => ({
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
  editorialRank,
  tags: [],
  productType: 'complete-meal',
  growthSizes: [],
  ...facts,
});

describe('catalog preparation', () => {
  it('two products with the same id are refused, because the id is the final tie-break', () => {
    expect(() => prepareCatalog([product('a', 1), product('a', 2)])).toThrow(DuplicateProductIdError);
  });

  it('the editorial order is editorial rank, then id by code units (not by locale)', () => {
    const catalog = prepareCatalog([product('b', 2), product('é', 1), product('B', 1), product('a', 1)]);
    expect(Array.from(catalog.order, (i) => catalog.products[i]?.id)).toEqual(['B', 'a', 'é', 'b']);
  });

  it('each (field, value) bitset holds exactly the products with that fact', () => {
    const catalog = prepareCatalog([product('a', 1, { proteins: ['fish'], tags: ['new'] }), product('b', 1, { proteins: ['fish', 'beef'], species: 'cat' })]);
    const fish = catalog.masks.get(factKey('proteins', 'fish'));
    expect(fish && [hasBit(fish, 0), hasBit(fish, 1)]).toEqual([true, true]);
    const cats = catalog.masks.get(factKey('species', 'cat'));
    expect(cats && countBits(cats)).toBe(1);
    expect(catalog.masks.get(factKey('tags', 'new'))?.[0]).toBe(1);
  });

  it('bit counts are right across word boundaries', () => {
    expect(popcount32(-1)).toBe(32);
    expect(countBits(fullBits(33))).toBe(33);
    expect(countBits(fullBits(64))).toBe(64);
    expect(countBits(fullBits(0))).toBe(0);
  });
});
