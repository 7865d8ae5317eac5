import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileAction, compileExpression, compileTemplate } from '@/page-runtime/expressions/compile';
import type { Program } from '@/page-runtime/expressions/program';
import { evaluate, ExpressionError, MAX_STEPS, MAX_STRING_LENGTH, renderTemplate, runAction, type Scope } from '@/page-runtime/expressions/interpret';

function program(code: string): Program {
  const compiled = compileExpression(code);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.program;
}
function action(code: string): Program {
  const compiled = compileAction(code);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.program;
}
const value = (code: string, scope: Scope): unknown => evaluate(program(code), scope);
/** Why code is refused: at compile time when it can be, else when it runs. */
function refusal(code: string, run: (compiled: Program) => unknown, compile = compileExpression): string {
  const compiled = compile(code);
  if (!compiled.ok) return compiled.reason;
  return failure(() => run(compiled.program)).reason;
}
function failure(run: () => unknown): ExpressionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error('expected an ExpressionError');
}

const state = {
  title: 'Summer sale',
  count: 2,
  open: false,
  items: [
    { name: 'Bowl', price: 12 },
    { name: 'Mat', price: 5 },
  ],
  nested: { deep: { value: 'x' } },
};
const scope: Scope = {
  state,
  context: { locale: 'en-GB' },
  builder: { isBrowser: false, isServer: true, isEditing: false },
};

describe("the forms Builder's editor stores", () => {
  it.each([
    ['a plain expression', 'state.title'],
    ['the transpiled binding', 'var _virtual_index=state.title;return _virtual_index'],
    ['the transpiled binding with spaces and a trailing semicolon', 'var _virtual_index = state.title; return _virtual_index;'],
    ['a leading return', 'return state.title'],
    ['a leading return with a semicolon', 'return state.title;'],
    ['a name from state, as the SDK runs code inside with (state)', 'title'],
    ['a trailing line comment', 'state.title // the heading'],
  ])('%s gives the value', (_name, code) => {
    expect(value(code, scope)).toBe('Summer sale');
  });

  it.each([
    ['function expressions', 'var _virtual_index=state.items.map(function(e){return e.name}).join(", ");return _virtual_index', 'Bowl, Mat'],
    ['optional chaining', 'var t;var _virtual_index=null===(t=state.nested)||void 0===t?void 0:t.deep.value;return _virtual_index', 'x'],
    ['optional chaining on a missing value', 'var t;var _virtual_index=null===(t=state.none)||void 0===t?void 0:t.deep;return _virtual_index', undefined],
    ['template literals', 'var _virtual_index="".concat(state.count," items for ").concat(state.items.length);return _virtual_index', '2 items for 2'],
    ['a function with statements', 'return state.items.filter(function (i) { var cheap = i.price < 10; if (cheap) { return true; } return false; }).length', 1],
  ])('the ES5 the editor transpiles to: %s', (_name, code, expected) => {
    expect(value(code, scope)).toBe(expected);
  });

  it('a body without a return gives undefined, as a function body does', () => {
    expect(value('state.title; state.count', scope)).toBeUndefined();
  });

  it('an empty binding gives undefined', () => {
    expect(value('  ', scope)).toBeUndefined();
  });
});

describe('names in scope', () => {
  it('reads state, context, builder and repeat names the renderer passes', () => {
    const repeat = { ...scope, state: { ...state, $index: 1, $item: state.items[1], itemsItem: state.items[1], $itemsItemIndex: 1 } };
    expect(value('builder.isServer && !builder.isEditing', repeat)).toBe(true);
    expect(value('context.locale', repeat)).toBe('en-GB');
    expect(value('$index + 1', repeat)).toBe(2);
    expect(value('state.$item.name', repeat)).toBe('Mat');
    expect(value('itemsItem.price * $itemsItemIndex', repeat)).toBe(5);
  });

  it('scope names come before state names, and state names before the global helpers', () => {
    expect(value('context', { state: { context: 'from state' }, context: 'from scope' })).toBe('from scope');
    expect(value('Math', { state: { Math: 'from state' } })).toBe('from state');
  });

  it('an unknown name is refused (the SDK throws a ReferenceError and shows nothing)', () => {
    expect(failure(() => value('missing', scope)).reason).toBe('refused: unknown name "missing"');
  });

  it('typeof an unknown name is "undefined", as in JavaScript', () => {
    expect(value('typeof missing', scope)).toBe('undefined');
    expect(value("typeof window === 'undefined'", scope)).toBe(true);
  });

  it('the allowed global helpers work', () => {
    expect(value('Math.max(...state.items.map(i => i.price))', scope)).toBe(12);
    expect(value('JSON.parse(JSON.stringify(state.nested)).deep.value', scope)).toBe('x');
    expect(value("Number('4') + parseInt('5px', 10) + parseFloat('0.5')", scope)).toBe(9.5);
    expect(value("String(1) + Boolean('') + Array.isArray(state.items)", scope)).toBe('1falsetrue');
    expect(value("encodeURIComponent('a b') + isNaN('x')", scope)).toBe('a%20btrue');
    expect(value('Object.keys(state.nested).concat(Object.values(state.nested.deep))', scope)).toEqual(['deep', 'x']);
    expect(value('state.items.filter(Boolean).map(String).length', scope)).toBe(2);
  });
});

describe('expressions', () => {
  it.each([
    ['state.items.map(i => i.name).join(", ")', 'Bowl, Mat'],
    ['state.items.find(i => i.price < 10)?.name', 'Mat'],
    ['state.items.reduce((sum, i) => sum + i.price, 0).toFixed(2)', '17.00'],
    ['state.items.some(i => i.price > 10) && state.items.every(i => i.price > 1)', true],
    ['state.missing?.deep.value', undefined],
    ['state.missing?.()', undefined],
    ['state.count > 1 ? `${state.count} items` : "one item"', '2 items'],
    ['state.title.toUpperCase().split(" ")', ['SUMMER', 'SALE']],
    ['state.title.replace("Summer", "Winter")', 'Winter sale'],
    ['({ ...state.nested.deep, extra: [1, ...[2, 3]] })', { value: 'x', extra: [1, 2, 3] }],
    ['state.title[0] + state.title.length', 'S11'],
    ['(1234.5).toLocaleString("en-US", { minimumFractionDigits: 2 })', '1,234.50'],
    ['state.count ?? 5', 2],
    ['void 0', undefined],
    ['-state.count + +"3" + ~1', -1],
    ['(state.count, state.title)', 'Summer sale'],
  ])('%s', (code, expected) => {
    expect(value(code, scope)).toEqual(expected);
  });

  it('reading a property of undefined fails as JavaScript does, as an ExpressionError of kind "error"', () => {
    const error = failure(() => value('state.missing.deep', scope));
    expect(error.kind).toBe('error');
    expect(error.reason).toMatch(/^TypeError: cannot read "deep" of undefined/);
  });

  it("a native helper's own error becomes an ExpressionError", () => {
    expect(failure(() => value('(1).toFixed(500)', scope)).reason).toMatch(/^RangeError/);
    expect(failure(() => value('JSON.parse("{")', scope)).reason).toMatch(/^SyntaxError/);
  });

  it('evaluating refuses to write to state: bindings have no side effects', () => {
    expect(failure(() => value('state.count = 5', scope)).reason).toBe('refused: assignment to state outside an action');
    expect(state.count).toBe(2);
  });

  it('a local object the code made can be changed', () => {
    expect(value('var o = { a: 1 }; o.b = 2; o.a += 1; return o', scope)).toEqual({ a: 2, b: 2 });
  });
});

describe('actions', () => {
  it('toggles, counts and assigns through state paths, returning a new state and leaving the input alone', () => {
    const input = structuredClone(state);
    const next = runAction(action('state.open = !state.open; state.count++; state.count += 10; state.nested.deep.value = "y"; state.added ??= []'), {
      ...scope,
      state: input,
    });
    expect(next).toEqual({ ...state, open: true, count: 13, nested: { deep: { value: 'y' } }, added: [] });
    expect(input).toEqual(state);
  });

  it('String() writes a plain object as "[object Object]" without reading inside it, as JavaScript does, even a state that holds itself', () => {
    const next = runAction(action('state.self = state; state.text = String(state.self) + " / " + String([1, [2, 3]]);'), { ...scope, state: { open: false } });
    expect(next['text']).toBe('[object Object] / 1,2,3');
  });

  it('reads the event the island passes', () => {
    const next = runAction(action('if (event.target.value.length > 3) { state.title = event.target.value.trim() } else state.title = ""'), {
      state,
      event: { type: 'change', target: { value: ' Autumn ' } },
    });
    expect(next['title']).toBe('Autumn');
  });

  it.each([
    ['state.clicks+=1', { clicks: 3 }, { clicks: 4 }],
    ['state.disabled=!state.disabled', { disabled: false }, { disabled: true }],
    ['state.name="updated text"', {}, { name: 'updated text' }],
    ['state.open=!0;console.log(state.open)', {}, { open: true }],
    ['state.menu.a.b.expanded=!state.menu.a.b.expanded', { menu: { a: { b: { expanded: true } } } }, { menu: { a: { b: { expanded: false } } } }],
  ])('the stored action %s', (code, before, after) => {
    expect(runAction(action(code), { state: before })).toEqual(after);
  });

  it.each([
    ['var _virtual_index=state.listItem+": (click me to change `name`)";return _virtual_index', { listItem: 'a' }, 'a: (click me to change `name`)'],
    ['var _virtual_index=state.booleanToggle?"Hello":"Bye";return _virtual_index', { booleanToggle: false }, 'Bye'],
    ['var _virtual_index="en"===state.locale;return _virtual_index', { locale: 'en' }, true],
    ['var _virtual_index="count: "+state.count;return _virtual_index', { count: 1 }, 'count: 1'],
  ])('the stored binding %s', (code, bindingState, expected) => {
    expect(value(code, { state: bindingState })).toBe(expected);
  });

  it('an action that writes nothing returns the same state object', () => {
    expect(runAction(action('var x = state.count + 1; if (x > 100) { state.count = 0 }'), { state })).toBe(state);
  });

  it('an early return stops the action', () => {
    expect(runAction(action('state.count = 1; if (state.count === 1) return; state.count = 2'), { state })['count']).toBe(1);
  });

  it('shared references stay shared, as on the SDK’s mutable state', () => {
    const next = runAction(action('state.alias = state.nested; state.nested.deep.value = "z"; var d = state.nested.deep; d.more = 1'), { state });
    expect(next['alias']).toBe(next['nested']);
    expect(next['nested']).toEqual({ deep: { value: 'z', more: 1 } });
  });

  it.each([
    ['state.items.push(1)', 'refused: a call to "push"'],
    ['event.target.value = "x"', 'refused: assignment through "event"'],
    ['var t = event.target; t.value = "x"', 'refused: changing an object that is neither state nor made by the code'],
    ['context.locale = "fr"', 'refused: assignment through "context"'],
    ['state.items.length = 0', 'refused: setting "length" on an array'],
    ['state.items[5] = 1', 'refused: leaving holes in an array'],
    ['state.nested.__proto__.polluted = 1', 'refused: access to "__proto__"'],
    ['state.nested[["__pro", "to__"].join("")] = 1', 'refused: access to "__proto__"'],
    ['state.fn = x => x', 'refused: a function used as a value in an assignment'],
    ['const k = 1; k = 2', 'TypeError: assignment to a constant variable'],
  ])('%s is refused', (code, reason) => {
    const input = structuredClone(state);
    expect(refusal(code, (compiled) => runAction(compiled, { state: input, event: { target: { value: '' } }, context: { locale: 'en' } }), compileAction)).toBe(reason);
    expect(input).toEqual(state);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('templates', () => {
  function render(text: string, templateScope: Scope = scope): string {
    const compiled = compileTemplate(text);
    if (!compiled.ok) throw new Error(compiled.reason);
    return renderTemplate(compiled.template, templateScope);
  }

  it('fills placeholders the way the SDK’s Text block matches them', () => {
    expect(render('<p>{{state.title}} — {{ state.count * 2 }} left</p>')).toBe('<p>Summer sale — 4 left</p>');
    expect(render('No placeholders')).toBe('No placeholders');
    expect(render('{{title}}{{count}}')).toBe('Summer sale2');
  });

  it('null, undefined and failing placeholders are empty, and the caller hears about each failure', () => {
    const errors: string[] = [];
    const compiled = compileTemplate('[{{state.none}}][{{null}}][{{state.none.deeper}}][{{nobody}}]');
    if (!compiled.ok) throw new Error(compiled.reason);
    expect(renderTemplate(compiled.template, scope, (error) => errors.push(error.reason))).toBe('[][][][]');
    expect(errors).toEqual(['TypeError: cannot read "deeper" of undefined', 'refused: unknown name "nobody"']);
  });

  it('a refused placeholder fails the whole template at compile time with the reason', () => {
    expect(compileTemplate('Hi {{ state.constructor }}')).toEqual({ ok: false, reason: 'refused: access to "constructor" in {{ state.constructor }}' });
  });
});

describe('prototype and global access', () => {
  it.each([
    ['state.nested.toString', 'refused: access to inherited "toString"'],
    ['state.nested.hasOwnProperty("deep")', 'refused: access to inherited "hasOwnProperty"'],
    ['state.items.map', 'refused: access to inherited "map"'],
    ['state.title.big', 'refused: string method "big" used as a value'],
    ['state.count.toFixed', 'refused: method "toFixed" used as a value'],
    ['state["constr" + "uctor"]', 'refused: access to "constructor"'],
    ['state.items[["__proto__"][0]]', 'refused: access to "__proto__"'],
    ['state.title.repeat(3)', 'refused: a call to "repeat"'],
    ['state.items.sort()', 'refused: a call to "sort"'],
    ['Math.random()', 'refused: access to "Math.random"'],
    ['JSON.constructor', 'refused: access to "constructor"'],
    ['Object.defineProperty(state, "x", { value: 1 })', 'refused: access to "Object.defineProperty"'],
    ['Object.assign(state, { x: 1 })', 'refused: assignment to state outside an action'],
    ['Object.getPrototypeOf(state)', 'refused: access to "Object.getPrototypeOf"'],
    ['(x => x).call', 'refused: access to a function\'s "call"'],
    ['state.items.map(String.raw)', 'refused: access to "String.raw"'],
    ['"abc".replace("a", x => x)', 'refused: a non-primitive argument to replace'],
    ['JSON.stringify(state, (k, v) => v)', 'refused: a function used as a value in JSON.stringify'],
    ['x => x', 'refused: a function used as a value in the result'],
    ['[Math.max]', 'refused: a function used as a value in an array'],
    ['String(Math)', 'refused: a function used as a value in String'],
    ['context.helper()', 'refused: a call to "helper"'],
  ])('%s', (code, reason) => {
    expect(refusal(code, (compiled) => evaluate(compiled, { ...scope, context: { helper: () => 'host' } }))).toBe(reason);
  });

  it('never sees what is put on Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['polluted'] = 'yes';
    try {
      expect(failure(() => value('state.polluted', scope)).reason).toBe('refused: access to inherited "polluted"');
      expect(failure(() => value('({}).polluted', scope)).reason).toBe('refused: access to inherited "polluted"');
      expect(failure(() => value('polluted', scope)).reason).toBe('refused: unknown name "polluted"');
    } finally {
      delete proto['polluted'];
    }
  });

  it('a hand-made program naming a browser global is refused at run time: nothing reaches the real globals', () => {
    const forged: Program = { type: 'Program', body: [{ type: 'ReturnStatement', argument: { type: 'Identifier', name: 'globalThis' } }] };
    expect(failure(() => evaluate(forged, scope)).reason).toBe('refused: unknown name "globalThis"');
    const unknownNode = { type: 'Program', body: [{ type: 'ReturnStatement', argument: { type: 'NewExpression' } }] } as unknown as Program;
    expect(failure(() => evaluate(unknownNode, scope)).reason).toBe('refused: the node "NewExpression"');
  });
});

describe('limits', () => {
  const big = { state: { list: Array.from({ length: 60 }, (_, index) => index) } };

  it(`stops a run after ${MAX_STEPS} steps`, () => {
    expect(failure(() => value('state.list.map(a => state.list.map(b => state.list.map(c => a + b + c)))', big)).reason).toBe(
      `refused: more than ${MAX_STEPS} steps`,
    );
  });

  it('stops runaway recursion', () => {
    expect(failure(() => value('const f = x => f(x) + 1; return f(1)', big)).reason).toBe('refused: calls nested more than 40 deep');
  });

  it('stops a string from doubling without end', () => {
    expect(failure(() => value("state.list.reduce(s => s + s, 'ab')", big)).reason).toMatch(/^refused: (a string longer than|more than)/);
  });

  it(`refuses a string longer than ${MAX_STRING_LENGTH} characters`, () => {
    expect(failure(() => value(`'x'.padStart(${MAX_STRING_LENGTH + 1})`, big)).reason).toBe(`refused: a string longer than ${MAX_STRING_LENGTH} characters`);
  });

  it.each([
    ["'' + state.list.map(() => 'x'.padStart(5000))", 'a value too large to turn into text'],
    ["`${state.list.map(() => 'x'.padStart(5000))}`", 'a value too large to turn into text'],
    ["String(state.list.map(() => 'x'.padStart(5000)))", 'a value too large to turn into text'],
    ["JSON.stringify(state.list.map(() => 'x'.padStart(5000)))", 'a value too large to turn into text'],
    ["'x'.padStart(5000).replace('x', '$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`$`')", 'a string longer than'],
    ["'x'.padEnd(1e9)", 'a string longer than'],
    ["JSON.stringify(state.list.reduce(a => [a], 0), null, 2)", 'indented JSON of a value nested more than 16 deep'],
  ])('refuses to build a huge string: %s', (code, reason) => {
    expect(failure(() => value(code, big)).reason).toContain(reason);
  });

  it('cheap work over a list of a few hundred items fits the budget', () => {
    const list = { state: { items: Array.from({ length: 300 }, (_, index) => ({ name: `item ${index}`, price: index })) } };
    expect(value('state.items.filter(i => i.price % 2 === 0).map(i => i.name.toUpperCase()).slice(0, 2)', list)).toEqual(['ITEM 0', 'ITEM 2']);
  });
});

describe('the interpreter module', () => {
  it('imports nothing but the program types, so the browser bundle carries no parser', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../src/page-runtime/expressions');
    const source = readFileSync(path.join(dir, 'interpret.ts'), 'utf8');
    const imports = [...source.matchAll(/^\s*(import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((match) => match[0].replace(/\s+/g, ' ').trim());
    expect(imports).toEqual(["import type { Expression, Program, ProgramNode, SpreadElement, Template } from './program'"]);
    expect(source).not.toMatch(/\brequire\(|import\(/);
    expect(readFileSync(path.join(dir, 'program.ts'), 'utf8')).not.toMatch(/^\s*import\s/m);
  });

  it('no module of the evaluator evaluates a string as code', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../src/page-runtime/expressions');
    for (const file of ['interpret.ts', 'program.ts', 'compile.ts']) {
      expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/\beval\s*\(|new\s+Function\b/);
    }
  });
});
