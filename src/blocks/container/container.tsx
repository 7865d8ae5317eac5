import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import styles from './container.module.css';
import type { containerSchema } from './schema';

/**
 * Holds child blocks at a shared max width on one background. Children keep their own backgrounds
 * and headings; the container adds no heading, so it is a plain div, not a region.
 */
export function Container({ maxWidth, columnGap, backgroundColor, children }: BlockProps<typeof containerSchema>) {
  return (
    <Section backgroundColor={backgroundColor} maxWidth={maxWidth} columnGap={columnGap} spacing="flush" fullBleed>
      <div className={styles.stack}>{children}</div>
    </Section>
  );
}
