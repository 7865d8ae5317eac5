export {
  GEOLOCATION_MESSAGES,
  GeolocationUnsupportedError,
  geolocationMachine,
  locateFailureOf,
  selectLocateBusy,
  selectLocateFailed,
  selectLocateMessage,
  type GeoPosition,
} from './geolocation.machine';
