import { useBlockEnvironment } from '@/block-kit/block-environment';
import { CardGrid } from '@/block-kit/catalog-ui/card-grid';
import { ListingResults } from '@/block-kit/catalog-ui/listing-status';
import { toBuyAction } from '@/block-kit/catalog-ui/catalog-option-values';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { highlightProductCardsSchema } from './schema';

/** Highlight Product Cards (§2): a few products the editor picks, in the editor's order. */
export function HighlightProductCards({ heading, body, products, buyButton, backgroundColor }: BlockProps<typeof highlightProductCardsSchema>) {
  const { locale } = useBlockEnvironment();
  const state = useCatalogListing({ locale, ids: products.map((p) => p.product).join(',') });
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <ListingResults state={state} items={(data) => data.products}>
        {(products) => <CardGrid entries={products.map((p) => ({ kind: 'product', item: p.card }))} buyAction={toBuyAction(buyButton)} />}
      </ListingResults>
    </HeadedSection>
  );
}
