import { localizePath } from '@/config/locales';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import styles from '@/block-kit/catalog-ui/catalog-ui.module.css';
import type { productLocatorSchema } from './schema';

/**
 * Product Locator (§2 "commerce service embed"): the store locator embedded in a page. Locally the
 * embed is our own /where-to-buy/embed frame (same origin, frame-ancestors 'self'); the frame is
 * lazy so a locator low on a page costs nothing until it is near the viewport.
 */
export function ProductLocator({ heading, upc, buyOnline, backgroundColor }: BlockProps<typeof productLocatorSchema>) {
  const { locale } = useBlockEnvironment();
  const params = new URLSearchParams();
  if (buyOnline) params.set('ons', '1');
  if (upc) params.set('sc-upc', upc);
  const query = params.toString();
  const src = `${localizePath('/where-to-buy/embed', locale)}${query ? `?${query}` : ''}`;
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      {/* The locator's "Use my location" runs inside the (same-origin) frame. */}
      <iframe className={styles.frame} src={src} title={`${heading}: store locator`} loading="lazy" allow="geolocation" />
    </HeadedSection>
  );
}
