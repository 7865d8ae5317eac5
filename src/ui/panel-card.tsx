import type { ReactNode } from 'react';
import type { EditorBackgroundColor } from '@/config/constants';
import { cx } from './class-names';
import { Section, Surface } from './section';
import styles from './panel-card.module.css';

/**
 * The frame shared by the Panel blocks: a page-width section (no colour of its own, so it sits on
 * the page or its Container) holding a rounded card in the editor's background colour.
 */
export function PanelCard({
  backgroundColor,
  labelledBy,
  className,
  children,
}: {
  readonly backgroundColor: EditorBackgroundColor;
  readonly labelledBy?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <Section backgroundColor="Transparent" labelledBy={labelledBy} spacing="compact">
      <Surface backgroundColor={backgroundColor} className={cx(styles.card, className)}>
        {children}
      </Surface>
    </Section>
  );
}
