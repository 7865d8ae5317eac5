import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntry, MachineRun, type MachineEntry } from '@/studio/machines';
import type { SearchContext } from '@/machines/search';
import { isValidNewsletterEmail, type NewsletterContext } from '@/machines/newsletter';

/**
 * fast-check model-based tests (fc.commands + asyncModelRun): random command sequences run
 * against the catalogue's search and newsletter machines (live actors, fake effects, simulated
 * clock) and against a small model of what the visitor should see; after every command the two
 * must agree.
 */
function entry(id: string): MachineEntry {
  const found = catalogueEntry(id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
}

// ---- search -------------------------------------------------------------------------------

type SearchPhase = 'closed' | 'idle' | 'debouncing' | 'searching' | 'results' | 'failed';
type SearchModel = { phase: SearchPhase; input: string; resultsFor: string | null };
type SearchCommand = fc.AsyncCommand<SearchModel, MachineRun>;
const SEARCH = entry('search');
const SEARCH_ANSWER = { hits: ['Chicken Recipe for Dogs'] };

function checkSearch(model: SearchModel, run: MachineRun): void {
  const snapshot = run.snapshot;
  const context = snapshot.context as SearchContext<unknown>;
  expect(snapshot.hasTag('open')).toBe(model.phase !== 'closed');
  expect(snapshot.hasTag('loading')).toBe(model.phase === 'searching');
  expect(snapshot.hasTag('error')).toBe(model.phase === 'failed');
  if (model.phase !== 'closed') expect(snapshot.matches({ open: model.phase === 'results' ? 'showingResults' : model.phase })).toBe(true);
  expect(context.input).toBe(model.input);
  if (model.phase === 'results') expect(context.results?.query).toBe(model.resultsFor);
}

const searchCommand = (
  name: string,
  can: (model: SearchModel) => boolean,
  act: (model: SearchModel, run: MachineRun) => Promise<void>,
): SearchCommand => ({
  check: can,
  run: async (model, run) => {
    await act(model, run);
    checkSearch(model, run);
  },
  toString: () => name,
});

const searchCommands = [
  fc.constant(
    searchCommand('open', (m) => m.phase === 'closed', async (m, run) => {
      await run.send({ type: 'search.open', currentPath: '/blog' });
      m.phase = 'idle';
    }),
  ),
  fc.constantFrom('dog', 'dog ', ' ', 'cat', '').map((value) =>
    searchCommand(`type ${JSON.stringify(value)}`, (m) => m.phase !== 'closed', async (m, run) => {
      await run.send({ type: 'search.type', value });
      if (value.trim() === '') {
        m.phase = 'idle';
        m.resultsFor = null;
      } else m.phase = 'debouncing';
      m.input = value;
    }),
  ),
  fc.constant(
    searchCommand('wait for the idle delay', (m) => m.phase === 'debouncing', async (m, run) => {
      await run.send({ type: 'xstate.after.idleDelay.search.open.debouncing' });
      m.phase = m.resultsFor === m.input.trim() ? 'results' : 'searching';
    }),
  ),
  fc.constant(
    searchCommand('press Enter', (m) => m.phase !== 'closed', async (m, run) => {
      await run.send({ type: 'search.type', value: m.input, key: 'Enter' });
      if (m.input.trim() === '') {
        m.phase = 'idle';
        m.resultsFor = null;
      } else m.phase = 'searching';
    }),
  ),
  fc.constant(
    searchCommand('the search answers', (m) => m.phase === 'searching', async (m, run) => {
      await run.send({ type: 'xstate.done.actor.search', output: SEARCH_ANSWER });
      m.phase = 'results';
      m.resultsFor = m.input.trim();
    }),
  ),
  fc.constant(
    searchCommand('the search fails', (m) => m.phase === 'searching', async (m, run) => {
      await run.send({ type: 'xstate.error.actor.search', error: new Error('offline') });
      m.phase = 'failed';
      m.resultsFor = null;
    }),
  ),
  fc.constant(
    searchCommand('retry', (m) => m.phase === 'failed', async (m, run) => {
      await run.send({ type: 'search.retry' });
      m.phase = 'searching';
    }),
  ),
  fc.constant(
    searchCommand('close', (m) => m.phase !== 'closed', async (m, run) => {
      await run.send({ type: 'search.close' });
      m.phase = 'closed';
      m.input = '';
      m.resultsFor = null;
    }),
  ),
];

// ---- newsletter ---------------------------------------------------------------------------

type NewsletterModel = { phase: 'input' | 'pending' | 'success' | 'error'; email: string; token: boolean; signups: number };
type NewsletterCommand = fc.AsyncCommand<NewsletterModel, MachineRun>;
const NEWSLETTER = entry('newsletter');

function checkNewsletter(model: NewsletterModel, run: MachineRun): void {
  const snapshot = run.snapshot;
  const context = snapshot.context as NewsletterContext;
  expect(snapshot.value).toBe(model.phase);
  expect(context.email).toBe(model.email);
  expect(context.botToken !== null).toBe(model.token);
  expect(context.signups).toBe(model.signups);
  expect(snapshot.hasTag('busy')).toBe(model.phase === 'pending');
}

const newsletterCommand = (
  name: string,
  can: (model: NewsletterModel) => boolean,
  act: (model: NewsletterModel, run: MachineRun) => Promise<void>,
): NewsletterCommand => ({
  check: can,
  run: async (model, run) => {
    await act(model, run);
    checkNewsletter(model, run);
  },
  toString: () => name,
});

const canSubmit = (m: NewsletterModel) => m.token && isValidNewsletterEmail(m.email);

const newsletterCommands = [
  fc.constantFrom('pat@mail.example.com', 'pat@', '', ' sam@mail.example.com ').map((email) =>
    newsletterCommand(`edit ${JSON.stringify(email)}`, (m) => m.phase !== 'pending', async (m, run) => {
      await run.send({ type: 'newsletter.edit', email });
      m.email = email;
      m.phase = 'input';
    }),
  ),
  fc.constant(
    newsletterCommand('the bot check gives a token', () => true, async (m, run) => {
      await run.send({ type: 'newsletter.token.receive', token: 'token-1' });
      m.token = true;
    }),
  ),
  fc.constant(
    newsletterCommand('the token expires', () => true, async (m, run) => {
      await run.send({ type: 'newsletter.token.expire' });
      m.token = false;
    }),
  ),
  fc.constant(
    newsletterCommand('submit', (m) => m.phase === 'input' || m.phase === 'error', async (m, run) => {
      await run.send({ type: 'newsletter.submit' });
      if (canSubmit(m)) m.phase = 'pending';
    }),
  ),
  fc.constantFrom(200, 400, 429).map((status) =>
    newsletterCommand(`the signup answers ${status}`, (m) => m.phase === 'pending', async (m, run) => {
      await run.send({ type: 'xstate.done.actor.submitSignup', output: { status, error: status === 200 ? null : 'Rejected' } });
      // The token went to the server with the request, whatever the answer.
      m.token = false;
      if (status === 200) {
        m.phase = 'success';
        m.email = '';
        m.signups += 1;
      } else m.phase = 'error';
    }),
  ),
  fc.constant(
    newsletterCommand('the signup call fails', (m) => m.phase === 'pending', async (m, run) => {
      await run.send({ type: 'xstate.error.actor.submitSignup', error: new Error('offline') });
      m.token = false;
      m.phase = 'error';
    }),
  ),
];

const searchStart = (): SearchModel => ({ phase: 'idle', input: '', resultsFor: null });
const newsletterStart = (): NewsletterModel => ({ phase: 'input', email: '', token: false, signups: 0 });

describe('machines against small models (fc.commands)', () => {
  it('the search panel shows what its model says after any sequence of typing, waiting, answers and closing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(searchCommands, { maxCommands: 40, size: 'large' }), async (commands) => {
        // Starts open: a closed panel accepts only `open`, and most generated commands would be skipped.
        const run = new MachineRun(SEARCH);
        await run.send({ type: 'search.open', currentPath: '/blog' });
        await fc.asyncModelRun(() => ({ model: searchStart(), real: run }), commands);
        run.stop();
      }),
      { numRuns: 300 },
    );
  });

  it('the newsletter form signs up only a valid address with an unspent token, and says what happened', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(newsletterCommands, { maxCommands: 40, size: 'large' }), async (commands) => {
        const run = new MachineRun(NEWSLETTER);
        await fc.asyncModelRun(() => ({ model: newsletterStart(), real: run }), commands);
        run.stop();
      }),
      { numRuns: 300 },
    );
  });
});
