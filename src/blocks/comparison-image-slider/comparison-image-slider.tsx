import { useId, useRef, useState } from 'react';
import { VIDEO_ASPECT_RATIOS } from '@/config/block-options';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import type { CssVars } from '@/ui/css-vars';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { useValueSetBeforeHydration } from '@/ui/use-value-set-before-hydration';
import type { comparisonImageSliderSchema } from './schema';
import styles from './comparison-image-slider.module.css';

const SIZES = blockImageSizes({ fraction: 1, mediumFraction: 1 });

/**
 * Comparison Image Slider (§2): a before photo and an after photo in one frame, split by a divider.
 * The divider is a native range input, so it is a slider to assistive technology and moves with
 * the arrow keys, Page Up/Down, Home and End, and by dragging or swiping; its value is spoken as
 * how much of each photo shows. The HTML arrives with the divider at its starting position.
 */
export function ComparisonImageSlider({
  heading,
  body,
  beforeImage,
  beforeAltText,
  beforeLabel,
  afterImage,
  afterAltText,
  afterLabel,
  aspectRatio,
  initialPosition,
  backgroundColor,
}: BlockProps<typeof comparisonImageSliderSchema>) {
  const headingId = useId();
  const [position, setPosition] = useState(initialPosition);
  const range = useRef<HTMLInputElement | null>(null);
  const moveTo = (value: string) => setPosition(Number(value));
  useValueSetBeforeHydration(range, String(position), moveTo);
  const [w, h] = VIDEO_ASPECT_RATIOS[aspectRatio];
  const vars: CssVars = { '--split': `${position}%`, aspectRatio: `${w} / ${h}` };
  const labelled = Boolean(heading?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined}>
      <SectionIntro headingId={headingId} heading={heading} body={body} />
      <div className={styles.frame} style={vars} data-comparison-slider="">
        <div className={styles.layer}>
          <BlockImage src={afterImage} alt={afterAltText} sizes={SIZES} fillParent rounded={false} />
          <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
            {afterLabel}
          </span>
        </div>
        <div className={`${styles.layer} ${styles.before}`}>
          <BlockImage src={beforeImage} alt={beforeAltText} sizes={SIZES} fillParent rounded={false} />
          <span className={styles.tag} aria-hidden="true">
            {beforeLabel}
          </span>
        </div>
        <span className={styles.divider} aria-hidden="true" />
        <input
          ref={range}
          type="range"
          className={styles.range}
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label={`${beforeLabel} and ${afterLabel}: move the divider`}
          aria-valuetext={`${position}% ${beforeLabel}, ${100 - position}% ${afterLabel}`}
          onChange={(e) => moveTo(e.currentTarget.value)}
        />
      </div>
    </Section>
  );
}
