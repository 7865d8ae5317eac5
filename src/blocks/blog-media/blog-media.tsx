import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { BlockVideo } from '@/block-kit/block-video';
import { FRAME_ASPECT_RATIO } from '@/block-kit/video-inputs';
import styles from './blog-media.module.css';
import type { blogMediaSchema } from './schema';

/**
 * Blog Media (§2): a photo or a video in an article, in one of the §9 frames. A video shows its
 * poster with a play button that opens the global video modal (§2: opened by a window event), so
 * the article ships only that button's few lines of script and the player loads on demand. A
 * background video plays muted over the image; the play button pauses it while the modal plays.
 */
export function BlogMedia({ mediaType, image, mediaAltText, backgroundVideo, video, videoTitle, caption, aspectRatio, imageLoading }: BlockProps<typeof blogMediaSchema>) {
  const isVideo = mediaType === 'Video' && video !== undefined;
  return (
    <figure className={styles.media}>
      <div className={styles.frame}>
        <BlockImage src={image} alt={isVideo ? '' : mediaAltText} loading={imageLoading} sizes="(max-width: 991px) 100vw, 960px" aspectRatio={FRAME_ASPECT_RATIO[aspectRatio]} />
        <BlockVideo
          backgroundVideo={backgroundVideo}
          video={isVideo ? video : undefined}
          videoTitle={videoTitle}
          fallbackLabel={mediaAltText?.trim() || caption}
        />
      </div>
      {caption?.trim() ? <figcaption>{caption.trim()}</figcaption> : null}
    </figure>
  );
}
