export {
  countryPickerMachine,
  isCountryPickerOpen,
  type CountryPickerContext,
  type CountryPickerEvent,
  type CountryPickerInput,
  type CountryPickerSnapshot,
  type PageAvailableInput,
} from './country-picker.machine';
export { resolveLocaleSwitch, siteRoutePageExists, switchLocalePath, type PageExists } from './switch-locale-path';
