import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isValidNewsletterEmail, signupErrorMessage, type SignupAnswer, type SignupProfileFields, type SignupRequestBody } from '@/domain/newsletter/rules';

export type NewsletterInput = {
  /** Where the form sits (the block's or footer's klaviyoSource), sent as `fields.source`. */
  readonly source: string;
  readonly name?: string;
  readonly zipcode?: string;
  /**
   * Profile fields the form's page knows rather than the visitor types (the quiz results' link and
   * pet name), sent with every signup of this form.
   */
  readonly profile?: SignupProfileFields;
};

export type NewsletterContext = {
  readonly email: string;
  readonly name: string;
  readonly zipcode: string;
  readonly source: string;
  readonly profile: SignupProfileFields;
  /** The bot-check token for the next submission; tokens are single use, so a submission spends it. */
  readonly botToken: string | null;
  /** The bot-check widget failed to load (§8 'Failed to load Turnstile'). */
  readonly botCheckFailed: boolean;
  /** The §8 message of the last failed submission. */
  readonly errorMessage: string | null;
  /** The visitor left a filled field or tried to submit: the email rule's message may show. */
  readonly emailTouched: boolean;
  /** Successful signups from this form; after the first the placeholder invites another address. */
  readonly signups: number;
};

export type NewsletterEvent =
  | { type: 'newsletter.edit'; email: string }
  | { type: 'newsletter.fields.edit'; name?: string; zipcode?: string }
  | { type: 'newsletter.blur' }
  | { type: 'newsletter.submit' }
  /** The bot-check widget produced a token. */
  | { type: 'newsletter.token.receive'; token: string }
  /** The widget's token expired before use. */
  | { type: 'newsletter.token.expire' }
  /** The widget could not be loaded. */
  | { type: 'newsletter.token.fail' }
  /** The page's profile fields changed (a refined results link): the next signup sends these. */
  | { type: 'newsletter.profile.set'; profile: SignupProfileFields };

/** Events the form emits for the UI: analytics after a signup, a widget reset after a token is spent. */
export type NewsletterEmitted =
  | { type: 'newsletter.signedUp'; email: string; source: string }
  | { type: 'newsletter.tokenSpent' };


function signupPayload(context: NewsletterContext): SignupRequestBody {
  return {
    turnstileToken: context.botToken ?? '',
    email: context.email.trim(),
    fields: { NAME: context.name, ZIPCODE: context.zipcode, source: context.source, ...context.profile },
  };
}

/**
 * The newsletter form (§4): input → pending on submit (valid email and a bot token required) →
 * success on a 200 (form reset, 'add another email', 'You’re in!') or error with the §8 message;
 * editing the email returns to input. The signup call is the injected actor `submitSignup`; the
 * machine never fetches.
 *
 * @example
 * const actor = createActor(
 *   newsletterMachine.provide({ actors: { submitSignup: fromPromise(async ({ input }) => postSignup(input)) } }),
 *   { input: { source: 'footer' } },
 * );
 */
export const newsletterMachine = setup({
  types: {
    input: {} as NewsletterInput,
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    emitted: {} as NewsletterEmitted,
  },
  actors: {
    // Placeholder: the UI provides the real call with .provide().
    submitSignup: fromPromise<SignupAnswer, SignupRequestBody>(() =>
      Promise.reject(new Error('newsletterMachine: provide the submitSignup actor')),
    ),
  },
  guards: {
    isEmailValidWithToken: ({ context }) => context.botToken !== null && isValidNewsletterEmail(context.email),
    isSubscribed: (_, params: { status: number }) => params.status === 200,
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email, errorMessage: null })),
    setFields: assign(({ context }, params: { name?: string; zipcode?: string }) => ({
      name: params.name ?? context.name,
      zipcode: params.zipcode ?? context.zipcode,
    })),
    touchFilledEmail: assign(({ context }) => ({ emailTouched: context.emailTouched || context.email.trim() !== '' })),
    touchEmail: assign({ emailTouched: true }),
    setToken: assign((_, params: { token: string }) => ({ botToken: params.token, botCheckFailed: false })),
    dropToken: assign({ botToken: null }),
    markBotCheckFailed: assign({ botCheckFailed: true, botToken: null }),
    setProfile: assign((_, params: { profile: SignupProfileFields }) => ({ profile: params.profile })),
    announceTokenSpent: emit({ type: 'newsletter.tokenSpent' }),
    resetForm: assign(({ context }) => ({
      email: '',
      name: '',
      zipcode: '',
      errorMessage: null,
      emailTouched: false,
      signups: context.signups + 1,
    })),
    emitSignedUp: emit(({ context }) => ({
      type: 'newsletter.signedUp' as const,
      email: context.email.trim(),
      source: context.source,
    })),
    rememberError: assign((_, params: { error: string | null }) => ({ errorMessage: signupErrorMessage(params.error) })),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    email: '',
    name: input.name ?? '',
    zipcode: input.zipcode ?? '',
    source: input.source,
    profile: input.profile ?? {},
    botToken: null,
    botCheckFailed: false,
    errorMessage: null,
    emailTouched: false,
    signups: 0,
  }),
  on: {
    'newsletter.token.receive': { actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) } },
    'newsletter.token.expire': { actions: 'dropToken' },
    'newsletter.token.fail': { actions: 'markBotCheckFailed' },
    'newsletter.profile.set': { actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) } },
  },
  initial: 'input',
  states: {
    input: {
      on: {
        'newsletter.edit': { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
        'newsletter.fields.edit': { actions: { type: 'setFields', params: ({ event }) => event } },
        'newsletter.blur': { actions: 'touchFilledEmail' },
        'newsletter.submit': [{ guard: 'isEmailValidWithToken', target: 'pending' }, { actions: 'touchEmail' }],
      },
    },
    pending: {
      tags: ['busy'],
      // Whatever the answer, the token went to the server and cannot be used again.
      exit: ['dropToken', 'announceTokenSpent'],
      invoke: {
        id: 'submitSignup',
        src: 'submitSignup',
        input: ({ context }) => signupPayload(context),
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => ({ status: event.output.status }) },
            target: 'success',
            actions: ['emitSignedUp', 'resetForm'],
          },
          {
            target: 'error',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.output.error }) },
          },
        ],
        // A network failure or an unreadable answer: the generic §8 message.
        onError: { target: 'error', actions: { type: 'rememberError', params: () => ({ error: null }) } },
      },
    },
    success: {
      on: {
        'newsletter.edit': { target: 'input', actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
        'newsletter.fields.edit': { actions: { type: 'setFields', params: ({ event }) => event } },
      },
    },
    error: {
      on: {
        'newsletter.edit': { target: 'input', actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
        'newsletter.fields.edit': { actions: { type: 'setFields', params: ({ event }) => event } },
        'newsletter.blur': { actions: 'touchFilledEmail' },
        'newsletter.submit': { guard: 'isEmailValidWithToken', target: 'pending' },
      },
    },
  },
});

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;
