'use client';

/**
 * The browser half of Blog Media behind one dynamic import (the pattern of islands.tsx): the
 * block's view is a server component and the registry imports every view, so a static import here
 * would put the video code in the first load of every content page. This way a page loads it only
 * when it renders a video, and it is still server-rendered into the HTML.
 */
import dynamic from 'next/dynamic';

export const MediaVideo = dynamic(() => import('./media-video').then((m) => m.MediaVideo));
