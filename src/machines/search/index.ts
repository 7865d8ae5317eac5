export {
  createSearchMachine,
  searchMachine,
  type ActiveFilter,
  type SearchContext,
  type SearchEvent,
  type SearchMachine,
  type SearchMachineInput,
  type SearchRequestInput,
  type SearchTag,
  type ShownResults,
  type UpdateUrlParams,
  type UrlHistoryMode,
} from './search-machine';
