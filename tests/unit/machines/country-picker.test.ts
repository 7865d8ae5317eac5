import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  countryPickerMachine,
  isCountryPickerOpen,
  resolveLocaleSwitch,
  siteRoutePageExists,
  switchLocalePath,
  type CountryPickerEvent,
  type CountryPickerInput,
  type CountryPickerSnapshot,
  type PageExists,
} from '@/machines/country-picker';

/** The distinct state values a set of graph paths ends in, sorted. */
const reachedStates = (paths: readonly { state: { value: unknown } }[]) =>
  [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].map((v) => JSON.parse(v) as unknown).sort();

function run(
  input: CountryPickerInput,
  events: readonly CountryPickerEvent[],
): { snapshot: CountryPickerSnapshot; effects: { type: string; params: unknown }[] } {
  let [snapshot] = initialTransition(countryPickerMachine, input);
  const effects: { type: string; params: unknown }[] = [];
  for (const event of events) {
    const [next, actions] = transition(countryPickerMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => ({ type: a.type, params: a.params })));
  }
  return { snapshot, effects };
}

const always: PageExists = () => true;
const never: PageExists = () => false;

describe('country picker', () => {
  it('starts closed', () => {
    expect(run({ currentPath: '/' }, []).snapshot.value).toBe('closed');
  });

  it('opens on click and closes on a second click', () => {
    expect(isCountryPickerOpen(run({ currentPath: '/' }, [{ type: 'picker.toggle' }]).snapshot)).toBe(true);
    expect(run({ currentPath: '/' }, [{ type: 'picker.toggle' }, { type: 'picker.toggle' }]).snapshot.value).toBe('closed');
  });

  it('closes on an outside press without moving focus', () => {
    const { snapshot, effects } = run({ currentPath: '/' }, [{ type: 'picker.toggle' }, { type: 'outside.press' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([]);
  });

  it('closes on Escape and returns focus to the picker button', () => {
    const { snapshot, effects } = run({ currentPath: '/' }, [{ type: 'picker.toggle' }, { type: 'escape.press' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects.map((e) => e.type)).toEqual(['focusTrigger']);
  });

  it('choosing a locale keeps the current page in that locale where it exists', () => {
    const { snapshot, effects } = run({ currentPath: '/en-ca/contact', pageExists: always }, [
      { type: 'picker.toggle' },
      { type: 'locale.choose', locale: 'en-gb' },
    ]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([{ type: 'navigate', params: { path: '/en-gb/contact' } }]);
  });

  it('choosing a locale where the page does not exist goes to that locale home', () => {
    const { effects } = run({ currentPath: '/en-gb/gb-only-offer', pageExists: never }, [
      { type: 'picker.toggle' },
      { type: 'locale.choose', locale: 'en-us' },
    ]);
    expect(effects).toEqual([{ type: 'navigate', params: { path: '/' } }]);
  });

  it('choosing the current locale just closes', () => {
    const { snapshot, effects } = run({ currentPath: '/en-ca/contact' }, [
      { type: 'picker.toggle' },
      { type: 'locale.choose', locale: 'en-ca' },
    ]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([]);
  });

  it('a route change updates the path the switch starts from and closes the picker', () => {
    const { snapshot, effects } = run({ currentPath: '/' }, [
      { type: 'picker.toggle' },
      { type: 'path.change', path: '/where-to-buy' },
      { type: 'picker.toggle' },
      { type: 'locale.choose', locale: 'en-ca' },
    ]);
    expect(snapshot.context.currentPath).toBe('/where-to-buy');
    expect(effects).toEqual([{ type: 'navigate', params: { path: '/en-ca/where-to-buy' } }]);
  });

  it('choosing a locale while closed does nothing', () => {
    expect(run({ currentPath: '/' }, [{ type: 'locale.choose', locale: 'en-gb' }]).effects).toEqual([]);
  });

  it('the provided navigate action receives the target path on a live actor', () => {
    const visited: string[] = [];
    const actor = createActor(countryPickerMachine.provide({ actions: { navigate: (_, params) => visited.push(params.path) } }), {
      input: { currentPath: '/terms' },
    }).start();
    actor.send({ type: 'picker.toggle' });
    actor.send({ type: 'locale.choose', locale: 'en-gb' });
    expect(visited).toEqual(['/en-gb/terms']);
    actor.stop();
  });

  /** A live picker on `currentPath` whose site answers `available` (or fails) for every path asked. */
  function livePicker(currentPath: string, available: boolean | Error) {
    const visited: string[] = [];
    const asked: string[] = [];
    const actor = createActor(
      countryPickerMachine.provide({
        actions: { navigate: (_, params) => visited.push(params.path) },
        actors: {
          pageAvailable: fromPromise<boolean, { path: string }>(({ input }) => {
            asked.push(input.path);
            return available instanceof Error ? Promise.reject(available) : Promise.resolve(available);
          }),
        },
      }),
      { input: { currentPath } },
    ).start();
    return { actor, visited, asked };
  }

  it('changing country on a CMS page keeps the page when the site serves it in the new locale (/dog-food stays /dog-food)', async () => {
    const { actor, visited, asked } = livePicker('/dog-food', true);
    actor.send({ type: 'picker.toggle' });
    actor.send({ type: 'locale.choose', locale: 'en-gb' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(asked).toEqual(['/en-gb/dog-food']);
    expect(visited).toEqual(['/en-gb/dog-food']);
    actor.stop();
  });

  it('changing country on a page the new locale lacks, or when the site cannot be asked, goes to its home', async () => {
    for (const answer of [false, new Error('offline')]) {
      const { actor, visited } = livePicker('/en-gb/webinars?ref=nav', answer);
      actor.send({ type: 'picker.toggle' });
      actor.send({ type: 'locale.choose', locale: 'en-ca' });
      await waitFor(actor, (s) => s.matches('closed'));
      expect(visited).toEqual(['/en-ca']);
      actor.stop();
    }
  });

  it('a route change while the site is being asked abandons the switch', async () => {
    let answer: (value: boolean) => void = () => {};
    const visited: string[] = [];
    const actor = createActor(
      countryPickerMachine.provide({
        actions: { navigate: (_, params) => visited.push(params.path) },
        actors: { pageAvailable: fromPromise<boolean, { path: string }>(() => new Promise<boolean>((resolve) => (answer = resolve))) },
      }),
      { input: { currentPath: '/dog-food' } },
    ).start();
    actor.send({ type: 'picker.toggle' });
    actor.send({ type: 'locale.choose', locale: 'en-ca' });
    actor.send({ type: 'path.change', path: '/cat-food' });
    answer(true);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(visited).toEqual([]);
    actor.stop();
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(countryPickerMachine, {
      input: { currentPath: '/contact' },
      events: [{ type: 'picker.toggle' }, { type: 'outside.press' }, { type: 'locale.choose', locale: 'en-gb' }],
    });
    expect(reachedStates(paths)).toEqual(['closed', 'open']);
    const fromCmsPage = getShortestPaths(countryPickerMachine, {
      input: { currentPath: '/dog-food' },
      events: [{ type: 'picker.toggle' }, { type: 'locale.choose', locale: 'en-gb' }, { type: 'path.change', path: '/' }],
    });
    expect(reachedStates(fromCmsPage)).toEqual(['checking', 'closed', 'open']);
  });

  it('the current locale is read from the path even when it carries a query or hash', () => {
    const { effects } = run({ currentPath: '/en-gb?ref=nav' }, [{ type: 'picker.toggle' }, { type: 'locale.choose', locale: 'en-gb' }]);
    expect(effects).toEqual([]);
  });
});

describe('switchLocalePath', () => {
  it('keeps the path in the new locale where the page exists', () => {
    expect(switchLocalePath('/contact', 'en-gb', always)).toBe('/en-gb/contact');
    expect(switchLocalePath('/en-gb/contact', 'en-us', always)).toBe('/contact');
    expect(switchLocalePath('/en-gb/contact', 'en-ca', always)).toBe('/en-ca/contact');
  });

  it('falls back to the new locale home when the page does not exist there', () => {
    expect(switchLocalePath('/en-gb/offer', 'en-ca', never)).toBe('/en-ca');
    expect(switchLocalePath('/offer', 'en-gb', never)).toBe('/en-gb');
    expect(switchLocalePath('/en-ca/offer', 'en-us', never)).toBe('/');
  });

  it('asks about the path inside the target locale, without any prefix', () => {
    const asked: [string, string][] = [];
    switchLocalePath('/en-ca/blog/puppies/', 'en-gb', (path, locale) => {
      asked.push([path, locale]);
      return true;
    });
    expect(asked).toEqual([['/blog/puppies', 'en-gb']]);
  });

  it('home maps to home without asking', () => {
    expect(switchLocalePath('/', 'en-ca', never)).toBe('/en-ca');
    expect(switchLocalePath('/en-ca', 'en-us', never)).toBe('/');
    expect(switchLocalePath('/en-gb/', 'en-ca', never)).toBe('/en-ca');
  });

  it('the query and hash travel with a kept page and are dropped with a fallback', () => {
    expect(switchLocalePath('/search?q=puppy#results', 'en-gb', always)).toBe('/en-gb/search?q=puppy#results');
    expect(switchLocalePath('/en-gb/offer?x=1', 'en-ca', never)).toBe('/en-ca');
  });

  it('an explicit /en-us prefix is understood as the default locale', () => {
    expect(switchLocalePath('/en-us/contact', 'en-gb', always)).toBe('/en-gb/contact');
  });

  it('anything but a plain same-site path falls back to home (never an open redirect)', () => {
    for (const hostile of ['//evil.example/contact', 'https://evil.example/', '/\\evil.example', 'contact', '']) {
      const target = switchLocalePath(hostile, 'en-gb', always);
      expect(target).toBe('/en-gb');
    }
  });

  it('by default the site routes exist in every locale, any other page is for the site to answer, and a plain link does not promise it', () => {
    expect(siteRoutePageExists('/where-to-buy', 'en-ca')).toBe(true);
    expect(siteRoutePageExists('/some-cms-page', 'en-ca')).toBe('unknown');
    expect(switchLocalePath('/en-gb/some-cms-page', 'en-ca', siteRoutePageExists)).toBe('/en-ca');
    expect(resolveLocaleSwitch('/en-gb/dog-food?size=large', 'en-ca', siteRoutePageExists)).toEqual({
      kind: 'ask',
      path: '/en-ca/dog-food?size=large',
      fallback: '/en-ca',
    });
  });
});
