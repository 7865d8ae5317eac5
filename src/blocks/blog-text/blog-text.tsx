import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockHeading, TextBody, paragraphs } from '@/ui/typography';
import styles from './blog-text.module.css';
import type { blogTextSchema } from './schema';

/**
 * Blog Text (§2, Standard or Quoted): a passage of an article. Standard is paragraphs under an
 * optional sub-heading; Quoted is a pull quote in a figure, so the attribution is tied to the quote
 * for assistive technology (figcaption) rather than floating as another paragraph.
 */
export function BlogText({ variant, heading, text, attribution }: BlockProps<typeof blogTextSchema>) {
  const headingId = useId();
  if (variant === 'Quoted') {
    return (
      <figure className={styles.quote}>
        <blockquote>
          {paragraphs(text).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </blockquote>
        {attribution?.trim() ? <figcaption>— {attribution.trim()}</figcaption> : null}
      </figure>
    );
  }
  const title = heading?.trim();
  return (
    <section className={styles.text} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <BlockHeading level="h2" size="subtitle" id={headingId}>
          {title}
        </BlockHeading>
      ) : null}
      <TextBody text={text} className={styles.body} />
    </section>
  );
}
