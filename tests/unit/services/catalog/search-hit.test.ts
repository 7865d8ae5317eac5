import { describe, expect, it } from 'vitest';
import { loadCatalogFixtures } from '@/services/catalog/local';
import { productSearchHitSchema } from '@/domain/product/search-hit';
import { parseProductSearchHit, productFromSearchHit, toProductSearchRecord } from '@/services/catalog/search-hit';
import type { Product } from '@/services/catalog/types';
import { productDocumentSchema } from '@/services/search/documents';
import type { ProductSearchHit as SearchServiceHit } from '@/services/search/types';

const { brands, products } = loadCatalogFixtures();
const brandOf = (id: string) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(id);
  return brand;
};

const EMPTY_FIELDS = { dietaryNeeds: [], vetDietaryNeeds: [], tags: [], protein: '', productType: '' };

describe('product search hit → product', () => {
  it('the index record of every product is a valid search-service product document', () => {
    for (const p of products) {
      const result = productDocumentSchema.safeParse(toProductSearchRecord(p, brandOf(p.brand)));
      expect(result.success, `${p.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('a hit as the search service parses it maps without conversion', () => {
    // Compile-time: the search service's hit type is accepted as is.
    const map: (hit: SearchServiceHit) => Product = productFromSearchHit;
    const p = products[0]!;
    const hit: SearchServiceHit = { ...toProductSearchRecord(p, brandOf(p.brand)), nameHtml: p.name };
    expect(map(hit).id).toBe(p.id);
  });

  it('a hit without package weights keeps its sizes and UPCs', () => {
    const p = products[0]!;
    const record = toProductSearchRecord(p, brandOf(p.brand));
    const result = parseProductSearchHit({ ...record, sizesAndUPCs: record.sizesAndUPCs.map(({ upc, size }) => ({ upc, size })) });
    expect(result.ok && result.product.sizesAndUPCs.map((s) => s.upc)).toEqual(p.sizesAndUPCs.map((s) => s.upc));
  });

  it('a hit leaves dietary needs, vet dietary needs, tags, protein and product type empty', () => {
    for (const p of products) {
      const result = parseProductSearchHit(toProductSearchRecord(p, brandOf(p.brand)));
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.product).toMatchObject(EMPTY_FIELDS);
    }
  });

  it('the five fields stay empty even when the hit carries them', () => {
    const p = products[0]!;
    const hit = { ...toProductSearchRecord(p, brandOf(p.brand)), tags: ['bestseller'], protein: 'chicken', productType: 'topper', dietaryNeeds: ['skin issues'], vetDietaryNeeds: ['lowest fat'] };
    const result = parseProductSearchHit(hit);
    expect(result.ok && result.product).toMatchObject(EMPTY_FIELDS);
  });

  it('a hit keeps every card field of the catalog product', () => {
    for (const p of products) {
      const product = productFromSearchHit(productSearchHitSchema.parse(toProductSearchRecord(p, brandOf(p.brand))));
      expect(product).toEqual({
        id: p.id,
        name: p.name,
        brand: p.brand,
        productDetailPageUrl: p.productDetailPageUrl,
        bazaarvoiceProductId: p.bazaarvoiceProductId,
        listingImage: p.listingImage,
        listingAltImage: p.listingAltImage,
        listingVideo: p.listingVideo,
        listingAltVideo: p.listingAltVideo,
        sizesAndUPCs: p.sizesAndUPCs,
        sizes: [],
        ...EMPTY_FIELDS,
      });
    }
  });

  it('a minimal hit from a cloud index (absolute media, no review id, no sizes) maps with defaults', () => {
    const result = parseProductSearchHit({
      objectID: 'bb-x-1',
      name: 'Chicken Roll',
      brand: 'kitchen',
      productDetailPageUrl: 'https://shop.example.com/chicken-roll',
      listingImage: 'https://cdn.example.com/chicken-roll.webp',
      _highlightResult: { name: { value: '<em>Chicken</em> Roll' } },
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.product).toMatchObject({ bazaarvoiceProductId: null, listingAltImage: null, listingAltVideo: null, sizesAndUPCs: [] });
    }
  });

  it('a malformed hit is reported with its objectID instead of thrown', () => {
    const bad = parseProductSearchHit({ objectID: 'bb-bad', name: 42, brand: 'kitchen', productDetailPageUrl: '/p', listingImage: '/i.webp' });
    expect(bad).toMatchObject({ ok: false, objectID: 'bb-bad' });
    expect(!bad.ok && bad.error).toContain('name');
    expect(parseProductSearchHit(null)).toMatchObject({ ok: false, objectID: null });
  });

  it('a hit whose links are not a path or https URL is refused', () => {
    const p = products[0]!;
    const record = toProductSearchRecord(p, brandOf(p.brand));
    expect(parseProductSearchHit({ ...record, productDetailPageUrl: 'javascript:alert(1)' }).ok).toBe(false);
    expect(parseProductSearchHit({ ...record, listingImage: 'http://insecure.example.com/a.webp' }).ok).toBe(false);
  });

  it('a hit with a UPC whose check digit is wrong is refused', () => {
    const p = products[0]!;
    const record = toProductSearchRecord(p, brandOf(p.brand));
    const upc = record.sizesAndUPCs[0]!.upc;
    const broken = { ...record, sizesAndUPCs: [{ ...record.sizesAndUPCs[0]!, upc: `${upc.slice(0, 11)}${(Number(upc[11]) + 1) % 10}` }] };
    expect(parseProductSearchHit(broken).ok).toBe(false);
  });
});
