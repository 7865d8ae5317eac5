import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import {
  newsletterMachine,
  selectButton,
  selectCanSubmit,
  selectEmailError,
  selectFormMessage,
  selectPlaceholder,
  selectStatus,
  type NewsletterEvent,
  type NewsletterSnapshot,
  type SignupAnswer,
  type SignupRequestBody,
} from '@/machines/newsletter';

const copy = { placeholder: 'your email', submitLabel: 'Sign up' };

// XState delivers these internal events when the invoked actor settles; transition() accepts them
// like any other event, but they are not part of the machine's public event type.
/** Events an action list emits (`xstate.emit` is a built-in action the list's type does not name). */
const emittedBy = (actions: ReadonlyArray<{ type: string; params?: unknown }>): unknown[] =>
  actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: unknown }).event);

const done = (output: SignupAnswer) => ({ type: 'xstate.done.actor.submitSignup', output }) as unknown as NewsletterEvent;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submitSignup', error }) as unknown as NewsletterEvent;

function run(...events: NewsletterEvent[]): NewsletterSnapshot {
  let [snapshot] = initialTransition(newsletterMachine, { source: 'footer' });
  for (const event of events) [snapshot] = transition(newsletterMachine, snapshot, event);
  return snapshot;
}

const ready: NewsletterEvent[] = [
  { type: 'newsletter.edit', email: 'pat@example.com' },
  { type: 'newsletter.token.receive', token: 'tok-1' },
];
const pending = [...ready, { type: 'newsletter.submit' } as const];

describe('the newsletter machine', () => {
  it('starts in input with the button disabled', () => {
    const s = run();
    expect(selectStatus(s)).toBe('input');
    expect(selectCanSubmit(s)).toBe(false);
    expect(selectButton(s, copy)).toEqual({ label: 'Sign up', style: 'Solid', disabled: true });
    expect(selectPlaceholder(s, copy)).toBe('your email');
  });

  it('the button is enabled only with a valid email and a bot token', () => {
    expect(selectCanSubmit(run({ type: 'newsletter.edit', email: 'pat@example.com' }))).toBe(false);
    expect(selectCanSubmit(run({ type: 'newsletter.token.receive', token: 't' }, { type: 'newsletter.edit', email: 'pat@' }))).toBe(false);
    expect(selectCanSubmit(run(...ready))).toBe(true);
    expect(selectCanSubmit(run(...ready, { type: 'newsletter.token.expire' }))).toBe(false);
  });

  it('submitting an invalid email stays in input and shows the §5 message', () => {
    const s = run({ type: 'newsletter.edit', email: 'nope' }, { type: 'newsletter.token.receive', token: 't' }, { type: 'newsletter.submit' });
    expect(selectStatus(s)).toBe('input');
    expect(selectEmailError(s)).toBe('Not a valid email, try again.');
  });

  it('the email message shows after leaving a filled field, not while typing or on an empty field', () => {
    expect(selectEmailError(run({ type: 'newsletter.edit', email: 'nope' }))).toBeNull();
    expect(selectEmailError(run({ type: 'newsletter.blur' }))).toBeNull();
    expect(selectEmailError(run({ type: 'newsletter.edit', email: 'nope' }, { type: 'newsletter.blur' }))).toBe('Not a valid email, try again.');
    expect(
      selectEmailError(run({ type: 'newsletter.edit', email: 'nope' }, { type: 'newsletter.blur' }, { type: 'newsletter.edit', email: 'pat@example.com' })),
    ).toBeNull();
  });

  it('submit moves to pending and invokes the signup with the §7 payload', () => {
    let [s] = initialTransition(newsletterMachine, { source: 'block-hero', name: 'Pat', zipcode: '02134' });
    for (const e of ready) [s] = transition(newsletterMachine, s, e);
    const [next, actions] = transition(newsletterMachine, s, { type: 'newsletter.submit' });
    expect(selectStatus(next)).toBe('pending');
    expect(selectCanSubmit(next)).toBe(false);
    expect(next.hasTag('busy')).toBe(true);
    const spawn = actions.find((a) => a.type === 'xstate.spawnChild');
    expect(spawn?.params).toMatchObject({
      src: 'submitSignup',
      input: { turnstileToken: 'tok-1', email: 'pat@example.com', fields: { NAME: 'Pat', ZIPCODE: '02134', source: 'block-hero' } },
    });
  });

  it('editing while pending is ignored (the request already left)', () => {
    const s = run(...pending, { type: 'newsletter.edit', email: 'other@example.com' });
    expect(selectStatus(s)).toBe('pending');
    expect(s.context.email).toBe('pat@example.com');
  });

  it('a 200 moves to success: the form resets, the placeholder and button change', () => {
    const s = run(...pending, done({ status: 200, error: null }));
    expect(selectStatus(s)).toBe('success');
    expect(s.context.email).toBe('');
    expect(selectPlaceholder(s, copy)).toBe('add another email');
    expect(selectButton(s, copy)).toEqual({ label: 'You\u2019re in!', style: 'Outline', disabled: true });
    expect(selectFormMessage(s)).toBeNull();
  });

  it('success emits newsletter.signedUp for analytics, and the spent token is dropped', () => {
    const s = run(...pending);
    const [after, actions] = transition(newsletterMachine, s, done({ status: 200, error: null }));
    const emitted = emittedBy(actions);
    expect(emitted).toContainEqual({ type: 'newsletter.signedUp', email: 'pat@example.com', source: 'footer' });
    expect(emitted).toContainEqual({ type: 'newsletter.tokenSpent' });
    expect(after.context.botToken).toBeNull();
  });

  it.each([
    [{ status: 409, error: 'Member Exists' }, 'Provided email is already subscribed to our newsletter.'],
    [{ status: 409, error: 'Forgotten Email Not Subscribed' }, 'Provided email was permanently deleted and cannot be re-imported.'],
    [{ status: 400, error: 'Not a valid email, try again.' }, 'Oops! Something went wrong.'],
    [{ status: 429, error: 'Too many' }, 'Oops! Something went wrong.'],
    [{ status: 500, error: null }, 'Oops! Something went wrong.'],
    [{ status: 200.5, error: null }, 'Oops! Something went wrong.'],
  ])('any other status moves to error with the §8 message (%j)', (answer, message) => {
    const s = run(...pending, done(answer));
    expect(selectStatus(s)).toBe('error');
    expect(selectFormMessage(s)).toBe(message);
    expect(s.context.email).toBe('pat@example.com');
  });

  it('a failed request (network, unreadable answer) moves to error with the generic message', () => {
    const s = run(...pending, failed(new TypeError('fetch failed')));
    expect(selectStatus(s)).toBe('error');
    expect(selectFormMessage(s)).toBe('Oops! Something went wrong.');
    expect(s.context.botToken).toBeNull();
  });

  it('editing the email returns to input from error and from success', () => {
    const fromError = run(...pending, done({ status: 409, error: 'Member Exists' }), { type: 'newsletter.edit', email: 'new@example.com' });
    expect(selectStatus(fromError)).toBe('input');
    expect(selectFormMessage(fromError)).toBeNull();
    const fromSuccess = run(...pending, done({ status: 200, error: null }), { type: 'newsletter.edit', email: 'n' });
    expect(selectStatus(fromSuccess)).toBe('input');
    expect(selectButton(fromSuccess, copy).label).toBe('Sign up');
    expect(selectPlaceholder(fromSuccess, copy)).toBe('add another email');
  });

  it('a retry from error needs a new token', () => {
    const failedOnce = run(...pending, done({ status: 500, error: null }));
    expect(selectStatus(run(...pending, done({ status: 500, error: null }), { type: 'newsletter.submit' }))).toBe('error');
    expect(selectCanSubmit(failedOnce)).toBe(false);
    const retried = run(...pending, done({ status: 500, error: null }), { type: 'newsletter.token.receive', token: 'tok-2' }, { type: 'newsletter.submit' });
    expect(selectStatus(retried)).toBe('pending');
  });

  it("a widget that fails to load shows 'Failed to load Turnstile' and blocks submitting", () => {
    const s = run({ type: 'newsletter.edit', email: 'pat@example.com' }, { type: 'newsletter.token.fail' });
    expect(selectFormMessage(s)).toBe('Failed to load Turnstile');
    expect(selectCanSubmit(s)).toBe(false);
    expect(selectFormMessage(run({ type: 'newsletter.token.fail' }, { type: 'newsletter.token.receive', token: 't' }))).toBeNull();
  });

  it('runs end to end with a provided signup actor', async () => {
    const calls: SignupRequestBody[] = [];
    const signedUp = vi.fn();
    const actor = createActor(
      newsletterMachine.provide({
        actors: {
          submitSignup: fromPromise<SignupAnswer, SignupRequestBody>(({ input }) => {
            calls.push(input);
            return Promise.resolve({ status: 200, error: null });
          }),
        },
      }),
      { input: { source: 'footer' } },
    );
    actor.on('newsletter.signedUp', signedUp);
    actor.start();
    actor.send({ type: 'newsletter.token.receive', token: 'tok' });
    actor.send({ type: 'newsletter.edit', email: ' pat@example.com ' });
    actor.send({ type: 'newsletter.submit' });
    const final = await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toEqual([{ turnstileToken: 'tok', email: 'pat@example.com', fields: { NAME: '', ZIPCODE: '', source: 'footer' } }]);
    expect(signedUp).toHaveBeenCalledWith({ type: 'newsletter.signedUp', email: 'pat@example.com', source: 'footer' });
    expect(final.context.signups).toBe(1);
    actor.stop();
  });

  it('without a provided actor the submission fails visibly instead of hanging', async () => {
    const actor = createActor(newsletterMachine, { input: { source: 'footer' } }).start();
    actor.send({ type: 'newsletter.token.receive', token: 'tok' });
    actor.send({ type: 'newsletter.edit', email: 'pat@example.com' });
    actor.send({ type: 'newsletter.submit' });
    const final = await waitFor(actor, (s) => s.matches('error'));
    expect(selectFormMessage(final)).toBe('Oops! Something went wrong.');
    actor.stop();
  });
});
