import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { BOT_CHECK_LOAD_FAILED_MESSAGE, BotCheckLoadError } from '@/domain/bot-check-token';
import { FORM_MESSAGES, formErrorMessage, type FormMessages, type FormSubmitAnswer } from '@/domain/form/rules';

/** Field values as the form collected them (react-hook-form's values). */
export type FormFieldValues = Readonly<Record<string, unknown>>;

/** The block's editor options that shape the machine. */
export type FormMachineInput = {
  /** Where an error message sits in a failed answer (the page builder's errorMessagePath). */
  readonly errorMessagePath?: string;
  /** Where to go after a successful submission. */
  readonly successUrl?: string;
  /** Clear the fields after success (the page builder's resetFormOnSubmit; default on). */
  readonly resetOnSuccess?: boolean;
  /** Editor messages (e.g. the Contact block's formSuccessMessage / formErrorMessage). */
  readonly messages?: Partial<FormMessages>;
};

export type FormContext = {
  readonly errorMessagePath: string | undefined;
  readonly successUrl: string | undefined;
  readonly resetOnSuccess: boolean;
  readonly messages: FormMessages;
  /** The message of the last failure. */
  readonly errorMessage: string | null;
  /** The last answer's body (the page builder shows it under a failed form). */
  readonly responseBody: unknown;
  /** The values of the submission in flight or last sent. */
  readonly values: FormFieldValues;
};

export type FormEvent =
  /** The visitor submitted valid values (validation happens in the form library first). */
  | { type: 'form.submit'; values: FormFieldValues }
  /** The visitor changed a field after an outcome: the outcome message goes away. */
  | { type: 'form.edit' };

export type FormEmitted =
  | { type: 'form.succeeded'; values: FormFieldValues; body: unknown }
  | { type: 'form.failed'; status: number | null; message: string };

/**
 * The generic page-builder form (§4): unsubmitted → sending → success or error. On success it
 * emits `form.succeeded`, resets the fields (injected `resetForm`) and may redirect (injected
 * `redirect`). The submission itself is the injected actor `submitForm`; it resolves with
 * `{ ok, status, body }` whatever the status, and rejects only when nothing was answered (with a
 * BotCheckLoadError when the bot check could not start, so nothing was sent).
 *
 * @example
 * const actor = createActor(
 *   formMachine.provide({
 *     actors: { submitForm: fromPromise(async ({ input }) => send(input.values)) },
 *     actions: { resetForm: () => reset(), redirect: (_, { url }) => router.push(url) },
 *   }),
 *   { input: { successUrl: '/thanks' } },
 * );
 */
export const formMachine = setup({
  types: {
    // XState reads the input type from this assertion; `{}` happens to fit because every option is optional.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as FormMachineInput,
    context: {} as FormContext,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    // Placeholder: the block provides the real submission with .provide().
    submitForm: fromPromise<FormSubmitAnswer, { values: FormFieldValues }>(() =>
      Promise.reject(new Error('formMachine: provide the submitForm actor')),
    ),
  },
  guards: {
    isAccepted: (_, params: { ok: boolean }) => params.ok,
    isBotCheckLoadFailure: (_, params: { error: unknown }) => params.error instanceof BotCheckLoadError,
  },
  actions: {
    // Placeholders: the block resets its form library and navigates with .provide().
    resetForm: () => {},
    redirect: (_, _params: { url: string }) => {},
    clearOutcome: assign({ errorMessage: null, responseBody: undefined }),
    setValues: assign((_, params: { values: FormFieldValues }) => ({ values: params.values })),
    rememberAnswer: assign((_, params: { body: unknown }) => ({ errorMessage: null, responseBody: params.body })),
    rememberFailure: assign(({ context }, params: { body: unknown }) => ({
      errorMessage: formErrorMessage(params.body, context.errorMessagePath, context.messages.error),
      responseBody: params.body,
    })),
    rememberUnanswered: assign(({ context }) => ({ errorMessage: context.messages.error, responseBody: undefined })),
    // §8 fixes this message (not the editor's error message): nothing was sent, the check never started.
    rememberBotCheckFailure: assign({ errorMessage: BOT_CHECK_LOAD_FAILED_MESSAGE, responseBody: undefined }),
    emitFailed: emit(({ context }, params: { status: number | null }) => ({
      type: 'form.failed' as const,
      status: params.status,
      message: context.errorMessage ?? context.messages.error,
    })),
    emitSucceeded: emit(({ context }, params: { body: unknown }) => ({
      type: 'form.succeeded' as const,
      values: context.values,
      body: params.body,
    })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    errorMessagePath: input.errorMessagePath,
    successUrl: input.successUrl,
    resetOnSuccess: input.resetOnSuccess ?? true,
    messages: { ...FORM_MESSAGES, ...input.messages },
    errorMessage: null,
    responseBody: undefined,
    values: {},
  }),
  initial: 'unsubmitted',
  states: {
    unsubmitted: {
      on: { 'form.submit': { target: 'sending', actions: { type: 'setValues', params: ({ event }) => event } } },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'success',
            actions: [
              { type: 'rememberAnswer', params: ({ event }) => ({ body: event.output.body }) },
              { type: 'emitSucceeded', params: ({ event }) => ({ body: event.output.body }) },
              // Inline, because enqueueActions declared in setup() cannot type its enqueued params.
              enqueueActions(({ context, enqueue }) => {
                if (context.resetOnSuccess) enqueue('resetForm');
                if (context.successUrl) enqueue({ type: 'redirect', params: { url: context.successUrl } });
              }),
            ],
          },
          {
            target: 'error',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => ({ body: event.output.body }) },
              { type: 'emitFailed', params: ({ event }) => ({ status: event.output.status }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isBotCheckLoadFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'error',
            actions: ['rememberBotCheckFailure', { type: 'emitFailed', params: () => ({ status: null }) }],
          },
          {
            target: 'error',
            actions: ['rememberUnanswered', { type: 'emitFailed', params: () => ({ status: null }) }],
          },
        ],
      },
    },
    success: {
      on: {
        'form.submit': { target: 'sending', actions: { type: 'setValues', params: ({ event }) => event } },
        'form.edit': { target: 'unsubmitted', actions: 'clearOutcome' },
      },
    },
    error: {
      on: {
        'form.submit': { target: 'sending', actions: { type: 'setValues', params: ({ event }) => event } },
        'form.edit': { target: 'unsubmitted', actions: 'clearOutcome' },
      },
    },
  },
});

export type FormSnapshot = SnapshotFrom<typeof formMachine>;
