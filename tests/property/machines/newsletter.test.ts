import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  isValidNewsletterEmail,
  NEWSLETTER_MESSAGES,
  newsletterMachine,
  selectButton,
  selectCanSubmit,
  selectFormMessage,
  selectStatus,
  type NewsletterEvent,
  type NewsletterSnapshot,
  type SignupAnswer,
} from '@/machines/newsletter';

const CATALOGUE = new Set<string>([NEWSLETTER_MESSAGES.forgotten, NEWSLETTER_MESSAGES.memberExists, NEWSLETTER_MESSAGES.generic]);

const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('', 'pat', 'pat@', 'pat@example.com', 'PAT@Example.com', ' a@b.co ', 'a@b.c', 'x@localhost'),
  fc.string({ maxLength: 40 }),
);

const answer: fc.Arbitrary<SignupAnswer> = fc.record({
  status: fc.oneof(fc.constantFrom(200, 400, 403, 409, 413, 429, 500, 502, 503), fc.integer({ min: 100, max: 599 })),
  error: fc.oneof(fc.constant(null), fc.constantFrom('Member Exists', 'Forgotten Email Not Subscribed'), fc.string({ maxLength: 20 })),
});

// Includes the internal done/error events XState sends when the invoked actor settles, so random
// sequences reach success and error (transition() ignores them where no handler exists).
const event: fc.Arbitrary<NewsletterEvent> = fc.oneof(
  email.map((value) => ({ type: 'newsletter.edit', email: value }) as const),
  fc.record({ name: fc.string({ maxLength: 10 }), zipcode: fc.string({ maxLength: 6 }) }).map((f) => ({ type: 'newsletter.fields.edit', ...f }) as const),
  fc.constant({ type: 'newsletter.blur' } as const),
  fc.constant({ type: 'newsletter.submit' } as const),
  fc.constant({ type: 'newsletter.submit' } as const),
  fc.string({ minLength: 1, maxLength: 8 }).map((token) => ({ type: 'newsletter.token.receive', token }) as const),
  fc.constant({ type: 'newsletter.token.expire' } as const),
  fc.constant({ type: 'newsletter.token.fail' } as const),
  answer.map((output) => ({ type: 'xstate.done.actor.submitSignup', output }) as unknown as NewsletterEvent),
  fc.constant({ type: 'xstate.error.actor.submitSignup', error: new Error('offline') } as unknown as NewsletterEvent),
);

/** Folds the events, checking a property after every step (previous and next snapshot, the event). */
function walk(events: NewsletterEvent[], check: (before: NewsletterSnapshot, after: NewsletterSnapshot, e: NewsletterEvent) => void): void {
  let [snapshot] = initialTransition(newsletterMachine, { source: 'footer' });
  for (const e of events) {
    const [next] = transition(newsletterMachine, snapshot, e);
    check(snapshot, next, e);
    snapshot = next;
  }
}

const sequences = fc.array(event, { maxLength: 40 });
const copy = { placeholder: 'email', submitLabel: 'Go' };

describe('newsletter machine properties', () => {
  it('the button is never enabled while pending', () => {
    fc.assert(
      fc.property(sequences, (events) =>
        walk(events, (_, s) => {
          if (selectStatus(s) === 'pending') {
            expect(selectCanSubmit(s)).toBe(false);
            expect(selectButton(s, copy).disabled).toBe(true);
          }
        }),
      ),
      { numRuns: 1000 },
    );
  });

  it('pending is only entered with a valid email and a bot token', () => {
    fc.assert(
      fc.property(sequences, (events) =>
        walk(events, (before, after) => {
          if (selectStatus(after) === 'pending' && selectStatus(before) !== 'pending') {
            expect(isValidNewsletterEmail(before.context.email)).toBe(true);
            expect(before.context.botToken).not.toBeNull();
          }
        }),
      ),
      { numRuns: 1000 },
    );
  });

  it('success always resets the email and shows the outline "You’re in!" button', () => {
    fc.assert(
      fc.property(sequences, (events) =>
        walk(events, (_, s) => {
          if (selectStatus(s) === 'success') {
            expect(s.context.email).toBe('');
            expect(selectButton(s, copy)).toMatchObject({ label: 'You\u2019re in!', style: 'Outline' });
          }
        }),
      ),
      { numRuns: 1000 },
    );
  });

  it('success is reached only through a 200 answer', () => {
    fc.assert(
      fc.property(sequences, (events) =>
        walk(events, (before, after, e) => {
          if (selectStatus(after) === 'success' && selectStatus(before) !== 'success') {
            expect(e.type).toBe('xstate.done.actor.submitSignup');
            expect((e as unknown as { output: SignupAnswer }).output.status).toBe(200);
          }
        }),
      ),
      { numRuns: 1000 },
    );
  });

  it('an error always shows one of the three §8 newsletter messages', () => {
    fc.assert(
      fc.property(sequences, (events) =>
        walk(events, (_, s) => {
          if (selectStatus(s) === 'error') expect(CATALOGUE.has(selectFormMessage(s) ?? '')).toBe(true);
        }),
      ),
      { numRuns: 1000 },
    );
  });

  it('a token is never used for two submissions', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const used = new Set<string>();
        let counter = 0;
        // Make each received token unique so reuse can be detected.
        const unique = events.map((e) => (e.type === 'newsletter.token.receive' ? { ...e, token: `t${counter++}` } : e));
        walk(unique, (before, after) => {
          if (selectStatus(after) === 'pending' && selectStatus(before) !== 'pending') {
            const token = before.context.botToken ?? '';
            expect(used.has(token)).toBe(false);
            used.add(token);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('editing the email from success or error always returns to input', () => {
    fc.assert(
      fc.property(sequences, email, (events, value) =>
        walk([...events, { type: 'newsletter.edit', email: value }], (before, after, e) => {
          const from = selectStatus(before);
          if (e.type === 'newsletter.edit' && (from === 'success' || from === 'error')) expect(selectStatus(after)).toBe('input');
        }),
      ),
      { numRuns: 1000 },
    );
  });
});
