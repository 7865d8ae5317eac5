import { useRef } from 'react';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { CardGrid } from '@/block-kit/catalog-ui/card-grid';
import { ListingResults } from '@/block-kit/catalog-ui/listing-status';
import { speciesParam, tagsOf, toBuyAction } from '@/block-kit/catalog-ui/catalog-option-values';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import { ShowMore, useShowMore } from '@/block-kit/catalog-ui/show-more';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { productListingSchema } from './schema';

/** Product Listing (§2 product discovery): catalog products chosen by pet type, brand and tags, as cards, a page at a time. */
export function ProductListing({ heading, petType, brand, tags, form, texture, lifeStage, limit, buyButton, backgroundColor }: BlockProps<typeof productListingSchema>) {
  const { locale } = useBlockEnvironment();
  const state = useCatalogListing({ locale, species: speciesParam(petType), brand, tags: tagsOf(tags).join(','), form, texture, lifeStage, limit: String(limit) });
  const listRef = useRef<HTMLUListElement>(null);
  const page = useShowMore('', listRef);
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <ListingResults state={state} items={(data) => data.products}>
        {(products) => (
          <>
            <CardGrid listRef={listRef} entries={products.slice(0, page.limit).map((p) => ({ kind: 'product', item: p.card }))} buyAction={toBuyAction(buyButton)} />
            <ShowMore shown={Math.min(page.limit, products.length)} total={products.length} onMore={page.more} />
          </>
        )}
      </ListingResults>
    </HeadedSection>
  );
}
