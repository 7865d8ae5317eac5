import type { BlockProps } from '@/block-kit/types';
import { PanelCard } from '@/ui/panel-card';
import { MediaTextBlock } from '@/ui/text-stack';
import styles from './panel.module.css';
import type { panelSchema } from './schema';

/** A coloured card with a heading, text, buttons and an optional image beside them. */
export function Panel(props: BlockProps<typeof panelSchema>) {
  return <MediaTextBlock {...props} frame={PanelCard} imageFraction={0.45} textClassName={styles.text} />;
}
