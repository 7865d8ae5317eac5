/**
 * CONTRACT (owned by the catalog issue): what a product card shows, built on the server from the
 * catalog (or from a search hit) and passed to the client as plain data.
 */
import type { Brand, Product } from '@/services/catalog';

export type ProductCardMedia = { readonly kind: 'image'; readonly src: string } | { readonly kind: 'video'; readonly src: string };

export type ProductCardData = {
  readonly id: string;
  readonly name: string;
  /** The product detail page: a slash path, a vet-site URL or an external URL (§2 link rules). */
  readonly href: string;
  readonly image: { readonly src: string; readonly alt: string };
  /** Swapped in on hover or focus. */
  readonly alternate: ProductCardMedia | null;
  readonly brand: { readonly name: string; readonly href: string } | null;
  readonly rating: { readonly average: number; readonly count: number } | null;
  /** The first UPC, for the where-to-buy link. */
  readonly upc: string | null;
};

export function toProductCardData(
  product: Product,
  brand: Brand | null,
  rating: { readonly average: number; readonly count: number } | null,
): ProductCardData {
  const alternate: ProductCardMedia | null = product.listingAltVideo
    ? { kind: 'video', src: product.listingAltVideo }
    : product.listingAltImage
      ? { kind: 'image', src: product.listingAltImage }
      : null;
  return {
    id: product.id,
    name: product.name,
    href: product.productDetailPageUrl,
    image: { src: product.listingImage, alt: product.name },
    alternate,
    brand: brand ? { name: brand.name, href: brand.brandPageUrl } : null,
    rating,
    upc: product.sizesAndUPCs[0]?.upc ?? null,
  };
}
