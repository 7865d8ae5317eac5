export {
  formMachine,
  type FormContext,
  
  type FormEvent,
  type FormFieldValues,
  type FormMachineInput,
  type FormSnapshot,
} from './form.machine';
export { FORM_MESSAGES, formErrorMessage, valueAtPath, type FormMessages, type FormSubmitAnswer } from '@/domain/form/rules';
export { selectCanSubmitForm, selectFormStatus, selectFormStatusMessage, type FormStatus } from './selectors';
