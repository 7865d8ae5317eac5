// One side of a circle that closes only through a dynamic import (see island.ts).
export const loadIsland = () => import('./island');
export const islandNames = ['Island'] as const;
