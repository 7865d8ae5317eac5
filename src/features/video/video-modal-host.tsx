'use client';

/**
 * Mounted once in the layout: listens for VIDEO_MODAL_OPEN_EVENT and, on the first one, loads the
 * video modal (its machine, the zod check of the event's detail, the player) as a separate chunk.
 * Pages that never play a video pay only for this listener in their first-load JS; hls.js comes
 * later still, and only where the browser lacks native HLS (see attach-stream.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import type { VideoModalRequest } from './video-modal';
import type { VideoService } from '@/services/video';

const VideoModal = lazy(() => import('./video-modal').then((m) => ({ default: m.VideoModal })));

export type VideoModalHostProps = { readonly videoService: VideoService };

export function VideoModalHost({ videoService }: VideoModalHostProps) {
  const [request, setRequest] = useState<VideoModalRequest | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : null;
      setRequest((previous) => ({ detail, seq: (previous?.seq ?? 0) + 1 }));
    };
    window.addEventListener(VIDEO_MODAL_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(VIDEO_MODAL_OPEN_EVENT, onOpen);
  }, []);

  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <VideoModal videoService={videoService} request={request} />
    </Suspense>
  );
}
