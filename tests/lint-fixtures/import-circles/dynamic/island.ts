// The other side: a static import back to the map that loads this file on demand.
import { islandNames } from './island-map';

export const island = islandNames[0];
