import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/config/constants';
import { createSearchMachine, type SearchEvent, type SearchRequestInput } from '@/machines/search';

/** The fake search answers with the request it was given, so a test can tell whose results are shown. */
type Answer = { readonly requestId: number; readonly query: string };

type Command =
  | { kind: 'event'; event: SearchEvent }
  | { kind: 'tick'; ms: number }
  /** A typing burst followed by the idle delay: the common way results appear. */
  | { kind: 'typeThenIdle'; value: string }
  | { kind: 'resolve'; pick: number }
  | { kind: 'reject'; pick: number };

const values = ['', ' ', 'p', 'pu', 'puppy', ' puppy ', 'kitten', 'salmon pate'];
// Weighted toward what reaches results (typing, submitting, answers, time passing); closing resets everything.
const eventArb: fc.Arbitrary<SearchEvent> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('search.open' as const),
      currentPath: fc.constantFrom('/', '/blog/x', '/en-gb/contact'),
      fromMobileMenu: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'search.close' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'search.left' as const }) },
  {
    weight: 10,
    arbitrary: fc.record(
      {
        type: fc.constant('search.type' as const),
        value: fc.constantFrom(...values),
        key: fc.constantFrom('a', 'a', 'Enter', 'Escape', 'Backspace', 'Shift'),
      },
      { requiredKeys: ['type', 'value'] },
    ),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'search.submit' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'search.clear' as const }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('search.filter' as const), filter: fc.constantFrom(...SEARCH.filters) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('search.page' as const), page: fc.constantFrom(-1, 0, 1, 2, 3, 1.5) }) },
  { weight: 2, arbitrary: fc.constant({ type: 'search.retry' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('search.urlChanged' as const),
      q: fc.constantFrom(null, ...values),
      filter: fc.constantFrom(null, 'faq', 'blog', 'all', 'products', 'pages', 'bogus'),
      page: fc.constantFrom(null, '1', '2', '-3', 'x', 4),
    }),
  },
);

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: eventArb.map((event) => ({ kind: 'event' as const, event })) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: SEARCH.idleDelayMs - 1, max: SEARCH.idleDelayMs + 500 }))
      .map((ms) => ({ kind: 'tick' as const, ms })),
  },
  { weight: 3, arbitrary: fc.constantFrom(...values).map((value) => ({ kind: 'typeThenIdle' as const, value })) },
  { weight: 4, arbitrary: fc.nat(3).map((pick) => ({ kind: 'resolve' as const, pick })) },
  { weight: 1, arbitrary: fc.nat(3).map((pick) => ({ kind: 'reject' as const, pick })) },
);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a command sequence against a live actor, checking `check` after every step. */
async function runScenario(
  commands: readonly Command[],
  check: (ctx: {
    snapshot: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>;
    before: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>;
    command: Command;
    requests: readonly SearchRequestInput[];
    locks: number;
  }) => void,
): Promise<void> {
  const run = start();
  try {
    for (const command of commands) {
      const before = run.actor.getSnapshot();
      if (command.kind === 'event') run.actor.send(command.event);
      else if (command.kind === 'tick') run.clock.increment(command.ms);
      else if (command.kind === 'typeThenIdle') {
        run.actor.send({ type: 'search.type', value: command.value, key: 'a' });
        run.clock.increment(SEARCH.idleDelayMs);
      } else {
        // pick 0 is the newest request still unanswered; higher picks reach older (stale) ones.
        const open = run.calls.filter((c) => !c.settled).reverse();
        const call = open[command.pick % Math.max(1, open.length)];
        if (call !== undefined) {
          call.settled = true;
          if (command.kind === 'resolve') call.resolve({ requestId: call.input.requestId, query: call.input.query });
          else call.reject(new Error(`failed ${call.input.requestId}`));
        }
      }
      await flush();
      // A guard or action that throws would stop the actor; that must fail the property, not hide it.
      expect(run.actor.getSnapshot().status).toBe('active');
      check({ snapshot: run.actor.getSnapshot(), before, command, requests: run.calls.map((c) => c.input), locks: run.locks() });
    }
  } finally {
    run.actor.stop();
  }
}

function start() {
  const machine = createSearchMachine<Answer>();
  const clock = new SimulatedClock();
  const calls: { input: SearchRequestInput; resolve: (a: Answer) => void; reject: (e: Error) => void; settled: boolean }[] = [];
  let locked = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        search: fromPromise<Answer, SearchRequestInput>(
          ({ input }) => new Promise<Answer>((resolve, reject) => calls.push({ input, resolve, reject, settled: false })),
        ),
      },
      actions: {
        lockScroll: () => {
          locked += 1;
        },
        unlockScroll: () => {
          locked -= 1;
        },
      },
    }),
    { clock, input: { homePath: '/' } },
  ).start();
  return { actor, clock, calls, locks: () => locked };
}

const openFirst: Command = { kind: 'event', event: { type: 'search.open', currentPath: '/' } };
/** Sequences start with the panel open (most of the behaviour lives there); they may close it later. */
const commandsArb = fc.array(commandArb, { minLength: 1, maxLength: 40 }).map((commands) => [openFirst, ...commands]);

describe('search machine properties', () => {
  it('at most one filter is active, and choosing the active one or all clears it', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        await runScenario(commands, ({ snapshot, before, command }) => {
          const active = SEARCH.filters.filter((f) => f !== 'all' && snapshot.context.filter === f);
          expect(active.length).toBeLessThanOrEqual(1);
          expect(snapshot.context.filter).not.toBe('all');
          if (command.kind === 'event' && command.event.type === 'search.filter' && before.matches('open')) {
            const chosen = command.event.filter;
            const expected = chosen === 'all' || chosen === before.context.filter ? null : chosen;
            expect(snapshot.context.filter).toBe(expected);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('no request is ever sent for an empty query', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        await runScenario(commands, ({ requests }) => {
          for (const request of requests) {
            expect(request.query.trim()).not.toBe('');
            expect(request.query).toBe(request.query.trim());
            expect(request.page).toBeGreaterThanOrEqual(1);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('the shown results belong to the latest query', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        let lastShown = 0;
        await runScenario(commands, ({ snapshot }) => {
          const { results, requestId, input, filter, page } = snapshot.context;
          if (results !== null) {
            // The data is the answer to the request recorded with it...
            expect(results.data).toEqual({ requestId: results.requestId, query: results.query });
            // ...and no older answer ever replaces a newer one.
            expect(results.requestId).toBeGreaterThanOrEqual(lastShown);
            lastShown = results.requestId;
          }
          if (snapshot.matches({ open: 'showingResults' }) && requestId > 0) {
            // Settled on results: they answer exactly what the panel shows (query, filter, page). They may
            // come from an earlier request when a later one for other text was abandoned before the
            // user typed this text again (nothing new to ask), so the id is at most the latest one.
            expect(results).toMatchObject({ query: input.trim(), filter: filter ?? 'all', page });
            expect(results?.requestId).toBeLessThanOrEqual(requestId);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('body scroll is locked exactly while the panel is open', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        await runScenario(commands, ({ snapshot, locks }) => {
          expect(locks).toBe(snapshot.matches('open') ? 1 : 0);
        });
      }),
      { numRuns: 100 },
    );
  });
});
