import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { MediaTextBlock } from '@/ui/text-stack';
import styles from './left-right-single.module.css';
import type { leftRightSingleSchema } from './registration';

/** One image beside one heading, body and buttons; the image side is the editor's choice. */
export function LeftRightSingle(props: BlockProps<typeof leftRightSingleSchema>) {
  return <MediaTextBlock {...props} frame={Section} imageFraction={0.5} textClassName={styles.text} />;
}
