import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { MediaTextBlock } from '@/ui/text-stack';
import { BlockVideo } from '@/block-kit/block-video';
import { FRAME_ASPECT_RATIO } from '@/block-kit/video-inputs';
import styles from './left-right-single.module.css';
import type { leftRightSingleSchema } from './schema';

/**
 * One image beside one heading, body and buttons; the image side is the editor's choice. The image
 * may carry a background video and a play button that opens the global video modal (§3 media fields).
 */
export function LeftRightSingle({ backgroundVideo, video, videoTitle, aspectRatio, ...props }: BlockProps<typeof leftRightSingleSchema>) {
  return (
    <MediaTextBlock
      {...props}
      frame={Section}
      imageFraction={0.5}
      textClassName={styles.text}
      imageAspectRatio={aspectRatio ? FRAME_ASPECT_RATIO[aspectRatio] : undefined}
      mediaOverlay={<BlockVideo backgroundVideo={backgroundVideo} video={video} videoTitle={videoTitle} fallbackLabel={props.heading} />}
    />
  );
}
