import Image from 'next/image';
import Link from 'next/link';
import { IMAGES } from '@/config/constants';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { ListingCarouselSection } from '@/block-kit/catalog-ui/listing-carousel-section';
import { useCatalogListing } from '@/block-kit/catalog-ui/use-catalog-listing';
import type { BlockProps } from '@/block-kit/types';
import styles from '@/block-kit/catalog-ui/catalog-ui.module.css';
import type { brandCarouselSchema } from './schema';

/** Brand Carousel (§2): the product lines sold in the locale (§3 Brand listing image, name, short description), linking to brand pages. */
export function BrandCarousel({ heading, backgroundColor }: BlockProps<typeof brandCarouselSchema>) {
  const { locale } = useBlockEnvironment();
  // One product is enough: the response's brand list is what this block shows.
  const state = useCatalogListing({ locale, limit: '1' });
  return (
    <ListingCarouselSection
      heading={heading}
      backgroundColor={backgroundColor}
      state={state}
      items={(data) => data.brands}
      renderItem={(b) => (
        <li key={b.id}>
          <Link href={b.href} className={styles.brandTile}>
            <Image src={b.image} alt="" width={IMAGES.productCardImageWidth} height={IMAGES.productCardImageWidth} sizes="18rem" />
            <strong>{b.name}</strong>
            <span>{b.shortDescription}</span>
          </Link>
        </li>
      )}
    />
  );
}
