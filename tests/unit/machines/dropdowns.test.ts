import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { dropdownsMachine, isDropdownOpen, type DropdownsEvent, type DropdownsSnapshot } from '@/machines/dropdowns';

/** The distinct state values a set of graph paths ends in, sorted. */
const reachedStates = (paths: readonly { state: { value: unknown } }[]) =>
  [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].map((v) => JSON.parse(v) as unknown).sort();

function run(events: readonly DropdownsEvent[]): { snapshot: DropdownsSnapshot; effects: { type: string; params: unknown }[] } {
  let [snapshot] = initialTransition(dropdownsMachine);
  const effects: { type: string; params: unknown }[] = [];
  for (const event of events) {
    const [next, actions] = transition(dropdownsMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => ({ type: a.type, params: a.params })));
  }
  return { snapshot, effects };
}

const toggle = (id: string): DropdownsEvent => ({ type: 'dropdown.toggle', id });

describe('desktop navigation dropdowns', () => {
  it('start with every dropdown closed', () => {
    const { snapshot } = run([]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.openId).toBeNull();
  });

  it('clicking a dropdown opens it', () => {
    const { snapshot } = run([toggle('nav-dogs')]);
    expect(isDropdownOpen(snapshot, 'nav-dogs')).toBe(true);
  });

  it('clicking the open dropdown closes it', () => {
    const { snapshot } = run([toggle('nav-dogs'), toggle('nav-dogs')]);
    expect(snapshot.value).toBe('closed');
    expect(isDropdownOpen(snapshot, 'nav-dogs')).toBe(false);
  });

  it('clicking another dropdown opens that one and closes the first', () => {
    const { snapshot } = run([toggle('nav-dogs'), toggle('nav-cats')]);
    expect(isDropdownOpen(snapshot, 'nav-cats')).toBe(true);
    expect(isDropdownOpen(snapshot, 'nav-dogs')).toBe(false);
  });

  it('Escape closes the open dropdown and returns focus to its trigger', () => {
    const { snapshot, effects } = run([toggle('nav-dogs'), toggle('nav-brands'), { type: 'escape.press' }]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.openId).toBeNull();
    expect(effects).toEqual([{ type: 'focusTrigger', params: { triggerId: 'nav-brands' } }]);
  });

  it('Escape with nothing open does nothing (focus stays where the visitor put it)', () => {
    expect(run([{ type: 'escape.press' }]).effects).toEqual([]);
  });

  it('an outside press closes without moving focus', () => {
    const { snapshot, effects } = run([toggle('nav-dogs'), { type: 'outside.press' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([]);
  });

  it('a programmatic close (link followed, route change) closes without moving focus', () => {
    const { snapshot, effects } = run([toggle('nav-dogs'), { type: 'dropdown.close' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([]);
  });

  it('the provided focus action receives the trigger id on a live actor', () => {
    const focused: string[] = [];
    const actor = createActor(
      dropdownsMachine.provide({ actions: { focusTrigger: (_, params) => focused.push(params.triggerId) } }),
    ).start();
    actor.send(toggle('nav-cats'));
    actor.send({ type: 'escape.press' });
    expect(focused).toEqual(['nav-cats']);
    actor.stop();
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(dropdownsMachine, {
      events: [toggle('a'), toggle('b'), { type: 'escape.press' }, { type: 'outside.press' }, { type: 'dropdown.close' }],
    });
    expect(reachedStates(paths)).toEqual(['closed', 'open']);
  });
});
