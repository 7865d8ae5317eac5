import { useRef } from 'react';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { CardGrid } from '@/block-kit/catalog-ui/card-grid';
import { FilterChips } from '@/block-kit/catalog-ui/filter-chips';
import { firstProducts, insertCtas, isVetDietaryNeed, matchesFilters, rankByDietaryNeed } from '@/block-kit/catalog-ui/listing-logic';
import { ShowMore, useShowMore } from '@/block-kit/catalog-ui/show-more';
import { EmptyListing, ListingStatus } from '@/block-kit/catalog-ui/listing-status';
import { speciesParam, tagsOf, toBuyAction } from '@/block-kit/catalog-ui/catalog-option-values';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import { useUrlFilters } from '@/block-kit/catalog-ui/url-filters';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { vetProductListingSchema } from './schema';

/**
 * Vet Product Listing (§2 vet custom components, §3): the catalog with featured filters (tags) and
 * the ten dietary-needs filters, one active at a time. A dietary need lists the recipes the catalog
 * marks for it, ranked by the nutrient it names (lowest sodium first, highest fiber first, …).
 * Listing calls to action sit after the positions the editor chose. Products show a page at a time
 * ("Show more"), starting over when the filter changes.
 */
export function VetProductListing({
  heading,
  petType,
  featuredFilters,
  dietaryNeedsFilters,
  ctas,
  urlKey,
  buyButton,
  backgroundColor,
}: BlockProps<typeof vetProductListingSchema>) {
  const { locale } = useBlockEnvironment();
  const state = useCatalogListing({ locale, species: speciesParam(petType) });
  const featured = tagsOf(featuredFilters);
  const needs = dietaryNeedsFilters.map((f) => f.filter);
  const offered = [...featured, ...needs];
  const { active, toggle, clear } = useUrlFilters(urlKey, offered, true);

  const chosen = active[0];
  const products = state.status === 'ready' ? state.data.products : [];
  const shown = chosen === undefined ? products : isVetDietaryNeed(chosen) ? rankByDietaryNeed(products, chosen) : products.filter((p) => matchesFilters(p, [chosen]));
  const listRef = useRef<HTMLUListElement>(null);
  const page = useShowMore(active.join(','), listRef);
  const entries = firstProducts(
    insertCtas(
      shown.map((p) => p.card),
      ctas,
    ),
    page.limit,
  );

  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <FilterChips label="Featured" filters={featured} active={active} onToggle={toggle} onClear={clear} />
      <FilterChips label="Dietary needs" filters={needs} active={active} onToggle={toggle} onClear={clear} />
      <ListingStatus state={state} retry={state.retry} />
      {state.status === 'ready' ? (
        shown.length === 0 ? (
          <EmptyListing onClear={active.length > 0 ? clear : undefined} />
        ) : (
          <>
            <CardGrid listRef={listRef} entries={entries} buyAction={toBuyAction(buyButton)} />
            <ShowMore shown={Math.min(page.limit, shown.length)} total={shown.length} onMore={page.more} />
          </>
        )
      ) : null}
    </HeadedSection>
  );
}
