/**
 * The header's navigation as the shell renders it, built from the CMS navigation entry (§3) and,
 * for a dropdown flagged `brands`, from the brand list. Pure: the server loads the data, this
 * shapes it, and both the desktop dropdowns and the mobile accordion render the same model.
 */
import type { Locale } from '@/config/constants';
import { localizePath, splitLocale } from '@/config/locales';
import type { LinkItem } from '@/domain/content/link';
import type { NavigationData } from '@/domain/content/navigation';
import type { Brand } from '@/services/catalog/types';

/** One tile of a dropdown panel: image, heading, subheading, link (§2). */
export type NavTile = {
  readonly image: string;
  readonly imageAlt: string;
  readonly heading: string;
  readonly subheading: string | null;
  readonly href: string;
};

type NavLinkModel = { readonly kind: 'link'; readonly label: string; readonly href: string };
export type NavDropdownModel = {
  readonly kind: 'dropdown';
  /** Stable, DOM-safe and unique within the header: the trigger button's id is derived from it. */
  readonly id: string;
  readonly label: string;
  /** The dropdown's own landing page, when the editor gave one. */
  readonly href: string | null;
  readonly tiles: readonly NavTile[];
};
export type NavItemModel = NavLinkModel | NavDropdownModel;

export type HeaderNavModel = {
  readonly items: readonly NavItemModel[];
  readonly mobileLinks: readonly LinkItem[];
};

/** What the header shows when the CMS has no navigation entry for this theme and locale. */
const EMPTY_NAV: HeaderNavModel = { items: [], mobileLinks: [] };

/**
 * A DOM-safe slug for a label ("Our brands" → "our-brands").
 *
 * @example
 * slugify('Dog food'); // 'dog-food'
 * slugify('Pâtés & more'); // 'pates-more'
 */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'menu' : slug;
}

/**
 * The brand list as dropdown tiles (§2: listing image, name, short description, brand page URL).
 * Brand page URLs are paths inside a locale, so they get the locale prefix here.
 *
 * @example
 * brandTiles([kitchen], 'en-gb')[0].href; // '/en-gb/brands/brightbowl-kitchen'
 */
export function brandTiles(brands: readonly Brand[], locale: Locale): NavTile[] {
  return brands.map((brand) => ({
    image: brand.listingImage,
    imageAlt: brand.listingImageAltText,
    heading: brand.name,
    subheading: brand.shortDescription,
    href: brand.brandPageUrl.startsWith('/') ? localizePath(brand.brandPageUrl, locale) : brand.brandPageUrl,
  }));
}

/**
 * Shapes the CMS navigation into the header model. Dropdown ids are slugs of their labels, made
 * unique by a suffix when two labels slug alike (an id collision would open two panels at once).
 *
 * @example
 * toHeaderNav({ navigationItems: [{ type: 'dropdown', label: 'Our brands', brands: true, items: [] }], additionalMobileLinks: [] }, brands, 'en-us');
 * // { items: [{ kind: 'dropdown', id: 'our-brands', label: 'Our brands', href: null, tiles: [...one per brand] }], mobileLinks: [] }
 */
export function toHeaderNav(navigation: NavigationData | null, brands: readonly Brand[], locale: Locale): HeaderNavModel {
  if (navigation === null) return EMPTY_NAV;
  const used = new Set<string>();
  const uniqueId = (label: string) => {
    const base = slugify(label);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  const items = navigation.navigationItems.map((item): NavItemModel => {
    if (item.type === 'link') return { kind: 'link', label: item.label, href: item.url };
    const tiles: NavTile[] = item.brands
      ? brandTiles(brands, locale)
      : item.items.map((tile) => ({
          image: tile.image,
          imageAlt: tile.imageAltText,
          heading: tile.heading,
          subheading: tile.subheading ?? null,
          href: tile.url,
        }));
    return { kind: 'dropdown', id: uniqueId(item.label), label: item.label, href: item.url ?? null, tiles };
  });
  return { items, mobileLinks: navigation.additionalMobileLinks };
}

/**
 * Whether a link goes to the product selector (§2: such a link in the navigation fires
 * 'Selector Intention Clicked'). Reads the path inside the locale, ignoring query and hash.
 *
 * @example
 * isProductSelectorHref('/en-gb/product-selector?ref=nav'); // true
 * isProductSelectorHref('/product-selector-faq'); // false
 */
export function isProductSelectorHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0] ?? href;
  return splitLocale(pathname.replace(/\/+$/, '') || '/').path === '/product-selector';
}

/**
 * Splits tiles into rows of `perRow` (§9: dropdown tiles 8 per row), for panels that lay rows out
 * as separate lists.
 *
 * @example
 * tileRows([1, 2, 3], 2); // [[1, 2], [3]]
 */
export function tileRows<T>(tiles: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor(perRow));
  const rows: T[][] = [];
  for (let i = 0; i < tiles.length; i += size) rows.push(tiles.slice(i, i + size));
  return rows;
}
