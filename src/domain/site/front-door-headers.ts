/** Headers the front door writes from the socket; anything a visitor sent under these names is dropped. */
export const FRONT_DOOR_HEADERS = {
  peer: 'x-brightbowl-peer',
  localPort: 'x-brightbowl-local-port',
  proto: 'x-brightbowl-proto',
} as const;
