'use client';

import { useId } from 'react';
import { localizePath } from '@/config/locales';
import { ProductCard } from '@/shell/product-card/product-card';
import { useBlockEnvironment } from '../block-environment';
import { CardCarousel } from '../catalog-ui/card-carousel';
import { EmptyListing, ListingStatus } from '../catalog-ui/listing-status';
import { speciesParam, tagsOf, toBuyAction } from '../catalog-ui/shared-catalog-inputs';
import { useCatalogListing } from '../catalog-ui/use-catalog-listing';
import type { BlockProps } from '../types';
import { Section } from '../ui/section';
import { BlockHeading } from '../ui/typography';
import type { plpCarouselListSchema } from './registration';

/** PLP Carousel List (§2): a product listing as a keyboard-operable carousel. */
export function PlpCarouselList({ heading, petType, tags, limit, buyButton, backgroundColor }: BlockProps<typeof plpCarouselListSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  const state = useCatalogListing({ locale, species: speciesParam(petType), tags: tagsOf(tags).join(','), limit: String(limit) });
  const whereToBuyHref = localizePath('/where-to-buy', locale);
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <ListingStatus state={state} retry={state.retry} />
      {state.status === 'ready' ? (
        state.data.products.length === 0 ? (
          <EmptyListing />
        ) : (
          <CardCarousel label={heading}>
            {state.data.products.map((p) => (
              <li key={p.card.id}>
                <ProductCard product={p.card} whereToBuyHref={whereToBuyHref} buyAction={toBuyAction(buyButton)} />
              </li>
            ))}
          </CardCarousel>
        )
      ) : null}
    </Section>
  );
}
