import { useRef } from 'react';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { CardGrid } from '@/block-kit/catalog-ui/card-grid';
import { FilterChips } from '@/block-kit/catalog-ui/filter-chips';
import { customProductEntry, matchesFilters } from '@/block-kit/catalog-ui/listing-logic';
import { audienceLifeStage, availableFilters, chipStates, defaultListingFilters } from '@/block-kit/catalog-ui/listing-filters';
import { EmptyListing, ListingStatus } from '@/block-kit/catalog-ui/listing-status';
import { speciesParam, tagsOf, toBuyAction } from '@/block-kit/catalog-ui/catalog-option-values';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import { useUrlFilters } from '@/block-kit/catalog-ui/url-filters';
import { ShowMore, useShowMore } from '@/block-kit/catalog-ui/show-more';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { productListingV2Schema } from './schema';

/**
 * Product Listing v2 (§2, §3, §9): the editor's custom products and, optionally, catalog products
 * for one pet type and audience, narrowed by filter chips (unless the editor chooses others, §9's
 * defaults for dogs and cat words for cats). Once the products are known, a chip none of them has
 * is hidden and each chip shows its count, disabled when it would list nothing. The active filters
 * live in the URL (`?filters=grain-free,puppy`), and an empty result says so. Products show a page
 * at a time ("Show more"), starting over when the filters change.
 */
export function ProductListingV2({
  heading,
  petType,
  audience,
  includeCatalog,
  filters,
  customProducts,
  urlKey,
  buyButton,
  backgroundColor,
}: BlockProps<typeof productListingV2Schema>) {
  const { locale } = useBlockEnvironment();
  const state = useCatalogListing({ locale, species: speciesParam(petType), lifeStage: audienceLifeStage(audience) });
  const chosen = tagsOf(filters);
  const offered = chosen.length > 0 ? chosen : defaultListingFilters(petType, audience);

  const brands = state.status === 'ready' ? state.data.brands : [];
  const custom = customProducts
    .filter((p) => petType === 'All' || p.petType === petType)
    .map((p, i) => customProductEntry({ ...p, tags: tagsOf(p.tags), dietaryNeeds: tagsOf(p.dietaryNeeds) }, i, brands));
  const catalog = includeCatalog && state.status === 'ready' ? state.data.products : [];
  const all = [...custom, ...catalog];
  const waiting = includeCatalog && state.status !== 'ready';
  // Until the products are known every chip is offered; then only those some product has.
  const filterWords = waiting ? offered : availableFilters(all, offered);
  const { active, toggle, clear } = useUrlFilters(urlKey, filterWords);
  const shown = all.filter((p) => matchesFilters(p, active));
  const states = waiting ? undefined : chipStates(all, filterWords, active);
  const listRef = useRef<HTMLUListElement>(null);
  const page = useShowMore(active.join(','), listRef);

  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <FilterChips label="Filter products" filters={filterWords} active={active} onToggle={toggle} onClear={clear} states={states} />
      {includeCatalog ? <ListingStatus state={state} retry={state.retry} /> : null}
      {waiting ? null : shown.length === 0 ? (
        <EmptyListing onClear={active.length > 0 ? clear : undefined} />
      ) : (
        <>
          <CardGrid listRef={listRef} entries={shown.slice(0, page.limit).map((p) => ({ kind: 'product', item: p.card }))} buyAction={toBuyAction(buyButton)} />
          <ShowMore shown={Math.min(page.limit, shown.length)} total={shown.length} onMore={page.more} />
        </>
      )}
    </HeadedSection>
  );
}
