'use client';

/**
 * The browser half of a block's video behind one dynamic import (the pattern of islands.tsx): block
 * views are server components and the registry imports every view, so a static import here would
 * put the video code in the first load of every content page. This way a page loads it only when
 * it renders a video, and it is still server-rendered into the HTML. Every block with a video goes
 * through this one module, so the pages share one chunk.
 */
import dynamic from 'next/dynamic';

export const MediaVideo = dynamic(() => import('./media-video').then((m) => m.MediaVideo));
