import type { SignupProfileFields } from '@/machines/newsletter';

// The route refuses control characters in a pet name; the heading shows them as spaces too.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * What the signup keeps with the subscriber: the results link once it is absolute (on the server
 * the page's origin is not known yet, and the route accepts only a full link of this site), and
 * the pet's name when there is one.
 */
export function quizSignupProfile(shareUrl: string, petName: string): SignupProfileFields {
  const name = petName.replace(CONTROL_CHARACTERS, ' ').trim();
  return {
    ...(/^https?:\/\//i.test(shareUrl) ? { RESULTS_URL: shareUrl } : {}),
    ...(name === '' ? {} : { PET_NAME: name }),
  };
}
