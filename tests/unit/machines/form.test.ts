import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { BotCheckLoadError } from '@/domain/bot-check-token';
import {
  formErrorMessage,
  formMachine,
  selectCanSubmitForm,
  selectFormStatus,
  selectFormStatusMessage,
  valueAtPath,
  type FormEvent,
  type FormFieldValues,
  type FormMachineInput,
  type FormSnapshot,
  type FormSubmitAnswer,
} from '@/machines/form';

/** Events an action list emits (`xstate.emit` is a built-in action the list's type does not name). */
const emittedBy = (actions: ReadonlyArray<{ type: string; params?: unknown }>): unknown[] =>
  actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: unknown }).event);

const done = (output: FormSubmitAnswer) => ({ type: 'xstate.done.actor.submitForm', output }) as unknown as FormEvent;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submitForm', error }) as unknown as FormEvent;
const submit: FormEvent = { type: 'form.submit', values: { email: 'sam@example.com' } };

function step(input: FormMachineInput, ...events: FormEvent[]) {
  let [snapshot, actions] = initialTransition(formMachine, input);
  for (const event of events) [snapshot, actions] = transition(formMachine, snapshot, event);
  return { snapshot, actions };
}
const run = (input: FormMachineInput, ...events: FormEvent[]): FormSnapshot => step(input, ...events).snapshot;

describe('the generic form machine', () => {
  it('starts unsubmitted without a message', () => {
    const s = run({});
    expect(selectFormStatus(s)).toBe('unsubmitted');
    expect(selectFormStatusMessage(s)).toBeNull();
  });

  it("submit moves to sending with 'Sending...' and invokes the submission with the values", () => {
    const { snapshot, actions } = step({}, submit);
    expect(selectFormStatus(snapshot)).toBe('sending');
    expect(selectFormStatusMessage(snapshot)).toBe('Sending...');
    expect(selectCanSubmitForm(snapshot)).toBe(false);
    expect(actions.find((a) => a.type === 'xstate.spawnChild')?.params).toMatchObject({
      src: 'submitForm',
      input: { values: { email: 'sam@example.com' } },
    });
  });

  it("a 2xx answer moves to success with 'Thanks!', emits form.succeeded and resets the form", () => {
    const { snapshot, actions } = step({}, submit, done({ ok: true, status: 200, body: { results: { id: 1 } } }));
    expect(selectFormStatus(snapshot)).toBe('success');
    expect(selectFormStatusMessage(snapshot)).toBe('Thanks!');
    const types = actions.map((a) => a.type);
    expect(types).toContain('resetForm');
    expect(types).not.toContain('redirect');
    const emitted = emittedBy(actions);
    expect(emitted).toEqual([{ type: 'form.succeeded', values: { email: 'sam@example.com' }, body: { results: { id: 1 } } }]);
  });

  it('success redirects to the success URL when one is set, and keeps values when reset is off', () => {
    const { actions } = step({ successUrl: '/thanks', resetOnSuccess: false }, submit, done({ ok: true, status: 201, body: '' }));
    expect(actions.find((a) => a.type === 'redirect')?.params).toEqual({ url: '/thanks' });
    expect(actions.map((a) => a.type)).not.toContain('resetForm');
  });

  it('a failed answer moves to error with the default §8 message', () => {
    const s = run({}, submit, done({ ok: false, status: 400, body: { message: 'nope' } }));
    expect(selectFormStatus(s)).toBe('error');
    expect(selectFormStatusMessage(s)).toBe('Form submission error :( Please check your answers and try again');
    expect(s.context.responseBody).toEqual({ message: 'nope' });
  });

  it('a failed answer shows the message found at the configured error path', () => {
    expect(selectFormStatusMessage(run({ errorMessagePath: 'error' }, submit, done({ ok: false, status: 400, body: { error: 'Email taken' } })))).toBe(
      'Email taken',
    );
    expect(
      selectFormStatusMessage(run({ errorMessagePath: 'errors[0]' }, submit, done({ ok: false, status: 422, body: { errors: [{ field: 'email' }] } }))),
    ).toBe('{"field":"email"}');
    expect(selectFormStatusMessage(run({ errorMessagePath: 'error' }, submit, done({ ok: false, status: 502, body: '<html>' })))).toBe(
      'Form submission error :( Please check your answers and try again',
    );
  });

  it('editor messages replace the defaults', () => {
    const messages = { success: 'We got it', error: 'Please try again later' };
    expect(selectFormStatusMessage(run({ messages }, submit, done({ ok: true, status: 200, body: null })))).toBe('We got it');
    expect(selectFormStatusMessage(run({ messages }, submit, failed(new Error('offline'))))).toBe('Please try again later');
  });

  it('a request that got no answer moves to error and emits form.failed', () => {
    const { snapshot, actions } = step({}, submit, failed(new TypeError('fetch failed')));
    expect(selectFormStatus(snapshot)).toBe('error');
    const emitted = emittedBy(actions);
    expect(emitted).toEqual([{ type: 'form.failed', status: null, message: 'Form submission error :( Please check your answers and try again' }]);
  });

  it("a bot check that could not start moves to error with §8 'Failed to load Turnstile', whatever the editor's error message", () => {
    const messages = { error: 'Please try again later' };
    const { snapshot, actions } = step({ messages }, submit, failed(new BotCheckLoadError('The bot check configuration could not load')));
    expect(selectFormStatus(snapshot)).toBe('error');
    expect(selectFormStatusMessage(snapshot)).toBe('Failed to load Turnstile');
    expect(emittedBy(actions)).toEqual([{ type: 'form.failed', status: null, message: 'Failed to load Turnstile' }]);
    expect(selectFormStatusMessage(run({ messages }, submit, failed(new Error('The bot check expired before the form was sent'))))).toBe('Please try again later');
  });

  it('the form can be sent again after an outcome, and editing clears the outcome', () => {
    expect(selectFormStatus(run({}, submit, done({ ok: false, status: 500, body: null }), submit))).toBe('sending');
    expect(selectFormStatus(run({}, submit, done({ ok: true, status: 200, body: null }), { type: 'form.edit' }))).toBe('unsubmitted');
  });

  it('runs end to end with provided actor and actions', async () => {
    const resetForm = vi.fn();
    const redirect = vi.fn();
    const sent: FormFieldValues[] = [];
    const actor = createActor(
      formMachine.provide({
        actors: {
          submitForm: fromPromise<FormSubmitAnswer, { values: FormFieldValues }>(({ input }) => {
            sent.push(input.values);
            return Promise.resolve({ ok: true, status: 200, body: { results: {} } });
          }),
        },
        actions: {
          resetForm,
          redirect: (_, params) => {
            redirect(params.url);
          },
        },
      }),
      { input: { successUrl: '/thanks' } },
    ).start();
    actor.send({ type: 'form.submit', values: { topic: 'other' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([{ topic: 'other' }]);
    expect(resetForm).toHaveBeenCalledOnce();
    expect(redirect).toHaveBeenCalledWith('/thanks');
    actor.stop();
  });
});

describe('reading the error message path', () => {
  it('follows dots and indexes through own properties only', () => {
    expect(valueAtPath({ a: { b: [{ c: 'x' }] } }, 'a.b[0].c')).toBe('x');
    expect(valueAtPath({ a: 1 }, 'a.b')).toBeUndefined();
    expect(valueAtPath({}, 'constructor')).toBeUndefined();
    expect(valueAtPath({}, '__proto__')).toBeUndefined();
  });

  it('falls back when nothing useful is at the path', () => {
    expect(formErrorMessage({ error: '' }, 'error', 'fallback')).toBe('fallback');
    expect(formErrorMessage({ error: 'x' }, undefined, 'fallback')).toBe('fallback');
    expect(formErrorMessage({ error: 5 }, 'error', 'fallback')).toBe('5');
  });
});
