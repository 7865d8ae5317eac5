/**
 * The directions link beside each store: a maps service's route planner with the store as the
 * destination, by its coordinates (an address may be ambiguous or, for a new store, unknown to the
 * service; the coordinates are what the locator measured distances from). The visitor's own
 * position is never put in it: the service asks for the start itself.
 */
import type { LatLng } from './types';

/** Google Maps' documented cross-platform URL for directions (opens the app on phones that have it). */
const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1';

/**
 * @example directionsUrl({ lat: 47.6101, lng: -122.2015 }); // 'https://www.google.com/maps/dir/?api=1&destination=47.6101,-122.2015'
 */
export function directionsUrl(store: LatLng): string {
  return `${DIRECTIONS_BASE}&destination=${store.lat},${store.lng}`;
}
