import { describe, expect, it } from 'vitest';
import { isValidNewsletterEmail, NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_COPY, signupErrorMessage } from '@/domain/newsletter/rules';

describe('the §5 email rule', () => {
  it.each(['pat@example.com', 'pat.doe+pets@mail.example.co.uk', 'a_b-c@x-y.museum', 'X@Y.ZZ', ' pat@example.com '])(
    'accepts %s',
    (email) => expect(isValidNewsletterEmail(email)).toBe(true),
  );

  it.each([
    '',
    'pat',
    'pat@localhost',
    'pat@example.c',
    'pat@example.toolongtld',
    'pat@example.c0m',
    'pa t@example.com',
    'pat@@example.com',
    'pät@example.com',
    'pat@exa_mple..com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (email) => expect(isValidNewsletterEmail(email)).toBe(false));

  // No timed assertion: a rule that backtracked catastrophically on this input would not return
  // within the test's timeout at all, so the test would fail by hanging instead of by a clock.
  it('a long hostile address is refused (no catastrophic backtracking)', () => {
    expect(isValidNewsletterEmail(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`)).toBe(false);
  });
});

describe('the §8 newsletter catalogue', () => {
  it('maps the two named errors and everything else exactly', () => {
    expect(signupErrorMessage('Forgotten Email Not Subscribed')).toBe('Provided email was permanently deleted and cannot be re-imported.');
    expect(signupErrorMessage('Member Exists')).toBe('Provided email is already subscribed to our newsletter.');
    expect(signupErrorMessage('Too many signups')).toBe('Oops! Something went wrong.');
    expect(signupErrorMessage(null)).toBe('Oops! Something went wrong.');
    expect(NEWSLETTER_MESSAGES.invalidEmail).toBe('Not a valid email, try again.');
    expect(NEWSLETTER_MESSAGES.botCheckFailedToLoad).toBe('Failed to load Turnstile');
  });

  it('the success button uses the typographic apostrophe', () => {
    expect(NEWSLETTER_SUCCESS_COPY.buttonLabel).toBe('You\u2019re in!');
    expect(NEWSLETTER_SUCCESS_COPY.placeholder).toBe('add another email');
  });
});
