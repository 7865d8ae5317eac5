import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { teamSchema } from './schema';
import styles from './team.module.css';

/** Portraits take a quarter of the section on large screens, half on medium, most of a phone. */
const PORTRAIT_SIZES = '(max-width: 640px) 90vw, (max-width: 991px) 45vw, 300px';

/**
 * Team (§2, §3 Team item). A bio sits in a native disclosure (`<details>`): it opens with Enter or
 * Space on its summary, is announced as expandable, works without JavaScript, and the browser's
 * find-in-page opens it.
 */
export function Team({ heading, body, items, backgroundColor }: BlockProps<typeof teamSchema>) {
  const headingId = useId();
  const labelled = Boolean(heading?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined}>
      <SectionIntro headingId={headingId} heading={heading} body={body} />
      <ul className={styles.members} role="list">
        {items.map((member, i) => (
          <li key={i} className={styles.member}>
            {member.image ? <BlockImage src={member.image} alt={member.imageAltText} aspectRatio="1 / 1" sizes={PORTRAIT_SIZES} /> : null}
            <BlockHeading level={labelled ? 'h3' : 'h2'} size="subtitle" className={styles.name}>
              {member.name}
            </BlockHeading>
            {member.position ? <p className={styles.position}>{member.position}</p> : null}
            {member.bio?.trim() ? (
              <details className={styles.bio}>
                <summary>
                  Read bio<span className="visually-hidden"> of {member.name}</span>
                </summary>
                <TextBody text={member.bio} />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
