import { InlineVideo } from './inline-video';
import { PlayVideoButton, type PlayButtonPlacement } from './play-video-button';

export type MediaVideoProps = {
  readonly backgroundVideo: string | undefined;
  readonly video: string | undefined;
  /** The background video's id for the modal (pause while it plays, resume on close). */
  readonly playerId: string;
  readonly label: string;
  readonly placement?: PlayButtonPlacement | undefined;
};

/**
 * A block's video pieces over its image frame (Blog Media, Masthead, Left Right Single), loaded
 * together as the deferred island 'Block video' (src/page-runtime/islands/deferred-islands.tsx)
 * only where a video is shown.
 */
export function MediaVideo({ backgroundVideo, video, playerId, label, placement }: MediaVideoProps) {
  return (
    <>
      {backgroundVideo ? <InlineVideo videoId={backgroundVideo} playerId={playerId} /> : null}
      {video ? <PlayVideoButton videoId={video} inlinePlayerId={backgroundVideo ? playerId : undefined} label={label} placement={placement} /> : null}
    </>
  );
}
