import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compileAction, compileExpression } from '@/page-runtime/expressions/compile';
import { evaluate, ExpressionError, runAction } from '@/page-runtime/expressions/interpret';

/**
 * Generated code of the supported subset, run by the interpreter and by JavaScript itself (the
 * oracle: `new Function`, in Node only, never in the browser). Same value or both fail; actions give
 * the same next state as JavaScript mutating a structured clone; the input is never changed.
 */

const RUNS = 1_000;

type State = {
  n: number;
  m: number;
  s: string;
  t: string;
  b: boolean;
  arr: number[];
  strs: string[];
  o: { x: number; y: string; nested: { z: number } };
  nul: null;
};

const stateArb: fc.Arbitrary<State> = fc.record({
  n: fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double()),
  m: fc.integer(),
  s: fc.string({ maxLength: 8 }),
  t: fc.constantFrom('', 'abc', ' Hello ', '42', '3.5', 'a-b', '$&'),
  b: fc.boolean(),
  arr: fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 6 }),
  strs: fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 }),
  o: fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.string({ maxLength: 5 }), nested: fc.record({ z: fc.integer({ min: -5, max: 5 }) }) }),
  nul: fc.constant(null),
});

const numberLiteral = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -1e6, max: 1e6 }), fc.constantFrom(0.5, -0, 1e21)).map((value) =>
  Object.is(value, -0) ? '(-0)' : `(${String(value)})`,
);
const stringLiteral = fc.string({ maxLength: 6 }).map((value) => JSON.stringify(value));
const small = fc.integer({ min: -3, max: 8 });

type Grammar = { num: string; str: string; bool: string; arr: string; obj: string; any: string };

const grammar = fc.letrec<Grammar>((tie) => ({
  num: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(numberLiteral, fc.constantFrom('state.n', 'state.m', 'state.o.x', 'state.o.nested.z', 'state.arr.length', 'NaN', 'Infinity')),
    fc.tuple(tie('num'), fc.constantFrom('+', '-', '*', '/', '%', '**', '&', '|', '>>'), tie('num')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    tie('num').map((a) => `(-(${a}))`),
    tie('str').map((s) => `${s}.length`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.indexOf(${n})`),
    tie('arr').map((a) => `${a}.reduce((acc, v) => acc + v, 0)`),
    fc.tuple(tie('bool'), tie('num'), tie('num')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
    fc.tuple(tie('num'), tie('num')).map(([a, b]) => `Math.max(${a}, ${b})`),
    tie('num').map((a) => `Math.floor(${a})`),
    tie('str').map((s) => `parseInt(${s}, 10)`),
    tie('str').map((s) => `Number(${s})`),
    fc.tuple(tie('arr'), small).map(([a, i]) => `(${a}[${i}] ?? 0)`),
    tie('arr').map((a) => `${a}.findIndex(v => v > 0)`),
  ),
  str: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(stringLiteral, fc.constantFrom('state.s', 'state.t', 'state.o.y', "''")),
    fc.tuple(tie('str'), tie('str')).map(([a, b]) => `(${a} + ${b})`),
    fc.tuple(tie('str'), tie('num')).map(([a, b]) => `(${a} + ${b})`),
    fc.tuple(tie('str'), tie('any')).map(([a, b]) => `\`<\${${a}}|\${${b}}>\``),
    tie('str').map((s) => `${s}.toUpperCase()`),
    tie('str').map((s) => `${s}.toLowerCase()`),
    tie('str').map((s) => `${s}.trim()`),
    fc.tuple(tie('str'), small, small).map(([s, a, b]) => `${s}.slice(${a}, ${b})`),
    fc.tuple(tie('str'), small, small).map(([s, a, b]) => `${s}.substring(${a}, ${b})`),
    fc.tuple(tie('str'), tie('str'), tie('str')).map(([s, a, b]) => `${s}.replace(${a}, ${b})`),
    fc.tuple(tie('num'), fc.integer({ min: 0, max: 5 })).map(([n, d]) => `${n}.toFixed(${d})`),
    fc.tuple(tie('arr'), tie('str')).map(([a, s]) => `${a}.join(${s})`),
    tie('any').map((a) => `String(${a})`),
    tie('any').map((a) => `JSON.stringify(${a})`),
    fc.tuple(tie('bool'), tie('str'), tie('str')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
    tie('str').map((s) => `(state.strs.find(x => x.startsWith(${s})) ?? '')`),
    tie('str').map((s) => `${s}.split('').join('-')`),
    tie('str').map((s) => `${s}.charAt(1)`),
  ),
  bool: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('state.b', 'true', 'false'),
    fc.tuple(tie('num'), fc.constantFrom('<', '<=', '>', '>=', '===', '!==', '==', '!='), tie('num')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie('str'), fc.constantFrom('==', '===', '<'), tie('any')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    tie('any').map((a) => `!${a}`),
    fc.tuple(tie('bool'), fc.constantFrom('&&', '||', '??'), tie('any')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie('str'), tie('str')).map(([a, b]) => `${a}.includes(${b})`),
    fc.tuple(tie('str'), tie('str')).map(([a, b]) => `${a}.endsWith(${b})`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.some(v => v > ${n})`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.every(v => v !== ${n})`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.includes(${n})`),
    tie('any').map((a) => `Array.isArray(${a})`),
    tie('any').map((a) => `(typeof ${a} === 'number')`),
  ),
  arr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('state.arr', '[]'),
    fc.tuple(tie('num'), tie('num')).map(([a, b]) => `[${a}, ${b}]`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.map((v, i) => v * ${n} + i)`),
    tie('arr').map((a) => `${a}.filter(v => v % 2 === 0)`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `${a}.filter(function (v) { if (v > ${n}) { return true } return false })`),
    fc.tuple(tie('arr'), small).map(([a, i]) => `${a}.slice(${i})`),
    fc.tuple(tie('arr'), tie('num')).map(([a, n]) => `[...${a}, ${n}]`),
    fc.tuple(tie('arr'), tie('arr')).map(([a, b]) => `${a}.concat(${b})`),
    tie('str').map((s) => `${s}.split('').map(c => c.length)`),
  ),
  obj: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('state.o', 'state.o.nested', '(state.o?.nested?.z)', '(state.nul?.x)', '(state.nul?.x.y.z)', '(state.o?.["y"])'),
    fc.tuple(tie('num'), tie('str')).map(([a, b]) => `({ a: ${a}, b: ${b} })`),
    tie('num').map((n) => `({ ...state.o, x: ${n} })`),
    fc.tuple(tie('str'), tie('any')).map(([k, v]) => `({ [${k}.trim() || 'k']: ${v} })`),
    tie('any').map((a) => `[${a}]`),
  ),
  any: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('state.nul', 'undefined', 'null', 'state'),
    tie('num'),
    tie('str'),
    tie('bool'),
    tie('arr'),
    tie('obj'),
  ),
}));

type Outcome = { readonly threw: true } | { readonly threw: false; readonly value: unknown };

/**
 * The interpreter's budget (MAX_STEPS, MAX_STRING_LENGTH) refuses some code JavaScript finishes, such
 * as mapping over every character of a stringified state a hundred thousand times: a limit by design,
 * so content cannot hang a page, not a difference from JavaScript. Such cases are skipped.
 */
const BUDGET_REFUSAL = /^refused: (more than \d+ steps|a string longer than \d+ characters)$/;
const overBudget = (run: () => unknown): boolean => {
  try {
    run();
    return false;
  } catch (error) {
    return error instanceof ExpressionError && BUDGET_REFUSAL.test(error.reason);
  }
};

function byJavaScript(body: string, state: unknown): Outcome {
  try {
    // The oracle: JavaScript itself, in the test process only.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const fn = new Function('state', body) as (state: unknown) => unknown;
    return { threw: false, value: fn(state) };
  } catch {
    return { threw: true };
  }
}

function byInterpreter(run: () => unknown): Outcome {
  try {
    return { threw: false, value: run() };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { threw: true };
  }
}

/** Builder's gen-1 SDK wraps code in `return ( … )` only when it has no `;` and no `return` (even inside a string). */
const sdkBody = (code: string): string => (code.includes(';') || code.includes(' return ') || code.trim().startsWith('return ') ? code : `return (${code});`);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('generated expressions', () => {
  it('an expression of the supported subset has the value plain JavaScript gives it, or fails where JavaScript fails', () => {
    fc.assert(
      fc.property(grammar.any, stateArb, (code, state) => {
        const compiled = compileExpression(code);
        if (!compiled.ok) throw new Error(`${code}: ${compiled.reason}`);
        fc.pre(!overBudget(() => evaluate(compiled.program, { state: structuredClone(state) })));
        const expected = byJavaScript(sdkBody(code), structuredClone(state));
        const actual = byInterpreter(() => evaluate(compiled.program, { state: deepFreeze(structuredClone(state)) }));
        expect(actual).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('evaluating never changes the scope it reads', () => {
    fc.assert(
      fc.property(grammar.any, stateArb, (code, state) => {
        const compiled = compileExpression(code);
        if (!compiled.ok) throw new Error(`${code}: ${compiled.reason}`);
        const scope = { state: structuredClone(state) };
        byInterpreter(() => evaluate(compiled.program, scope));
        expect(scope.state).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });
});

const assignable = fc.constantFrom('state.n', 'state.m', 'state.o.x', 'state.o.nested.z', 'state.extra', 'state.o.nested.w');
const statementArb = fc.letrec<{ statement: string }>((tie) => ({
  statement: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(assignable, fc.constantFrom('=', '+=', '-=', '*=', '||=', '&&=', '??='), grammar.num).map(([t, op, v]) => `${t} ${op} ${v};`),
    fc.tuple(fc.constantFrom('state.s', 'state.o.y', 'state.label'), fc.constantFrom('=', '+='), grammar.str).map(([t, op, v]) => `${t} ${op} ${v};`),
    fc.tuple(assignable, fc.constantFrom('++', '--'), fc.boolean()).map(([t, op, prefix]) => (prefix ? `${op}${t};` : `${t}${op};`)),
    grammar.bool.map((b) => `state.b = ${b};`),
    fc.constant('state.b = !state.b;'),
    grammar.num.map((n) => `state.arr[state.arr.length] = ${n};`),
    grammar.num.map((n) => `if (state.arr.length > 0) state.arr[0] = ${n};`),
    grammar.arr.map((a) => `state.list = ${a};`),
    fc.constant('state.copy = { ...state.o }; state.copy.x = 7;'),
    fc.constant('state.alias = state.o.nested;'),
    grammar.num.map((n) => `state.o = { ...state.o, x: ${n} };`),
    grammar.num.map((n) => `{ let local = ${n}; local += 1; state.m = local * 2; }`),
    grammar.str.map((s) => `var tmp = { items: [] }; tmp.items[0] = ${s}; state.tmp = tmp;`),
    fc.tuple(grammar.bool, tie('statement'), tie('statement')).map(([c, a, b]) => `if (${c}) { ${a} } else { ${b} }`),
    grammar.bool.map((c) => `if (${c}) return;`),
    fc.constant('state.nul.x = 1;'),
  ),
}));
const actionArb = fc.array(statementArb.statement, { minLength: 1, maxLength: 5 }).map((statements) => statements.join('\n'));

describe('generated actions', () => {
  it('an action gives the next state JavaScript gives by changing a structured clone, and leaves its input as it was', () => {
    fc.assert(
      fc.property(actionArb, stateArb, (code, state) => {
        const compiled = compileAction(code);
        if (!compiled.ok) throw new Error(`${code}: ${compiled.reason}`);
        fc.pre(!overBudget(() => runAction(compiled.program, { state: structuredClone(state) })));
        const clone = structuredClone(state);
        const jsOutcome = byJavaScript(code, clone);
        const expected: Outcome = jsOutcome.threw ? jsOutcome : { threw: false, value: clone };
        const input = deepFreeze(structuredClone(state));
        const actual = byInterpreter(() => runAction(compiled.program, { state: input }));
        expect(actual).toEqual(expected);
        expect(input).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });

  it('an action that writes nothing returns its input; one that writes returns a new state', () => {
    fc.assert(
      fc.property(numberLiteral, grammar.bool, stateArb, (n, condition, state) => {
        const compiled = compileAction(`if (${condition}) { state.o.nested.z = ${n}; }`);
        if (!compiled.ok) throw new Error(compiled.reason);
        const input = deepFreeze(structuredClone(state));
        const wrote = byJavaScript(`return Boolean(${condition});`, structuredClone(state));
        const next = byInterpreter(() => runAction(compiled.program, { state: input }));
        if (wrote.threw || next.threw) return;
        if (wrote.value) expect(next.value).not.toBe(input);
        else expect(next.value).toBe(input);
      }),
      { numRuns: RUNS },
    );
  });
});
