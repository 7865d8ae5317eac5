export {
  dropdownsMachine,
  isDropdownOpen,
  type DropdownId,
  type DropdownsContext,
  type DropdownsEvent,
  type DropdownsSnapshot,
} from './dropdowns.machine';
