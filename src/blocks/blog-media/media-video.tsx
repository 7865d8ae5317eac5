import { InlineVideo } from './inline-video';
import { PlayVideoButton } from './play-video-button';

/** Blog Media's video pieces, loaded together by video-parts.tsx only where a video is shown. */
export function MediaVideo({
  backgroundVideo,
  video,
  playerId,
  label,
}: {
  readonly backgroundVideo: string | undefined;
  readonly video: string | undefined;
  readonly playerId: string;
  readonly label: string;
}) {
  return (
    <>
      {backgroundVideo ? <InlineVideo videoId={backgroundVideo} playerId={playerId} /> : null}
      {video ? <PlayVideoButton videoId={video} inlinePlayerId={backgroundVideo ? playerId : undefined} label={label} /> : null}
    </>
  );
}
