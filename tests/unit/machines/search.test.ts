import {
  createActor,
  fromPromise,
  initialTransition,
  SimulatedClock,
  transition,
  waitFor,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/config/constants';
import {
  createSearchMachine,
  type SearchEvent,
  type SearchMachineInput,
  type SearchRequestInput,
  type UpdateUrlParams,
} from '@/machines/search';

type Results = { readonly answered: string };
const machine = createSearchMachine<Results>();
type Snapshot = SnapshotFrom<typeof machine>;
type Action = { readonly type: string; readonly params?: unknown };

/** Runs events through the pure transition function, collecting every action it asks for. */
function run(events: readonly (SearchEvent | EventObject)[], input: SearchMachineInput<Results> = { homePath: '/' }) {
  let [snapshot, actions] = initialTransition(machine, input);
  const all: Action[] = [...actions];
  let last: Action[] = [...actions];
  for (const event of events) {
    // Done/error/after events are the actor system's own; the pure API takes them like any event.
    [snapshot, actions] = transition(machine, snapshot, event as SearchEvent);
    last = [...actions];
    all.push(...actions);
  }
  return { snapshot, all, last, types: last.map((a) => a.type) };
}

const open: SearchEvent = { type: 'search.open', currentPath: '/blog/puppy-first-week' };
const typed = (value: string, key?: string): SearchEvent => (key === undefined ? { type: 'search.type', value } : { type: 'search.type', value, key });
const done = (answered: string): EventObject => ({ type: 'xstate.done.actor.search', output: { answered } } as EventObject);
const failed = (message: string): EventObject => ({ type: 'xstate.error.actor.search', error: new Error(message) } as EventObject);
const stateOf = (s: Snapshot) => JSON.stringify(s.value);

function spawnedInputs(actions: readonly Action[]): SearchRequestInput[] {
  return actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => (a.params as { input: SearchRequestInput }).input);
}

function scheduled(actions: readonly Action[]): { delay: number; event: EventObject } | undefined {
  const raise = actions.find((a) => a.type === 'xstate.raise' && (a.params as { delay?: number }).delay !== undefined);
  return raise?.params as { delay: number; event: EventObject } | undefined;
}

const urlUpdates = (actions: readonly Action[]) => actions.filter((a) => a.type === 'updateUrl').map((a) => a.params as UpdateUrlParams);

describe('search machine (pure transitions)', () => {
  it('starts closed and does nothing on start', () => {
    const { snapshot, all } = run([]);
    expect(snapshot.value).toBe('closed');
    expect(all).toEqual([]);
  });

  it('the search button records the current path, navigates to /search and locks scroll', () => {
    const { snapshot, types } = run([open]);
    expect(stateOf(snapshot)).toBe('{"open":"idle"}');
    expect(snapshot.context.returnPath).toBe('/blog/puppy-first-week');
    expect(types).toEqual(['navigateToSearch', 'lockScroll']);
  });

  it('cancel returns to the recorded path and unlocks scroll', () => {
    const { snapshot, last } = run([open, typed('pup'), { type: 'search.close' }]);
    expect(snapshot.value).toBe('closed');
    expect(last.map((a) => a.type)).toEqual(['xstate.cancel', 'unlockScroll', 'navigateBack']);
    expect(last.find((a) => a.type === 'navigateBack')?.params).toEqual({ path: '/blog/puppy-first-week' });
    expect(snapshot.context).toMatchObject({ input: '', returnPath: null, results: null });
  });

  it('cancel without a recorded path returns to the locale’s home', () => {
    const { last } = run([{ type: 'search.urlChanged', q: 'puppy', filter: null, page: null }, { type: 'search.close' }], { homePath: '/en-gb' });
    expect(last.find((a) => a.type === 'navigateBack')?.params).toEqual({ path: '/en-gb' });
  });

  it('cancel reopens the mobile menu when the panel was opened from it', () => {
    const fromMenu = run([{ type: 'search.open', currentPath: '/', fromMobileMenu: true }, { type: 'search.close' }]);
    expect(fromMenu.types).toContain('reopenMobileMenu');
    const fromHeader = run([open, { type: 'search.close' }]);
    expect(fromHeader.types).not.toContain('reopenMobileMenu');
  });

  it('leaving /search by a link closes without navigating', () => {
    const { snapshot, types } = run([open, { type: 'search.left' }]);
    expect(snapshot.value).toBe('closed');
    expect(types).toEqual(['unlockScroll']);
  });

  it('typing schedules a search after the idle delay (SEARCH.idleDelayMs), sending nothing yet', () => {
    const { snapshot, last } = run([open, typed('pup', 'p')]);
    expect(stateOf(snapshot)).toBe('{"open":"debouncing"}');
    expect(scheduled(last)?.delay).toBe(SEARCH.idleDelayMs);
    expect(spawnedInputs(last)).toEqual([]);
  });

  it('each keystroke restarts the idle timer', () => {
    const { last } = run([open, typed('pup', 'p'), typed('pupp', 'p')]);
    expect(last.map((a) => a.type)).toEqual(['xstate.cancel', 'xstate.raise']);
  });

  it('the idle timer firing searches the typed query and replaces the URL', () => {
    const first = run([open, typed(' puppy ', 'y')]);
    const timer = scheduled(first.last)?.event;
    expect(timer).toBeDefined();
    const { snapshot, last } = run([open, typed(' puppy ', 'y'), timer as EventObject]);
    expect(stateOf(snapshot)).toBe('{"open":"searching"}');
    expect(spawnedInputs(last)).toEqual([{ requestId: 1, query: 'puppy', filter: 'all', page: 1 }]);
    expect(urlUpdates(last)).toEqual([{ query: 'puppy', filter: 'all', page: 1, history: 'replace' }]);
  });

  it('Enter submits at once and pushes the URL', () => {
    const { snapshot, last } = run([open, typed('puppy', 'y'), typed('puppy', 'Enter')]);
    expect(stateOf(snapshot)).toBe('{"open":"searching"}');
    expect(snapshot.hasTag('loading') && snapshot.hasTag('open')).toBe(true);
    expect(last[0]?.type).toBe('xstate.cancel');
    expect(spawnedInputs(last)).toEqual([{ requestId: 1, query: 'puppy', filter: 'all', page: 1 }]);
    expect(urlUpdates(last)).toEqual([{ query: 'puppy', filter: 'all', page: 1, history: 'push' }]);
  });

  it('Escape does not count as typing: no value change, no timer restart', () => {
    const before = run([open, typed('puppy', 'y')]);
    const { snapshot, last } = run([open, typed('puppy', 'y'), typed('', 'Escape')]);
    expect(last).toEqual([]);
    expect(snapshot.context.input).toBe('puppy');
    expect(snapshot.value).toEqual(before.snapshot.value);
  });

  it('a form submit searches at once', () => {
    const { last } = run([open, typed('salmon'), { type: 'search.submit' }]);
    expect(spawnedInputs(last)).toHaveLength(1);
  });

  it('a blank query sends nothing and clears the results', () => {
    const { snapshot, all } = run([open, typed('puppy', 'Enter'), done('puppy'), typed('   ', 'Backspace'), { type: 'search.submit' }, typed('', 'Enter')]);
    expect(stateOf(snapshot)).toBe('{"open":"idle"}');
    expect(snapshot.context.results).toBeNull();
    expect(spawnedInputs(all).map((i) => i.query)).toEqual(['puppy']);
  });

  it('shows the answer with the request it belongs to', () => {
    const { snapshot } = run([open, typed('puppy', 'Enter'), done('puppy')]);
    expect(stateOf(snapshot)).toBe('{"open":"showingResults"}');
    expect(snapshot.context.results).toEqual({ requestId: 1, query: 'puppy', filter: 'all', page: 1, data: { answered: 'puppy' } });
  });

  it('clear empties the input, clears results and goes to /search', () => {
    const { snapshot, types } = run([open, typed('puppy', 'Enter'), done('puppy'), { type: 'search.clear' }]);
    expect(stateOf(snapshot)).toBe('{"open":"idle"}');
    expect(snapshot.context).toMatchObject({ input: '', results: null, page: 1 });
    expect(types).toContain('navigateToSearch');
  });

  it('a q in the URL triggers a search, restoring filter and page', () => {
    const { snapshot, last } = run([{ type: 'search.urlChanged', q: 'puppy', filter: 'faq', page: '2' }]);
    expect(stateOf(snapshot)).toBe('{"open":"searching"}');
    expect(spawnedInputs(last)).toEqual([{ requestId: 1, query: 'puppy', filter: 'faq', page: 2 }]);
    expect(urlUpdates(last)).toEqual([]);
    expect(last.map((a) => a.type)).toContain('lockScroll');
  });

  it('a URL without q clears the results', () => {
    const { snapshot } = run([open, typed('puppy', 'Enter'), done('puppy'), { type: 'search.urlChanged', q: null, filter: null, page: null }]);
    expect(stateOf(snapshot)).toBe('{"open":"idle"}');
    expect(snapshot.context).toMatchObject({ input: '', results: null });
  });

  it('the URL the machine wrote itself does not search again', () => {
    const { last } = run([open, typed('puppy', 'Enter'), done('puppy'), { type: 'search.urlChanged', q: 'puppy', filter: 'all', page: '1' }]);
    expect(last).toEqual([]);
  });

  it('back/forward restore query, filter and page, and search them', () => {
    const { snapshot, last } = run([
      open,
      typed('puppy', 'Enter'),
      done('puppy'),
      { type: 'search.urlChanged', q: 'salmon', filter: 'blog', page: 3 },
    ]);
    expect(snapshot.context).toMatchObject({ input: 'salmon', filter: 'blog', page: 3 });
    expect(spawnedInputs(last)).toEqual([{ requestId: 2, query: 'salmon', filter: 'blog', page: 3 }]);
  });

  it('ignores unknown filters and bad pages in the URL', () => {
    const { snapshot } = run([{ type: 'search.urlChanged', q: 'puppy', filter: 'drop table', page: '-4' }]);
    expect(snapshot.context).toMatchObject({ filter: null, page: 1 });
  });

  it('changing the filter re-runs the search when there is a query, from page 1', () => {
    const { snapshot, last } = run([open, typed('puppy', 'Enter'), done('puppy'), { type: 'search.page', page: 2 }, done('puppy'), { type: 'search.filter', filter: 'faq' }]);
    expect(snapshot.context).toMatchObject({ filter: 'faq', page: 1 });
    expect(spawnedInputs(last)).toEqual([{ requestId: 3, query: 'puppy', filter: 'faq', page: 1 }]);
    expect(urlUpdates(last)).toEqual([{ query: 'puppy', filter: 'faq', page: 1, history: 'push' }]);
  });

  it('changing the filter without a query only records it', () => {
    const { snapshot, last } = run([open, { type: 'search.filter', filter: 'blog' }]);
    expect(snapshot.context.filter).toBe('blog');
    expect(spawnedInputs(last)).toEqual([]);
  });

  it('only one filter is active: another replaces it, the active one or all clears it', () => {
    const base = [open, { type: 'search.filter', filter: 'faq' }] as const;
    expect(run([...base, { type: 'search.filter', filter: 'blog' }]).snapshot.context.filter).toBe('blog');
    expect(run([...base, { type: 'search.filter', filter: 'faq' }]).snapshot.context.filter).toBeNull();
    expect(run([...base, { type: 'search.filter', filter: 'all' }]).snapshot.context.filter).toBeNull();
  });

  it('a page change searches that page', () => {
    const { last } = run([open, typed('fresh', 'Enter'), done('fresh'), { type: 'search.page', page: 2 }]);
    expect(spawnedInputs(last)).toEqual([{ requestId: 2, query: 'fresh', filter: 'all', page: 2 }]);
    expect(urlUpdates(last)).toEqual([{ query: 'fresh', filter: 'all', page: 2, history: 'push' }]);
  });

  it('refuses page numbers below 1 or fractional', () => {
    for (const page of [0, -1, 1.5, Number.NaN]) {
      expect(run([open, typed('fresh', 'Enter'), done('fresh'), { type: 'search.page', page }]).last).toEqual([]);
    }
  });

  it('a failed search goes to failed with its message; retry asks again', () => {
    const failedRun = run([open, typed('puppy', 'Enter'), failed('network down')]);
    expect(stateOf(failedRun.snapshot)).toBe('{"open":"failed"}');
    expect(failedRun.snapshot.context).toMatchObject({ error: 'network down', results: null });
    expect(failedRun.snapshot.hasTag('error')).toBe(true);
    const retried = run([open, typed('puppy', 'Enter'), failed('network down'), { type: 'search.retry' }]);
    expect(stateOf(retried.snapshot)).toBe('{"open":"searching"}');
    expect(spawnedInputs(retried.last)).toEqual([{ requestId: 2, query: 'puppy', filter: 'all', page: 1 }]);
    expect(retried.snapshot.context.error).toBeNull();
  });

  it('typing the query already shown does not search again after the idle delay', () => {
    const first = run([open, typed('puppy', 'Enter'), done('puppy'), typed('puppy', 'Shift')]);
    const timer = scheduled(first.last)?.event as EventObject;
    const { snapshot, last } = run([open, typed('puppy', 'Enter'), done('puppy'), typed('puppy', 'Shift'), timer]);
    expect(stateOf(snapshot)).toBe('{"open":"showingResults"}');
    expect(spawnedInputs(last)).toEqual([]);
  });

  it('starts open on server-rendered results without a request', () => {
    const { snapshot, all } = run([], { homePath: '/', restored: { query: 'puppy', filter: 'faq', page: 2, results: { answered: 'server' } } });
    expect(stateOf(snapshot)).toBe('{"open":"showingResults"}');
    expect(snapshot.context).toMatchObject({ input: 'puppy', filter: 'faq', page: 2 });
    expect(spawnedInputs(all)).toEqual([]);
    expect(all.map((a) => a.type)).toEqual(['lockScroll']);
  });
});

/** A search actor whose answers the test releases one by one. */
function controlledSearch() {
  const calls: { input: SearchRequestInput; resolve: (r: Results) => void; reject: (e: Error) => void }[] = [];
  const logic = fromPromise<Results, SearchRequestInput>(
    ({ input }) => new Promise<Results>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('search machine (actor with a simulated clock)', () => {
  it('typing searches after 1000 ms of inactivity, not before', async () => {
    const clock = new SimulatedClock();
    const search = controlledSearch();
    const actor = createActor(machine.provide({ actors: { search: search.logic } }), { clock, input: { homePath: '/' } }).start();
    actor.send(open);
    actor.send(typed('p', 'p'));
    clock.increment(600);
    actor.send(typed('pu', 'u'));
    clock.increment(SEARCH.idleDelayMs - 1);
    expect(search.calls).toHaveLength(0);
    clock.increment(1);
    expect(search.calls.map((c) => c.input.query)).toEqual(['pu']);
    search.calls[0]?.resolve({ answered: 'pu' });
    await waitFor(actor, (s) => s.matches({ open: 'showingResults' }));
    expect(actor.getSnapshot().context.results?.data).toEqual({ answered: 'pu' });
    actor.stop();
  });

  it('Escape and Enter never restart the idle timer', () => {
    const clock = new SimulatedClock();
    const search = controlledSearch();
    const actor = createActor(machine.provide({ actors: { search: search.logic } }), { clock, input: { homePath: '/' } }).start();
    actor.send(open);
    actor.send(typed('salmon', 'n'));
    clock.increment(900);
    actor.send(typed('salmon', 'Escape'));
    clock.increment(100);
    expect(search.calls.map((c) => c.input.query)).toEqual(['salmon']);
    actor.stop();
  });

  it('a stale response never overwrites a newer query’s results', async () => {
    const clock = new SimulatedClock();
    const search = controlledSearch();
    const actor = createActor(machine.provide({ actors: { search: search.logic } }), { clock, input: { homePath: '/' } }).start();
    actor.send(open);
    actor.send(typed('puppy', 'Enter'));
    actor.send(typed('kitten', 'Enter'));
    expect(search.calls.map((c) => [c.input.requestId, c.input.query])).toEqual([
      [1, 'puppy'],
      [2, 'kitten'],
    ]);
    search.calls[1]?.resolve({ answered: 'kitten' });
    await waitFor(actor, (s) => s.matches({ open: 'showingResults' }));
    search.calls[0]?.resolve({ answered: 'puppy' });
    await flush();
    expect(actor.getSnapshot().context.results).toMatchObject({ requestId: 2, query: 'kitten', data: { answered: 'kitten' } });
    actor.stop();
  });

  it('locks scroll while open and unlocks on close, through the injected actions', () => {
    const log: string[] = [];
    const actor = createActor(
      machine.provide({
        actions: {
          lockScroll: () => log.push('lock'),
          unlockScroll: () => log.push('unlock'),
          navigateToSearch: () => log.push('to /search'),
          navigateBack: (_, params) => log.push(`back to ${params.path}`),
        },
      }),
      { input: { homePath: '/' } },
    ).start();
    actor.send(open);
    actor.send({ type: 'search.close' });
    expect(log).toEqual(['to /search', 'lock', 'unlock', 'back to /blog/puppy-first-week']);
    actor.stop();
  });

  it('reports a search that was never provided as a failure, not a crash', async () => {
    const actor = createActor(machine, { input: { homePath: '/' } }).start();
    actor.send(open);
    actor.send(typed('puppy', 'Enter'));
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.error).toMatch(/provide the search actor/);
    actor.stop();
  });
});
