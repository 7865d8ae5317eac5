'use client';

/**
 * The browser half of Blog Media, each piece behind its own dynamic import (the pattern of
 * islands.tsx): the block's view is a server component, and the registry imports every view, so a
 * static import here would put the video code in the first load of every content page. This way a
 * page loads it only when it renders a video; both pieces are still server-rendered into the HTML.
 */
import dynamic from 'next/dynamic';

export const PlayVideoButton = dynamic(() => import('./play-video-button').then((m) => m.PlayVideoButton));
export const InlineVideo = dynamic(() => import('./inline-video').then((m) => m.InlineVideo));
