/** Headers the front door writes from the socket; anything a visitor sent under these names is dropped. */
export const FRONT_DOOR_HEADERS = {
  peer: 'x-brightbowl-peer',
  localPort: 'x-brightbowl-local-port',
  proto: 'x-brightbowl-proto',
  /** The page cache's id for a render whose response it may keep (see src/services/http/render-notes.ts). */
  fill: 'x-brightbowl-fill',
  /** The number in [0, 1) that render's fresh A/B draw uses, so the page cache knows what it drew. */
  draw: 'x-brightbowl-draw',
} as const;
