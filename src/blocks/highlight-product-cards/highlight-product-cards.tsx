import { useId } from 'react';
import { useBlockEnvironment } from '../block-environment';
import { CardGrid } from '../catalog-ui/card-grid';
import { ListingResults } from '../catalog-ui/listing-status';
import { toBuyAction } from '../catalog-ui/shared-catalog-inputs';
import { useCatalogListing } from '../catalog-ui/use-catalog-listing';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { highlightProductCardsSchema } from './registration';

/** Highlight Product Cards (§2): a few products the editor picks, in the editor's order. */
export function HighlightProductCards({ heading, body, products, buyButton, backgroundColor }: BlockProps<typeof highlightProductCardsSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  const state = useCatalogListing({ locale, ids: products.map((p) => p.product).join(',') });
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      <ListingResults state={state} items={(data) => data.products}>
        {(products) => <CardGrid entries={products.map((p) => ({ kind: 'product', item: p.card }))} buyAction={toBuyAction(buyButton)} />}
      </ListingResults>
    </Section>
  );
}
