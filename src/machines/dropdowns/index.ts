export {
  dropdownsMachine,
  isDropdownOpen,
  
  type DropdownsContext,
  type DropdownsEvent,
  type DropdownsSnapshot,
} from './dropdowns.machine';
