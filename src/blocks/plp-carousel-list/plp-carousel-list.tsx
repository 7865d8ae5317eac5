import { localizePath } from '@/config/locales';
import { ProductCard } from '@/ui/product-card/product-card';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { ListingCarouselSection } from '@/block-kit/catalog-ui/listing-carousel-section';
import { speciesParam, tagsOf, toBuyAction } from '@/block-kit/catalog-ui/catalog-option-values';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import type { BlockProps } from '@/block-kit/types';
import type { plpCarouselListSchema } from './schema';

/** PLP Carousel List (§2): a product listing as a keyboard-operable carousel. */
export function PlpCarouselList({ heading, petType, tags, limit, buyButton, backgroundColor }: BlockProps<typeof plpCarouselListSchema>) {
  const { locale } = useBlockEnvironment();
  const state = useCatalogListing({ locale, species: speciesParam(petType), tags: tagsOf(tags).join(','), limit: String(limit) });
  const whereToBuyHref = localizePath('/where-to-buy', locale);
  return (
    <ListingCarouselSection
      heading={heading}
      backgroundColor={backgroundColor}
      state={state}
      items={(data) => data.products}
      renderItem={(p) => (
        <li key={p.card.id}>
          <ProductCard product={p.card} whereToBuyHref={whereToBuyHref} buyAction={toBuyAction(buyButton)} />
        </li>
      )}
    />
  );
}
