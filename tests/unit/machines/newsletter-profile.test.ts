import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newsletterMachine, type NewsletterEvent, type SignupAnswer, type SignupProfileFields, type SignupRequestBody } from '@/machines/newsletter';

/** Runs one signup through the machine and returns the body the signup call received. */
async function submittedBody(input: { source: string; profile?: SignupProfileFields }, before: readonly NewsletterEvent[] = []) {
  const bodies: SignupRequestBody[] = [];
  const machine = newsletterMachine.provide({
    actors: {
      submitSignup: fromPromise<SignupAnswer, SignupRequestBody>(({ input: body }) => {
        bodies.push(body);
        return Promise.resolve({ status: 200, error: null });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of before) actor.send(event);
  actor.send({ type: 'newsletter.edit', email: 'pat@example.com' });
  actor.send({ type: 'newsletter.token.receive', token: 'tok' });
  actor.send({ type: 'newsletter.submit' });
  await waitFor(actor, (s) => s.matches('success'));
  actor.stop();
  return bodies[0];
}

describe('the newsletter machine with page-supplied profile fields', () => {
  it('a form without profile fields sends exactly the §7 fields (the footer is unchanged)', async () => {
    expect((await submittedBody({ source: 'footer' }))?.fields).toEqual({ NAME: '', ZIPCODE: '', source: 'footer' });
  });

  it('the quiz form sends its results link and pet name with source quiz', async () => {
    const profile = { RESULTS_URL: 'https://brightbowl.test/product-selector?quiz=abc', PET_NAME: 'Miso' };
    expect((await submittedBody({ source: 'quiz', profile }))?.fields).toEqual({ NAME: '', ZIPCODE: '', source: 'quiz', ...profile });
  });

  it('a changed results link replaces the one the form started with', async () => {
    const body = await submittedBody({ source: 'quiz', profile: { RESULTS_URL: 'https://brightbowl.test/p?quiz=old', PET_NAME: 'Miso' } }, [
      { type: 'newsletter.profile.set', profile: { RESULTS_URL: 'https://brightbowl.test/p?quiz=new', PET_NAME: 'Miso' } },
    ]);
    expect(body?.fields.RESULTS_URL).toBe('https://brightbowl.test/p?quiz=new');
  });
});
