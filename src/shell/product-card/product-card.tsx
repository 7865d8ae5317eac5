/**
 * CONTRACT (owned by the catalog issue): the shared product card used by listings, search results
 * and quiz results. This placeholder shows image, brand and name; the catalog issue completes it
 * (media swap, rating, where-to-buy, link rules).
 */
import Image from 'next/image';
import type { ReactNode } from 'react';
import type { ProductCardData } from './card-data';

export type ProductCardProps = {
  readonly product: ProductCardData;
  /** The /where-to-buy path in the current locale. */
  readonly whereToBuyHref: string;
  /** Extra content under the card (e.g. the quiz's explanation). */
  readonly children?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
};

export function ProductCard({ product, children, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article data-product-id={product.id}>
      <Image src={product.image.src} alt={product.image.alt} width={480} height={480} sizes="(max-width: 640px) 50vw, 240px" />
      {product.brand ? <a href={product.brand.href}>{product.brand.name}</a> : null}
      <Heading>
        <a href={product.href}>{product.name}</a>
      </Heading>
      {children}
    </article>
  );
}
