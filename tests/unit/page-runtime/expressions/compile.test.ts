import { describe, expect, it } from 'vitest';

import { compileAction, compileExpression, compileTemplate, hasTemplate, MAX_SOURCE_LENGTH } from '@/page-runtime/expressions/compile';

describe('refused at compile time, each with a reason naming the construct', () => {
  it.each([
    ['this', 'refused: this'],
    ['new Date()', 'refused: new'],
    ['function f() { return 1 }', 'refused: a function'],
    ['(function* () { yield 1 })', 'refused: a generator function'],
    ['(async function () {})', 'refused: an async function'],
    ['(function () { while (true) {} })', 'refused: a loop (while)'],
    ['(function () { return this })', 'refused: this'],
    ['(function () { return arguments })', 'refused: access to "arguments"'],
    ['class A {}', 'refused: a class'],
    ['(class {})', 'refused: a class'],
    ['eval("1")', 'refused: access to "eval"'],
    ['Function("return 1")()', 'refused: access to "Function"'],
    ['window.location', 'refused: access to "window"'],
    ['globalThis.x', 'refused: access to "globalThis"'],
    ['self', 'refused: access to "self"'],
    ['document.cookie', 'refused: access to "document"'],
    ['fetch("/api")', 'refused: access to "fetch"'],
    ['localStorage.getItem("a")', 'refused: access to "localStorage"'],
    ['setTimeout(x => x, 1)', 'refused: access to "setTimeout"'],
    ['process.env', 'refused: access to "process"'],
    ['require("fs")', 'refused: access to "require"'],
    ['Reflect.ownKeys(state)', 'refused: access to "Reflect"'],
    ['Date.now()', 'refused: access to "Date"'],
    ['import("x")', 'refused: import()'],
    ['state.__proto__', 'refused: access to "__proto__"'],
    ['state.constructor', 'refused: access to "constructor"'],
    ['state["constructor"]', 'refused: access to "constructor"'],
    ['state.x.prototype', 'refused: access to "prototype"'],
    ['state.__defineGetter__("a", 1)', 'refused: access to "__defineGetter__"'],
    ['state.__lookupSetter__', 'refused: access to "__lookupSetter__"'],
    ['({ __proto__: null })', 'refused: access to "__proto__"'],
    ['({ "constructor": 1 })', 'refused: access to "constructor"'],
    ['({ get a() { return 1 } })', 'refused: a method or accessor in an object'],
    ['({ a() { return 1 } })', 'refused: a method or accessor in an object'],
    ['/a+/.test(state.x)', 'refused: a regular expression'],
    ['10n', 'refused: a BigInt'],
    ['1e400', 'refused: a number too large to write'],
    ['"a" in state', 'refused: the operator "in"'],
    ['state instanceof Object', 'refused: the operator "instanceof"'],
    ['delete state.x', 'refused: the operator "delete"'],
    ['async x => x', 'refused: an async function'],
    ['(...xs) => xs', 'refused: a parameter pattern (destructuring, default or rest)'],
    ['({ a }) => a', 'refused: a parameter pattern (destructuring, default or rest)'],
    ['(a = 1) => a', 'refused: a parameter pattern (destructuring, default or rest)'],
    ['String.raw`a`', 'refused: a tagged template'],
    ['[1, , 2]', 'refused: an array with holes'],
    ['state?.x = 1', 'syntax error: Optional chaining cannot appear in left-hand side (2:0)'],
  ])('%s', (code, reason) => {
    expect(compileExpression(code)).toEqual({ ok: false, reason });
  });

  it.each([
    ['while (true) {}', 'refused: a loop (while)'],
    ['do {} while (true)', 'refused: a loop (do … while)'],
    ['for (;;) {}', 'refused: a loop (for)'],
    ['for (const k in state) {}', 'refused: a loop (for … in)'],
    ['for (const k of state.items) {}', 'refused: a loop (for … of)'],
    ['function f() {}', 'refused: a function'],
    ['try { state.a = 1 } catch (e) {}', 'refused: try'],
    ['throw new Error("x")', 'refused: throw'],
    ['switch (state.a) { case 1: break }', 'refused: switch'],
    ['with (state) { a = 1 }', 'refused: with'],
    ['label: state.a = 1', 'refused: a label'],
    ['debugger', 'refused: debugger'],
    ['var { a } = state', 'refused: a destructuring declaration'],
    ['var state = {}', 'refused: declaring "state"'],
    ['var constructor = 1', 'refused: declaring "constructor"'],
    ['state = {}', 'refused: assignment to state itself (assign to state.…)'],
    ['count = 1', 'refused: assignment to "count", which the code does not declare (assign to state.count)'],
    ['count++', 'refused: assignment to "count", which the code does not declare (assign to state.count)'],
    ['[state.a, state.b] = [1, 2]', 'refused: destructuring assignment'],
    ['state.a <<= 1', 'refused: the operator "<<="'],
    ['window.name = "x"', 'refused: access to "window"'],
  ])('the action %s', (code, reason) => {
    expect(compileAction(code)).toEqual({ ok: false, reason });
  });

  it('a syntax error is reported as one', () => {
    const compiled = compileExpression('state.');
    expect(compiled.ok).toBe(false);
    expect(compiled.ok ? '' : compiled.reason).toMatch(/^syntax error: /);
  });

  it('code longer than the limit is refused before parsing', () => {
    expect(compileExpression('1+'.repeat(MAX_SOURCE_LENGTH) + '1')).toEqual({ ok: false, reason: `refused: code longer than ${MAX_SOURCE_LENGTH} characters` });
  });

  it('deeply nested code is refused, not a crash', () => {
    const compiled = compileExpression(`${'['.repeat(300)}1${']'.repeat(300)}`);
    expect(compiled).toEqual({ ok: false, reason: 'refused: code nested more than 100 deep' });
  });
});

describe('how code is read, as the SDK reads it', () => {
  it('an expression without ";" or "return" is wrapped in a return', () => {
    expect(compileExpression('state.a')).toEqual({
      ok: true,
      program: {
        type: 'Program',
        body: [
          {
            type: 'ReturnStatement',
            argument: { type: 'MemberExpression', object: { type: 'Identifier', name: 'state' }, property: { type: 'Literal', value: 'a' }, optional: false },
          },
        ],
      },
    });
  });

  it('code with ";" or a return is a function body', () => {
    const compiled = compileExpression('var _virtual_index=state.a;return _virtual_index');
    expect(compiled.ok && compiled.program.body.map((statement) => statement.type)).toEqual(['VariableDeclaration', 'ReturnStatement']);
    const leading = compileExpression('return state.a');
    expect(leading.ok && leading.program.body.map((statement) => statement.type)).toEqual(['ReturnStatement']);
  });

  it('an action is always a function body', () => {
    const compiled = compileAction('state.open = !state.open');
    expect(compiled.ok && compiled.program.body.map((statement) => statement.type)).toEqual(['ExpressionStatement']);
  });

  it('`typeof window` compiles: it is how content asks whether it runs in a browser', () => {
    expect(compileExpression("typeof window !== 'undefined'").ok).toBe(true);
  });

  it('the program is plain JSON', () => {
    const compiled = compileAction('if (state.a > 1) { state.b = [1, ...state.c].map(x => `${x}!`) } else state.d ??= { e: state.f?.g }');
    expect(compiled.ok).toBe(true);
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
  });
});

describe('templates', () => {
  it('finds placeholders the way the SDK’s Text block does', () => {
    expect(hasTemplate('Hello {{state.name}}')).toBe(true);
    expect(hasTemplate('Hello {state.name}')).toBe(false);
    expect(hasTemplate('{{}}')).toBe(false);
  });

  it('splits text into literal pieces and compiled placeholders', () => {
    const compiled = compileTemplate('a{{ state.x }}b{{state.y}}');
    expect(compiled.ok && compiled.template.map((part) => (typeof part === 'string' ? part : part.type))).toEqual(['a', 'Program', 'b', 'Program']);
  });

  it('text without placeholders is one literal piece', () => {
    expect(compileTemplate('plain')).toEqual({ ok: true, template: ['plain'] });
    expect(compileTemplate('')).toEqual({ ok: true, template: [] });
  });
});
