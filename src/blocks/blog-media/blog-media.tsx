import { useId } from 'react';
import { VIDEO_ASPECT_RATIOS } from '@/config/constants';
import type { BlockProps } from '../types';
import { BlockImage } from '../ui/block-image';
import styles from './blog-media.module.css';
import { InlineVideo, PlayVideoButton } from './video-parts';
import type { blogMediaSchema } from './registration';

/**
 * Blog Media (§2): a photo or a video in an article, in one of the §9 frames. A video shows its
 * poster with a play button that opens the global video modal (§2: opened by a window event), so
 * the article ships only that button's few lines of script and the player loads on demand. A
 * background video plays muted over the image; the play button pauses it while the modal plays.
 */
export function BlogMedia({ mediaType, image, mediaAltText, backgroundVideo, video, videoTitle, caption, aspectRatio }: BlockProps<typeof blogMediaSchema>) {
  const [w, h] = VIDEO_ASPECT_RATIOS[aspectRatio];
  const isVideo = mediaType === 'Video' && video !== undefined;
  // An id in the modal's safe alphabet: the modal finds the background video by it to pause it.
  const playerId = `bg-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <figure className={styles.media}>
      <div className={styles.frame}>
        <BlockImage src={image} alt={isVideo ? '' : mediaAltText} sizes="(max-width: 991px) 100vw, 960px" aspectRatio={`${w} / ${h}`} />
        {backgroundVideo ? <InlineVideo videoId={backgroundVideo} playerId={playerId} /> : null}
        {isVideo ? <PlayVideoButton videoId={video} inlinePlayerId={backgroundVideo ? playerId : undefined} label={`Play video: ${videoTitle?.trim() || mediaAltText?.trim() || caption?.trim() || 'video'}`} /> : null}
      </div>
      {caption?.trim() ? <figcaption>{caption.trim()}</figcaption> : null}
    </figure>
  );
}
