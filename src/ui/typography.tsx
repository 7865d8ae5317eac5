import type { ReactNode } from 'react';
import type { Alignment } from './options';
import { cx } from './class-names';
import styles from './typography.module.css';

export type HeadingLevel = 'h1' | 'h2' | 'h3';
export type HeadingSize = 'display' | 'title' | 'subtitle';

const SIZE_CLASS: Readonly<Record<HeadingSize, string | undefined>> = {
  display: styles.display,
  title: styles.title,
  subtitle: styles.subtitle,
};

const ALIGN_CLASS: Readonly<Record<Alignment, string | undefined>> = {
  Left: styles.alignLeft,
  Center: styles.alignCenter,
  Right: styles.alignRight,
};

export function alignClass(alignment: Alignment): string | undefined {
  return ALIGN_CLASS[alignment];
}

/**
 * A block heading. The level is semantic (document outline) and the size is visual, so a Masthead
 * demoted to h2 keeps its look.
 */
export function BlockHeading({
  level,
  size,
  id,
  className,
  children,
}: {
  readonly level: HeadingLevel;
  readonly size: HeadingSize;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  const Tag = level;
  return (
    <Tag id={id} className={cx(styles.heading, SIZE_CLASS[size], className)}>
      {children}
    </Tag>
  );
}

/** Splits editor long text into paragraphs at blank lines; single line breaks stay (pre-line). */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Editor body text as paragraphs. Plain text on purpose: rendering editor HTML would need a
 * sanitiser and would let content break the block's semantics.
 */
export function TextBody({
  text,
  lead = false,
  className,
}: {
  readonly text: string | undefined;
  readonly lead?: boolean;
  readonly className?: string | undefined;
}) {
  const paras = paragraphs(text);
  if (paras.length === 0) return null;
  return (
    <div className={cx(styles.body, lead && styles.lead, className)}>
      {paras.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function Eyebrow({ text }: { readonly text: string | undefined }) {
  if (!text) return null;
  return <p className={styles.eyebrow}>{text}</p>;
}
