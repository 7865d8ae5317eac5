import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import type { TurnstileApi } from '@/features/forms/bot-check/bot-check-client';
import { catalogueEntry } from '@/studio/machines';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUCCESS_COPY,
  selectCanSubmit,
  selectFormMessage,
  type NewsletterContext,
  type NewsletterSnapshot,
  type SignupAnswer,
} from '@/machines/newsletter';
import { allModelPaths, Deferred, replayThroughUi, until } from '@tests/support/model-replay';
import { stubFetch } from './fetch-stub';

/**
 * The newsletter machine's model paths (every shortest path, plus one per transition those miss)
 * replayed through the real newsletter form, with the optional name field. The visitor types,
 * leaves the field and presses the button; the bot-check widget is a stand-in for Turnstile's
 * (window.turnstile, as Cloudflare's script installs it), so its token, expiry and failure are
 * its own callbacks; the stubbed network answers the signup POST with the path's done event (or
 * fails it, for the actor's error). After every step the form shows what the state says.
 */
const entry = catalogueEntry('newsletter');
if (entry === undefined) throw new Error('the newsletter machine is in the catalogue');

type WidgetOptions = Parameters<TurnstileApi['render']>[1];
/** The widget the form rendered last (a failed widget is rendered again on the next use). */
let widget: WidgetOptions | null = null;
const turnstile: TurnstileApi = {
  render: (_, options) => {
    widget = options;
    return 'widget-1';
  },
  reset: () => undefined,
  remove: () => undefined,
};
/** The answer the signup POST is waiting for. */
let signup: Deferred<Response> | null = null;

afterAll(() => {
  vi.unstubAllGlobals();
});

const SUBMIT_LABEL = 'sign up';
const PLACEHOLDER = 'enter your email';
const email = () => screen.getByLabelText<HTMLInputElement>('Email address');
const form = () => {
  const element = email().closest('form');
  if (element === null) throw new Error('no form');
  return element;
};
const button = () => form().querySelector<HTMLButtonElement>('button[type="submit"]') ?? (() => {
  throw new Error('no submit button');
})();
const alertText = () => screen.getByRole('alert').textContent;

/**
 * Types the value's last keystroke after the rest, so React sees a change even when the field
 * already holds the value (the form resets its fields natively after a signup).
 */
function type(input: HTMLInputElement, value: string) {
  for (const typed of [value.slice(0, -1), value]) {
    fireEvent.input(input, { target: { value: typed } });
    fireEvent.change(input, { target: { value: typed } });
  }
}

/** The widget loads when the visitor first uses the form: its callbacks need it rendered. */
async function renderedWidget(): Promise<WidgetOptions> {
  if (widget === null) fireEvent.focus(email());
  await until(() => widget !== null, 'the bot-check widget');
  if (widget === null) throw new Error('no widget');
  return widget;
}

/** What every state shows in common: the §4 status on the form, the button's state, the form message. */
function expectForm(snapshot: NewsletterSnapshot, status: string) {
  expect(form().getAttribute('data-status')).toBe(status);
  expect(form().getAttribute('aria-busy')).toBe(String(status === 'pending'));
  expect(button().disabled).toBe(!selectCanSubmit(snapshot));
  expect(alertText()).toBe(selectFormMessage(snapshot) ?? '');
  expect(email().placeholder).toBe(snapshot.context.signups > 0 ? NEWSLETTER_SUCCESS_COPY.placeholder : PLACEHOLDER);
}

describe('newsletter form: model paths through the real component', () => {
  it('newsletter form: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'newsletter form',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        widget = null;
        signup = null;
        (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
        vi.stubGlobal('turnstile', turnstile);
        stubFetch({
          'POST /api/submit-klaviyo': () => {
            signup = new Deferred<Response>();
            return signup.promise;
          },
        });
        render(
          <NewsletterForm
            locale="en-us"
            source={(entry.starts[0].input as { source: string }).source}
            emailLabel="Email address"
            placeholder={PLACEHOLDER}
            submitLabel={SUBMIT_LABEL}
            nameField={{ label: 'First name', placeholder: 'your name' }}
            botCheck={{ kind: 'turnstile', siteKey: 'test-site-key' }}
          />,
        );
      },
      producers: {
        'newsletter.edit': (event: AnyEventObject) => type(email(), (event as { email?: string }).email ?? ''),
        'newsletter.fields.edit': (event: AnyEventObject) => type(screen.getByLabelText<HTMLInputElement>('First name'), (event as { name?: string }).name ?? ''),
        'newsletter.blur': () => {
          fireEvent.focus(email());
          fireEvent.blur(email());
        },
        'newsletter.submit': () => fireEvent.click(button()),
        'newsletter.profile.set': { skip: 'the footer form has no pet profile: the quiz results’ email form sends it (tests/unit/machines/newsletter-profile.test.ts, tests/e2e/quiz-email.spec.ts)' },
        'newsletter.token.receive': async (event: AnyEventObject) => (await renderedWidget()).callback((event as { token?: string }).token ?? ''),
        'newsletter.token.expire': async () => (await renderedWidget())['expired-callback'](),
        'newsletter.token.fail': async () => {
          // The form logs the widget's failure; the test expects it.
          vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
          (await renderedWidget())['error-callback']();
        },
        'xstate.done.actor.submitSignup': async (event: AnyEventObject) => {
          const output = (event as { output?: SignupAnswer }).output;
          if (output === undefined) throw new Error('a done event without an answer');
          await until(() => signup !== null, 'the signup POST');
          signup?.resolve(Response.json({ error: output.error }, { status: output.status }));
        },
        'xstate.error.actor.submitSignup': async () => {
          await until(() => signup !== null, 'the signup POST');
          signup?.reject(new TypeError('Failed to fetch'));
        },
      },
      unproducible: (event, before) => {
        if (event.type === 'newsletter.submit' && !selectCanSubmit(before as NewsletterSnapshot)) {
          return 'the button is disabled without a bot-check token and a valid address (§4, §5), and a disabled default button blocks implicit submission';
        }
        return null;
      },
      screen: {
        // Typing: the editor's label, enabled only with a token and a valid address; a widget failure shows 'Failed to load Turnstile'.
        input: (snapshot) => {
          expectForm(snapshot as NewsletterSnapshot, 'input');
          expect(button().textContent).toBe(SUBMIT_LABEL);
          expect(email().value).toBe((snapshot.context as NewsletterContext).email);
        },
        // Sending: busy, and the button disabled.
        pending: (snapshot) => {
          expectForm(snapshot as NewsletterSnapshot, 'pending');
          expect(button().disabled).toBe(true);
        },
        // Signed up: 'You’re in!' on the button and announced, the field emptied for another address.
        success: (snapshot) => {
          expectForm(snapshot as NewsletterSnapshot, 'success');
          expect(button().textContent).toBe(NEWSLETTER_SUCCESS_COPY.buttonLabel);
          expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(NEWSLETTER_SUCCESS_COPY.buttonLabel);
          expect(email().value).toBe('');
        },
        // Refused or unanswered: the §8 message in role=alert, the address kept.
        error: (snapshot) => {
          expectForm(snapshot as NewsletterSnapshot, 'error');
          expect(Object.values(NEWSLETTER_MESSAGES)).toContain(alertText());
          expect(alertText()).not.toBe('');
          expect(email().value).toBe((snapshot.context as NewsletterContext).email);
        },
      },
    });
  }, 120_000);
});
