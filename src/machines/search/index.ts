export {
  createSearchMachine,
  searchMachine,
  
  type SearchContext,
  type SearchEvent,
  
  type SearchMachineInput,
  type SearchRequestInput,
  
  
  type UpdateUrlParams,
  
} from './search.machine';
