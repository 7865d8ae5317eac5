export {
  countryPickerMachine,
  isCountryPickerOpen,
  type CountryPickerContext,
  type CountryPickerEvent,
  type CountryPickerInput,
  type CountryPickerSnapshot,
} from './country-picker.machine';
export { siteRoutePageExists, switchLocalePath, type PageExists } from './switch-locale-path';
