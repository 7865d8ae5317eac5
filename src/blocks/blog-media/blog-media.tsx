import { useId } from 'react';
import type { BlockProps } from '../types';
import { BlockImage } from '@/ui/block-image';
import styles from './blog-media.module.css';
import { MediaVideo } from './video-parts';
import type { MediaAspectRatio, blogMediaSchema } from './registration';

/**
 * Each §9 ratio as CSS. Spelled out rather than computed from VIDEO_ASPECT_RATIOS: this view is
 * also bundled for the editor, and a browser reference to that constant keeps it in the chunk
 * every page loads (a unit test checks the two agree).
 */
export const FRAME_ASPECT_RATIO: Readonly<Record<MediaAspectRatio, string>> = {
  '16:9': '16 / 9',
  '1:1': '1 / 1',
  '8:7': '8 / 7',
  '1.28:1': '1.28 / 1',
  '5:7': '5 / 7',
};

/**
 * Blog Media (§2): a photo or a video in an article, in one of the §9 frames. A video shows its
 * poster with a play button that opens the global video modal (§2: opened by a window event), so
 * the article ships only that button's few lines of script and the player loads on demand. A
 * background video plays muted over the image; the play button pauses it while the modal plays.
 */
export function BlogMedia({ mediaType, image, mediaAltText, backgroundVideo, video, videoTitle, caption, aspectRatio }: BlockProps<typeof blogMediaSchema>) {
  const isVideo = mediaType === 'Video' && video !== undefined;
  // An id in the modal's safe alphabet: the modal finds the background video by it to pause it.
  const playerId = `bg-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <figure className={styles.media}>
      <div className={styles.frame}>
        <BlockImage src={image} alt={isVideo ? '' : mediaAltText} sizes="(max-width: 991px) 100vw, 960px" aspectRatio={FRAME_ASPECT_RATIO[aspectRatio]} />
        {backgroundVideo || isVideo ? (
          <MediaVideo
            backgroundVideo={backgroundVideo}
            video={isVideo ? video : undefined}
            playerId={playerId}
            label={`Play video: ${videoTitle?.trim() || mediaAltText?.trim() || caption?.trim() || 'video'}`}
          />
        ) : null}
      </div>
      {caption?.trim() ? <figcaption>{caption.trim()}</figcaption> : null}
    </figure>
  );
}
