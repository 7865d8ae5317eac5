import { describe, expect, it } from 'vitest';
import { detailLinkTarget, localizeDetailUrl, ratingLabel, whereToBuyUrl } from '@/ui/product-card/link-rules';
import { toCardBrand, toProductCardData } from '@/ui/product-card/card-data';
import { loadCatalogFixtures } from '@/services/catalog/local';

const VET = ['vet.localhost', 'vet.example.com'];

describe('product card link rules (§2)', () => {
  it('a URL starting with a slash stays in the same tab', () => {
    expect(detailLinkTarget('/products/gentle-turkey-pumpkin-dog-roll', VET)).toBe('same-tab');
    expect(detailLinkTarget('/en-gb/products/x', [])).toBe('same-tab');
  });

  it('a URL on the veterinary site stays in the same tab', () => {
    expect(detailLinkTarget('https://vet.example.com/products/x', VET)).toBe('same-tab');
    expect(detailLinkTarget('http://vet.localhost:3000/products/x', VET)).toBe('same-tab');
    expect(detailLinkTarget('https://VET.EXAMPLE.COM/x', VET)).toBe('same-tab');
  });

  it('an external detail URL opens in a new tab', () => {
    expect(detailLinkTarget('https://shop.example.net/p/1', VET)).toBe('new-tab');
    expect(detailLinkTarget('https://vet.example.com.evil.test/p', VET)).toBe('new-tab');
  });

  it('a protocol-relative or unparsable URL is treated as external', () => {
    expect(detailLinkTarget('//shop.example.net/p/1', VET)).toBe('new-tab');
    expect(detailLinkTarget('not a url', VET)).toBe('new-tab');
  });

  it('slash URLs move into the locale; absolute URLs are left alone', () => {
    expect(localizeDetailUrl('/products/x', 'en-us')).toBe('/products/x');
    expect(localizeDetailUrl('/products/x', 'en-gb')).toBe('/en-gb/products/x');
    expect(localizeDetailUrl('https://shop.example.net/p', 'en-ca')).toBe('https://shop.example.net/p');
  });

  it('the where-to-buy link carries sc-upc, and ons=1 for the buy-online view', () => {
    expect(whereToBuyUrl('/en-ca/where-to-buy', '084219200116')).toBe('/en-ca/where-to-buy?sc-upc=084219200116');
    expect(whereToBuyUrl('/where-to-buy', '084219200116', { online: true })).toBe('/where-to-buy?ons=1&sc-upc=084219200116');
    expect(whereToBuyUrl('/where-to-buy', null)).toBe('/where-to-buy');
  });

  it('the rating reads as "x out of 5 stars, n reviews", singular for one review', () => {
    expect(ratingLabel(4.6, 128)).toBe('4.6 out of 5 stars, 128 reviews');
    expect(ratingLabel(4.63, 2077)).toBe('4.6 out of 5 stars, 2,077 reviews');
    expect(ratingLabel(5, 1)).toBe('5.0 out of 5 stars, 1 review');
  });
});

describe('product card data', () => {
  const { products, brands } = loadCatalogFixtures();
  const withVideo = products.find((p) => p.listingAltVideo !== null);
  const withoutReviewId = products.find((p) => p.bazaarvoiceProductId === null);

  it('prefers the alternate video over the alternate image', () => {
    expect(withVideo).toBeDefined();
    if (!withVideo) return;
    expect(toProductCardData(withVideo, null, null).alternate).toEqual({ kind: 'video', src: withVideo.listingAltVideo });
  });

  it('a product without a review-service id shows no rating even when one is given', () => {
    expect(withoutReviewId).toBeDefined();
    if (!withoutReviewId) return;
    expect(toProductCardData(withoutReviewId, null, { average: 4, count: 3 }).rating).toBeNull();
  });

  it('detail and brand links are localized and the link target is decided by the §2 rule', () => {
    const product = products[0];
    const brand = brands.find((b) => b.id === product?.brand) ?? null;
    if (!product) throw new Error('empty catalog');
    const card = toProductCardData(product, brand, null, { locale: 'en-gb' });
    expect(card.href).toBe(`/en-gb${product.productDetailPageUrl}`);
    expect(card.brand?.href).toBe(`/en-gb${brand?.brandPageUrl ?? ''}`);
    expect(card.target).toBe('same-tab');
  });

  it('a brand cut to the card fields builds every card exactly as the full brand record does', () => {
    for (const product of products) {
      const brand = brands.find((b) => b.id === product.brand) ?? null;
      const full = toProductCardData(product, brand, null, { locale: 'en-ca' });
      const cut = toProductCardData(product, brand && toCardBrand(brand), null, { locale: 'en-ca' });
      expect(cut).toEqual(full);
    }
  });

  it('a card brand carries no brand field that a card does not read', () => {
    const brand = brands[0];
    if (!brand) throw new Error('no brands in the catalog fixtures');
    expect(Object.keys(toCardBrand(brand)).sort()).toEqual(['brandPageUrl', 'id', 'labelColor', 'name']);
  });
});
