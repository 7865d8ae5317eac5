import type { FormSnapshot } from './form.machine';

export type FormStatus = 'unsubmitted' | 'sending' | 'success' | 'error';

export function selectFormStatus(snapshot: FormSnapshot): FormStatus {
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('error')) return 'error';
  return 'unsubmitted';
}

/** The message shown under the form: 'Sending...', 'Thanks!', the failure's message, or none. */
export function selectFormStatusMessage(snapshot: FormSnapshot): string | null {
  const { messages, errorMessage } = snapshot.context;
  switch (selectFormStatus(snapshot)) {
    case 'sending':
      return messages.sending;
    case 'success':
      return messages.success;
    case 'error':
      return errorMessage ?? messages.error;
    case 'unsubmitted':
      return null;
  }
}

/** Submitting twice at once would send the form twice: the button is off while sending. */
export function selectCanSubmitForm(snapshot: FormSnapshot): boolean {
  return !snapshot.matches('sending');
}
