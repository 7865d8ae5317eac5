import { useId, type ReactNode } from 'react';
import type { EditorBackgroundColor } from '@/config/constants';
import { cx } from './class-names';
import type { CssVars } from './css-vars';
import { BACKGROUND_PALETTE, SCRIM } from './palette';
import styles from './section.module.css';
import { BlockHeading, TextBody } from './typography';

export type SectionProps = {
  readonly backgroundColor: EditorBackgroundColor;
  /** Content width in px; the theme's --section-max-width (§9: 1200) when absent. */
  readonly maxWidth?: number | undefined;
  /** Gutter and column gap in px; the theme's --column-gap (§9: 20) when absent. */
  readonly columnGap?: number | undefined;
  /** The id of the block's heading: the block becomes a labelled region. Without one it is a plain div. */
  readonly labelledBy?: string | undefined;
  /** Vertical padding: `flush` for blocks whose media runs edge to edge, `compact` for cards and bands. */
  readonly spacing?: 'normal' | 'compact' | 'flush';
  /** Children go straight in, without the centred max-width column. */
  readonly fullBleed?: boolean;
  readonly className?: string | undefined;
  readonly innerClassName?: string | undefined;
  readonly children: ReactNode;
};

const SPACING_CLASS = {
  normal: undefined,
  compact: styles.compact,
  flush: styles.flush,
} as const;

/** The frame every block shares: background colour, readable text tone, max width and gap. */
export function Section({
  backgroundColor,
  maxWidth,
  columnGap,
  labelledBy,
  spacing = 'normal',
  fullBleed = false,
  className,
  innerClassName,
  children,
}: SectionProps) {
  const swatch = BACKGROUND_PALETTE[backgroundColor];
  const style: CssVars = {
    '--block-bg': swatch.css,
    '--section-max-width': maxWidth === undefined ? undefined : `${maxWidth}px`,
    '--column-gap': columnGap === undefined ? undefined : `${columnGap}px`,
  };
  const Tag = labelledBy ? 'section' : 'div';
  return (
    <Tag
      className={cx(styles.section, SPACING_CLASS[spacing], className)}
      data-tone={swatch.tone === 'inherit' ? undefined : swatch.tone}
      aria-labelledby={labelledBy}
      style={style}
    >
      {fullBleed ? children : <div className={cx(styles.inner, innerClassName)}>{children}</div>}
    </Tag>
  );
}

/**
 * A coloured box inside a block (a Panel's card, a Masthead's overlay card) with the same
 * readable-text tones as Section. `scrim` is a translucent dark box for text over a photo with no
 * background colour: white text on it clears 4.5:1 even over a white image.
 */
export function Surface({
  backgroundColor,
  scrim = false,
  className,
  children,
}: {
  readonly backgroundColor: EditorBackgroundColor;
  readonly scrim?: boolean;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  const swatch = BACKGROUND_PALETTE[backgroundColor];
  const tone = scrim ? 'dark' : swatch.tone;
  const style: CssVars = { '--block-bg': scrim ? SCRIM : swatch.css };
  return (
    <div className={cx(styles.surface, className)} data-tone={tone === 'inherit' ? undefined : tone} style={style}>
      {children}
    </div>
  );
}

export type HeadedSectionProps = Omit<SectionProps, 'labelledBy'> & {
  /** The section's h2; without one the section is a plain, unlabelled div. */
  readonly heading: string | undefined;
  /** Text under the heading. */
  readonly body?: string | undefined;
};

/**
 * A Section that opens with its own h2 (labelling it) and text, as most listing and table blocks
 * do; the children follow.
 */
export function HeadedSection({ heading, body, children, ...section }: HeadedSectionProps) {
  const headingId = useId();
  return (
    <Section {...section} labelledBy={heading ? headingId : undefined}>
      {heading ? (
        <BlockHeading level="h2" size="title" id={headingId}>
          {heading}
        </BlockHeading>
      ) : null}
      <TextBody text={body} />
      {children}
    </Section>
  );
}
