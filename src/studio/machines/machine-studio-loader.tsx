'use client';

import dynamic from 'next/dynamic';

/**
 * The studio loads as one on-demand chunk (xstate, the catalogue, later ELK): kept out of the
 * route's entry so the chunks other routes share are split exactly as without the studio.
 */
export const MachineStudioLoader = dynamic(() => import('./machine-studio').then((module) => module.MachineStudio), {
  ssr: false,
  loading: () => <p>Loading the machines…</p>,
});
