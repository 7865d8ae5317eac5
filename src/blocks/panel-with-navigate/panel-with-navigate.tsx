import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { PanelCard } from '@/ui/panel-card';
import { SmartLink } from '@/ui/smart-link';
import { SectionIntro } from '@/ui/section-intro';
import styles from './panel-with-navigate.module.css';
import type { panelWithNavigateSchema } from './schema';

/**
 * A panel of navigation links ("where next"). The links form a navigation landmark named by the
 * panel heading, so the panel itself stays a plain box rather than a second landmark of that name.
 */
export function PanelWithNavigate({ heading, body, links, backgroundColor }: BlockProps<typeof panelWithNavigateSchema>) {
  const headingId = useId();
  return (
    <PanelCard backgroundColor={backgroundColor}>
      <SectionIntro className={styles.intro} headingId={headingId} heading={heading} body={body} />
      <nav aria-labelledby={headingId}>
        <ul className={styles.links} role="list">
          {links.map((link, i) => (
            <li key={i}>
              <SmartLink url={link.url} openInNewTab={link.openInNewTab} className={styles.link}>
                <span className={styles.label}>{link.label}</span>
                {link.description ? <span className={styles.description}>{link.description}</span> : null}
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </PanelCard>
  );
}
