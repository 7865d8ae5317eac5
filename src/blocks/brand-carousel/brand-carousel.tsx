'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useId } from 'react';
import { IMAGES } from '@/config/constants';
import { useBlockEnvironment } from '../block-environment';
import { CardCarousel } from '../catalog-ui/card-carousel';
import { EmptyListing, ListingStatus } from '../catalog-ui/listing-status';
import { useCatalogListing } from '../catalog-ui/use-catalog-listing';
import type { BlockProps } from '../types';
import { Section } from '../ui/section';
import { BlockHeading } from '../ui/typography';
import styles from '../catalog-ui/catalog-ui.module.css';
import type { brandCarouselSchema } from './registration';

/** Brand Carousel (§2): the product lines sold in the locale (§3 Brand listing image, name, short description), linking to brand pages. */
export function BrandCarousel({ heading, backgroundColor }: BlockProps<typeof brandCarouselSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  // One product is enough: the response's brand list is what this block shows.
  const state = useCatalogListing({ locale, limit: '1' });
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <ListingStatus state={state} retry={state.retry} />
      {state.status === 'ready' ? (
        state.data.brands.length === 0 ? (
          <EmptyListing />
        ) : (
          <CardCarousel label={heading}>
            {state.data.brands.map((b) => (
              <li key={b.id}>
                <Link href={b.href} className={styles.brandTile}>
                  <Image src={b.image} alt="" width={IMAGES.productCardImageWidth} height={IMAGES.productCardImageWidth} sizes="18rem" />
                  <strong>{b.name}</strong>
                  <span>{b.shortDescription}</span>
                </Link>
              </li>
            ))}
          </CardCarousel>
        )
      ) : null}
    </Section>
  );
}
