/**
 * What a product card shows, built on the server from the
 * catalog (or from a search hit) and passed to the client as plain data.
 */
import type { Locale } from '@/config/constants';
import type { Brand, Product } from '@/services/catalog';
import { detailLinkTarget, localizeDetailUrl, type LinkTarget } from './link-rules';

export type ProductCardMedia = { readonly kind: 'image'; readonly src: string } | { readonly kind: 'video'; readonly src: string };

export type ProductCardData = {
  readonly id: string;
  readonly name: string;
  /** The product detail page: a slash path, a vet-site URL or an external URL (§2 link rules). */
  readonly href: string;
  /**
   * Where `href` opens (§2). Optional for callers built before the rule existed: the card then
   * applies the rule itself with no extra same-site hosts (slash paths same tab, absolute URLs new tab).
   */
  readonly target?: LinkTarget;
  readonly image: { readonly src: string; readonly alt: string };
  /** Swapped in on hover or focus. */
  readonly alternate: ProductCardMedia | null;
  readonly brand: { readonly name: string; readonly href: string; readonly color?: string } | null;
  readonly rating: { readonly average: number; readonly count: number } | null;
  /** The first UPC, for the where-to-buy link. */
  readonly upc: string | null;
};

/**
 * The fields of a brand that a product card reads. A client island that builds cards itself (the
 * search panel, from search hits) is handed brands in this shape: the rest of a brand record
 * (descriptions, listing images) would travel in every page's RSC payload and never be read.
 */
export type CardBrand = Pick<Brand, 'id' | 'name' | 'brandPageUrl' | 'labelColor'>;

/** A brand cut to what a product card reads (see CardBrand). */
export function toCardBrand({ id, name, brandPageUrl, labelColor }: CardBrand): CardBrand {
  return { id, name, brandPageUrl, labelColor };
}

export type ProductCardDataOptions = {
  /** Moves slash URLs (detail and brand pages) into this locale. */
  readonly locale?: Locale;
  /** Hosts whose absolute URLs stay in the same tab (the vet hosts, the serving host). */
  readonly sameSiteHosts?: readonly string[];
};

export function toProductCardData(
  product: Product,
  brand: CardBrand | null,
  rating: { readonly average: number; readonly count: number } | null,
  options: ProductCardDataOptions = {},
): ProductCardData {
  const alternate: ProductCardMedia | null = product.listingAltVideo
    ? { kind: 'video', src: product.listingAltVideo }
    : product.listingAltImage
      ? { kind: 'image', src: product.listingAltImage }
      : null;
  const localize = (url: string) => (options.locale ? localizeDetailUrl(url, options.locale) : url);
  return {
    id: product.id,
    name: product.name,
    href: localize(product.productDetailPageUrl),
    target: detailLinkTarget(product.productDetailPageUrl, options.sameSiteHosts ?? []),
    image: { src: product.listingImage, alt: product.name },
    alternate,
    brand: brand ? { name: brand.name, href: localize(brand.brandPageUrl), color: brand.labelColor } : null,
    // A rating only shows for a product with a review-service id (§2), and never for zero reviews.
    rating: product.bazaarvoiceProductId && rating && rating.count > 0 ? rating : null,
    upc: product.sizesAndUPCs[0]?.upc ?? null,
  };
}
