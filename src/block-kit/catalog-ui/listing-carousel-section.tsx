'use client';

import type { ReactNode } from 'react';
import type { EditorBackgroundColor } from '@/config/constants';
import type { ListingResponse } from '@/features/catalog/listing-api';
import { HeadedSection } from '@/ui/section';
import { CardCarousel } from './card-carousel';
import { ListingResults } from './listing-status';
import type { ListingState } from './use-catalog-listing';

/**
 * A carousel block (PLP Carousel List, Brand Carousel): a section labelled by its h2, the listing's
 * states, and the items as carousel cards named after the heading. Each block keeps only its query
 * and its card.
 */
export function ListingCarouselSection<T>({
  heading,
  backgroundColor,
  state,
  items,
  renderItem,
}: {
  readonly heading: string;
  readonly backgroundColor: EditorBackgroundColor;
  readonly state: ListingState & { readonly retry: () => void };
  readonly items: (data: ListingResponse) => readonly T[];
  /** One keyed <li> per item. */
  readonly renderItem: (item: T) => ReactNode;
}) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <ListingResults state={state} items={items}>
        {(shown) => <CardCarousel label={heading}>{shown.map((item) => renderItem(item))}</CardCarousel>}
      </ListingResults>
    </HeadedSection>
  );
}
