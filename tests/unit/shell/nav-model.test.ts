import { describe, expect, it } from 'vitest';
import { brandTiles, isProductSelectorHref, slugify, tileRows, toHeaderNav } from '@/shell/header/nav-model';
import type { Brand } from '@/services/catalog/types';
import type { NavigationData } from '@/domain/content/navigation';

const kitchen: Brand = {
  id: 'kitchen',
  slug: 'brightbowl-kitchen',
  name: 'Brightbowl Kitchen',
  shortDescription: 'Everyday fresh meals.',
  listingImage: '/media/catalog/brands/brightbowl-kitchen.webp',
  listingImageAltText: 'A roll and a bag',
  brandPageUrl: '/brands/brightbowl-kitchen',
  labelColor: '#c8502a',
};

const navigation: NavigationData = {
  navigationItems: [
    {
      type: 'dropdown',
      label: 'Dog food',
      url: '/en-gb/dog-food',
      brands: false,
      items: [{ image: '/a.jpg', imageAltText: 'A', heading: 'Rolls', subheading: 'Slice', url: '/en-gb/dog-food/rolls' }],
    },
    { type: 'dropdown', label: 'Our brands', brands: true, items: [{ image: '/x.jpg', imageAltText: 'X', heading: 'ignored', url: '/x' }] },
    { type: 'link', label: 'Product selector', url: '/en-gb/product-selector' },
  ],
  additionalMobileLinks: [{ label: 'Where to buy', url: '/en-gb/where-to-buy' }],
};

describe('header navigation model', () => {
  it('a dropdown flagged brands builds its tiles from the brand list, not from its own items', () => {
    const nav = toHeaderNav(navigation, [kitchen], 'en-gb');
    const brands = nav.items[1];
    expect(brands).toMatchObject({ kind: 'dropdown', id: 'our-brands', href: null });
    expect(brands?.kind === 'dropdown' ? brands.tiles : []).toEqual([
      {
        image: kitchen.listingImage,
        imageAlt: kitchen.listingImageAltText,
        heading: 'Brightbowl Kitchen',
        subheading: 'Everyday fresh meals.',
        href: '/en-gb/brands/brightbowl-kitchen',
      },
    ]);
  });

  it('editor tiles keep image, heading, subheading and url; links and mobile links pass through', () => {
    const nav = toHeaderNav(navigation, [], 'en-gb');
    expect(nav.items[0]).toEqual({
      kind: 'dropdown',
      id: 'dog-food',
      label: 'Dog food',
      href: '/en-gb/dog-food',
      tiles: [{ image: '/a.jpg', imageAlt: 'A', heading: 'Rolls', subheading: 'Slice', href: '/en-gb/dog-food/rolls' }],
    });
    expect(nav.items[2]).toEqual({ kind: 'link', label: 'Product selector', href: '/en-gb/product-selector' });
    expect(nav.mobileLinks).toEqual(navigation.additionalMobileLinks);
  });

  it('no CMS navigation gives an empty header navigation', () => {
    expect(toHeaderNav(null, [kitchen], 'en-us')).toEqual({ items: [], mobileLinks: [] });
  });

  it('two dropdowns whose labels slug alike still get distinct ids', () => {
    const twins: NavigationData = {
      navigationItems: [
        { type: 'dropdown', label: 'Dogs!', brands: false, items: [] },
        { type: 'dropdown', label: 'dogs', brands: false, items: [] },
      ],
      additionalMobileLinks: [],
    };
    const ids = toHeaderNav(twins, [], 'en-us').items.map((i) => (i.kind === 'dropdown' ? i.id : ''));
    expect(ids).toEqual(['dogs', 'dogs-2']);
  });

  it('brand page paths get the locale prefix; the default locale has none', () => {
    expect(brandTiles([kitchen], 'en-us')[0]?.href).toBe('/brands/brightbowl-kitchen');
    expect(brandTiles([kitchen], 'en-ca')[0]?.href).toBe('/en-ca/brands/brightbowl-kitchen');
  });

  it('slugs are DOM-safe and never empty', () => {
    expect(slugify('Pâtés & more')).toBe('pates-more');
    expect(slugify('!!!')).toBe('menu');
  });

  it('only links to the product selector page count as selector links, in any locale', () => {
    expect(isProductSelectorHref('/product-selector')).toBe(true);
    expect(isProductSelectorHref('/en-gb/product-selector?ref=nav')).toBe(true);
    expect(isProductSelectorHref('/en-ca/product-selector/')).toBe(true);
    expect(isProductSelectorHref('/product-selector-faq')).toBe(false);
    expect(isProductSelectorHref('https://elsewhere.example/product-selector')).toBe(false);
    expect(isProductSelectorHref('//elsewhere.example/product-selector')).toBe(false);
  });

  it('tiles split into rows of the given size (8 per row in the header)', () => {
    const tiles = Array.from({ length: 17 }, (_, i) => i);
    expect(tileRows(tiles, 8).map((r) => r.length)).toEqual([8, 8, 1]);
    expect(tileRows([], 8)).toEqual([]);
  });
});
