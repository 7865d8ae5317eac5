import type { ReactNode } from 'react';
import type { MediaPosition } from './options';
import { cx } from './class-names';
import styles from './media-split.module.css';

/**
 * Text and media side by side, the media on the editor's chosen side. The text comes first in the
 * DOM so screen readers meet the heading before the image.
 */
export function MediaSplit({
  mediaPosition,
  media,
  className,
  children,
}: {
  readonly mediaPosition: MediaPosition;
  /** Null when the editor left the image empty: the text takes the whole width. */
  readonly media: ReactNode;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  const hasMedia = media !== null && media !== undefined && media !== false;
  return (
    <div
      className={cx(styles.split, !hasMedia && styles.noMedia, className)}
      data-media={mediaPosition === 'Left' ? 'left' : 'right'}
    >
      <div className={styles.text}>{children}</div>
      {hasMedia ? <div className={styles.media}>{media}</div> : null}
    </div>
  );
}
