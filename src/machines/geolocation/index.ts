export {
  GEOLOCATION_MESSAGES,
  GeolocationUnsupportedError,
  geolocationMachine,
  locateFailureOf,
  selectLocateBusy,
  selectLocateFailed,
  selectLocateMessage,
  type GeoPosition,
  type GeolocationContext,
  type GeolocationEvent,
  type GeolocationSnapshot,
  type LocateFailure,
} from './geolocation.machine';
