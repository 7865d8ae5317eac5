import { useId } from 'react';
import type { MediaVideoProps } from '@/features/video/media-video';
import type { PlayButtonPlacement } from '@/features/video/play-video-button';
import { IslandSlot } from './island-slot';
// The island's markup is server-rendered but its code arrives after hydration: its stylesheet is
// imported here, by the server component, so that the page's head links it. Otherwise the play
// button is drawn unstyled (and moves) until the chunk lands, and for good without JavaScript.
import '@/features/video/media-video.module.css';

/**
 * A block's video over its image frame (the frame must be positioned): the background video and
 * the play button, or nothing when the editor set neither, so a page without a video never loads
 * the video chunk. Block views are server components; the video's browser half is the deferred
 * island 'Block video' (page-runtime/islands/deferred-islands.tsx, drawn through island-slot.tsx), so it costs
 * pages without a video no bytes either. The play button's label names the video: its title, else
 * `fallbackLabel`.
 */
export function BlockVideo({
  backgroundVideo,
  video,
  videoTitle,
  fallbackLabel,
  placement,
}: {
  readonly backgroundVideo: string | undefined;
  readonly video: string | undefined;
  readonly videoTitle: string | undefined;
  readonly fallbackLabel: string | undefined;
  readonly placement?: PlayButtonPlacement | undefined;
}) {
  // An id in the modal's safe alphabet: the modal finds the background video by it to pause it.
  const playerId = `bg-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  if (backgroundVideo === undefined && video === undefined) return null;
  return (
    <IslandSlot
      name="Block video"
      props={{
        backgroundVideo,
        video,
        playerId,
        label: `Play video: ${videoTitle?.trim() || fallbackLabel?.trim() || 'video'}`,
        placement,
      } satisfies MediaVideoProps}
    />
  );
}
