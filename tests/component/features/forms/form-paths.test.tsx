import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { SdkBuilderForm as BuilderForm } from '@/page-runtime/editor/sdk-builder-form';
import '@/page-runtime/editor/register-builder-forms';
import { FORM_MESSAGES } from '@/domain/form/rules';
import { catalogueEntry } from '@/studio/machines';
import type { FormSubmitAnswer } from '@/machines/form';
import { allModelPaths, Deferred, replayThroughUi, until } from '@tests/support/model-replay';
import { stubFetch } from './fetch-stub';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterAll(() => {
  vi.unstubAllGlobals();
});

/**
 * The generic form machine's model paths (every shortest path, plus one per transition those miss)
 * replayed through the page builder's Form block, started as the catalogue starts it (a success
 * URL of /thanks, the §8 messages). The visitor fills the field and presses the submit button; the
 * stubbed network answers the block's POST with the answer the path's done event carries (or fails
 * it, for the actor's error); after every step the form shows what the machine's state says, and
 * the block redirects exactly when the machine's `redirect` effect was asked to.
 */
const entry = catalogueEntry('form');
if (entry === undefined) throw new Error('the form machine is in the catalogue');
const SUCCESS_URL = (entry.starts[0].input as { successUrl: string }).successUrl;

const element = (name: string, options: Record<string, unknown>, id: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options } });
const builderBlock = {
  '@type': '@builder.io/sdk:Element',
  id: 'builder-form',
  children: [
    element('Form:Input', { name: 'email', type: 'email', label: 'Your email', required: true, validate: 'email' }, 'builder-email'),
    element('Form:SubmitButton', { text: 'Send it' }, 'builder-submit'),
  ],
};

/** The answers the block's POSTs wait for, in order, and how many submissions the model has sent so far. */
let posts: Deferred<Response>[] = [];
let submissions = 0;

/** The answer to the model's current submission, once the block has posted it (it earns a bot-check token first). */
async function currentPost(): Promise<Deferred<Response>> {
  await until(() => posts.length >= submissions, `POST ${submissions}`);
  expect(posts).toHaveLength(submissions);
  const post = posts[submissions - 1];
  if (post === undefined) throw new Error('no submission in flight');
  return post;
}

const email = () => screen.getByLabelText<HTMLInputElement>(/Your email/);
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send it' });
const status = () => {
  const element = document.querySelector('[data-form-status]');
  if (element === null) throw new Error('no form status');
  return element;
};

function expectStatus(state: string, role: 'status' | 'alert', text: string) {
  expect(status().getAttribute('data-form-status')).toBe(state);
  expect(status().getAttribute('role')).toBe(role);
  expect(status().textContent).toBe(text);
}

/**
 * Types the value's last keystroke after the rest: after a success the block resets the form
 * natively, which React's value tracking does not see, so setting the same address in one go
 * again would be no change to React, where a visitor's keystrokes are.
 */
function type(value: string) {
  for (const typed of [value.slice(0, -1), value]) {
    fireEvent.input(email(), { target: { value: typed } });
    fireEvent.change(email(), { target: { value: typed } });
  }
}

describe('generic form: model paths through the page builder Form block', () => {
  it('generic form: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'generic form',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        push.mockReset();
        posts = [];
        submissions = 0;
        stubFetch({
          'POST /api/forms/Pet%20survey': () => {
            const post = new Deferred<Response>();
            posts.push(post);
            return post.promise;
          },
        });
        render(<BuilderForm name="Pet survey" validate={false} successUrl={SUCCESS_URL} builderBlock={builderBlock} />);
      },
      producers: {
        'form.submit': (event: AnyEventObject) => {
          const values = (event as { values?: { email?: string } }).values;
          type(values?.email ?? '');
          fireEvent.click(button());
        },
        // Any change to a field after an outcome.
        'form.edit': () => type('pat@edited.example.com'),
        'xstate.done.actor.submitForm': async (event: AnyEventObject) => {
          const output = (event as { output?: FormSubmitAnswer }).output;
          if (output === undefined) throw new Error('a done event without an answer');
          (await currentPost()).resolve(Response.json(output.body, { status: output.status }));
        },
        'xstate.error.actor.submitForm': async () => {
          (await currentPost()).reject(new TypeError('Failed to fetch'));
        },
      },
      unproducible: (event, before) => (event.type === 'form.submit' && before.matches('sending') ? 'the submit button is disabled while sending' : null),
      screen: {
        // Nothing sent yet: the button works and no message shows.
        unsubmitted: () => {
          expectStatus('unsubmitted', 'status', '');
          expect(button().disabled).toBe(false);
          expect(email().closest('form')?.getAttribute('aria-busy')).toBe('false');
        },
        // Sending: 'Sending...', the form busy and the button disabled.
        sending: () => {
          expectStatus('sending', 'status', FORM_MESSAGES.sending);
          expect(button().disabled).toBe(true);
          expect(email().closest('form')?.getAttribute('aria-busy')).toBe('true');
        },
        // Accepted: 'Thanks!', the fields reset, the button works again.
        success: () => {
          expectStatus('success', 'status', FORM_MESSAGES.success);
          expect(email().value).toBe('');
          expect(button().disabled).toBe(false);
        },
        // Refused or unanswered: the §8 message in an alert, the visitor's answers kept.
        error: () => {
          expectStatus('error', 'alert', FORM_MESSAGES.error);
          expect(email().value).not.toBe('');
          expect(button().disabled).toBe(false);
        },
      },
      afterStep: (_, before, model) => {
        if (!before.matches('sending') && model.snapshot.matches('sending')) submissions += 1;
      },
      afterPath: async (model) => {
        // A path ending in 'sending' leaves the block earning its bot-check token: let its POST go
        // out now, or it would reach the next path's stub and be taken for that path's request.
        if (submissions > 0) await currentPost();
        // Let a redirect the component has queued land before comparing.
        await act(async () => {
          await Promise.resolve();
        });
        const redirects = model.log.filter((line) => line.kind === 'effect' && line.text.startsWith('redirect ')).map(() => SUCCESS_URL);
        expect(push.mock.calls.map((call) => call[0] as string)).toEqual(redirects);
      },
    });
  }, 60_000);
});
