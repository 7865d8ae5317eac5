import { describe, expect, it } from 'vitest';

import { compileAction, compileExpression, compilePageCode } from '@/page-runtime/expressions/compile';
import type { Program } from '@/page-runtime/expressions/program';
import { evaluate, ExpressionError, MAX_STEPS, runAction, runPageCode, withPageFunctions, type Scope } from '@/page-runtime/expressions/interpret';

const SERVER = { isServer: true, isBrowser: false, isEditing: false, isPreviewing: false };
const BROWSER = { isServer: false, isBrowser: true, isEditing: false, isPreviewing: false };

function compiled(code: string, compile = compilePageCode): Program {
  const result = compile(code);
  if (!result.ok) throw new Error(result.reason);
  return result.program;
}

const pageScope = (state: Record<string, unknown>, side = SERVER) => ({ state, context: {}, Builder: side, builder: side, content: {} });

/** Page code's resulting state and functions, run with server semantics unless told otherwise. */
const run = (code: string, state: Record<string, unknown> = {}, side = SERVER) => runPageCode(compiled(code), pageScope(state, side));

function refusal(code: string): string {
  const result = compilePageCode(code);
  if (!result.ok) return result.reason;
  try {
    runPageCode(result.program, pageScope({}));
  } catch (error) {
    if (error instanceof ExpressionError) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('page code (data.jsCode) runs through the interpreter', () => {
  it('assignments to state set the initial state, and the caller\'s state is never changed', () => {
    const before = { name: 'placeholder' };
    const { state } = run("state.name = 'initial Name'; state.list = ['kibble', 'pate']; state.count = state.count || 0", before);
    expect(state).toEqual({ name: 'initial Name', list: ['kibble', 'pate'], count: 0 });
    expect(before).toEqual({ name: 'placeholder' });
  });

  it('Object.assign(state, …) sets several values at once, as Builder\'s editor writes it', () => {
    const { state } = run("Object.assign(state, { tableData: [{ id: 1, recipe: 'Turkey' }], open: true })", { open: false });
    expect(state).toEqual({ tableData: [{ id: 1, recipe: 'Turkey' }], open: true });
  });

  it('Builder.isServer and Builder.isBrowser pick the branch of the side the code runs on', () => {
    const code = "state.side = 'none'; if (Builder.isServer) { state.side = 'server' } else if (Builder.isBrowser) { state.side = 'browser' } state.editing = builder.isEditing";
    expect(run(code).state).toEqual({ side: 'server', editing: false });
    expect(run(code, {}, BROWSER).state).toEqual({ side: 'browser', editing: false });
  });

  it('function declarations are hoisted: code calls one before the line that declares it', () => {
    expect(run("state.total = double(21); function double(n) { return n * 2 }").state).toEqual({ total: 42 });
  });

  it('a var in a function is its own, even when the code around it has one of the same name', () => {
    const code = 'var n = 1; function f() { var n = 5; return n } state.inner = f(); state.outer = n';
    expect(run(code).state).toEqual({ inner: 5, outer: 1 });
  });

  it('a var declared inside an if is visible after it, as in JavaScript', () => {
    expect(run("if (Builder.isServer) { var where = 'server' } state.where = where").state).toEqual({ where: 'server' });
  });

  it('for, while and do … while loops run, with break and continue', () => {
    const code = [
      'var sum = 0; for (var i = 0; i < 10; i++) { if (i % 2) continue; if (i > 6) break; sum += i }',
      'var n = 0; while (n < 3) { n++ }',
      'var m = 0; do { m += 10 } while (m < 5)',
      'state.sum = sum; state.n = n; state.m = m; state.i = i',
    ].join('\n');
    expect(run(code).state).toEqual({ sum: 12, n: 3, m: 10, i: 8 });
  });

  it('a loop that never ends is stopped by the step budget, every iteration costing steps', () => {
    expect(refusal('while (true) {}')).toBe(`refused: more than ${MAX_STEPS} steps`);
    expect(refusal('for (;;) {}')).toBe(`refused: more than ${MAX_STEPS} steps`);
  });

  it('loops and function declarations stay refused in bindings and actions', () => {
    expect(compileExpression('for (;;) {}')).toEqual({ ok: false, reason: 'refused: a loop (for)' });
    expect(compileAction('function f() {}')).toEqual({ ok: false, reason: 'refused: a function' });
  });

  it.each([
    ["document.title = 'ran'", 'refused: access to "document"'],
    ['state.x = new Date()', 'refused: new'],
    ['for (var k in state) {}', 'refused: a loop (for … in)'],
    ['outer: for (;;) { break outer }', 'refused: a label'],
    ['try { state.x = 1 } catch (e) {}', 'refused: try'],
    ['var that = this', 'refused: this'],
    ["fetch('/api')", 'refused: access to "fetch"'],
    ['state.helpers = { twice: function (n) { return n * 2 } }', 'refused: a function used as a value in an object'],
  ])('%s is refused with its reason', (code, reason) => {
    expect(refusal(code)).toBe(reason);
  });
});

describe('functions page code puts on state or context', () => {
  const code = [
    'state.count = 0;',
    'function label(n) { return n === 1 ? "1 scoop" : n + " scoops" }',
    'state.increment = function () { state.count++ };',
    'state.label = function () { return label(state.count) };',
    'context.reset = function () { state.count = 0 };',
  ].join('\n');

  it('live beside the state, not in it: the state stays plain data', () => {
    const { state, functions } = run(code);
    expect(state).toEqual({ count: 0 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(functions.size).toBe(3);
  });

  it('an action calls one by state.name, by its bare name or on context, and it changes the action\'s state', () => {
    const { state, functions } = run(code);
    const scope = (current: Record<string, unknown>): Scope & { state: Record<string, unknown> } =>
      withPageFunctions({ state: current, context: {}, builder: BROWSER }, functions);
    const once = runAction(compiled('state.increment()', compileAction), scope(state));
    expect(once).toEqual({ count: 1 });
    const twice = runAction(compiled('increment()', compileAction), scope(once));
    expect(twice).toEqual({ count: 2 });
    expect(runAction(compiled('context.reset()', compileAction), scope(twice))).toEqual({ count: 0 });
    expect(once).toEqual({ count: 1 });
  });

  it('a binding calls one to compute what it shows, without changing state', () => {
    const { state, functions } = run(code);
    const scope = withPageFunctions({ state: { ...state, count: 1 }, context: {} }, functions);
    expect(evaluate(compiled('state.label()', compileExpression), scope)).toBe('1 scoop');
    expect(evaluate(compiled("typeof state.increment === 'function'", compileExpression), scope)).toBe(true);
    expect(() => evaluate(compiled('state.increment()', compileExpression), scope)).toThrow('refused: assignment to state outside an action');
  });

  it('without page code\'s functions, a call to one fails as the SDK\'s would (not a function)', () => {
    expect(() => runAction(compiled('state.increment()', compileAction), { state: { count: 0 } })).toThrow('TypeError: increment is not a function');
  });

  it('a function stored on state is never a value a binding can show or copy into data', () => {
    const { state, functions } = run(code);
    const scope = withPageFunctions({ state, context: {} }, functions);
    expect(() => evaluate(compiled('state.increment', compileExpression), scope)).toThrow('refused: a function used as a value in the result');
    expect(() => evaluate(compiled('[state.increment]', compileExpression), scope)).toThrow('refused: a function used as a value in an array');
  });
});
