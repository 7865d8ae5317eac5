import { describe, expect, it } from 'vitest';
import { compileExpression, compileTemplate, hasTemplate, scanPlaceholders } from '@/page-runtime/expressions/compile';
import { Budget, displayJson, evaluate, ExpressionError, PAGE_STEP_BUDGET, renderTemplate } from '@/page-runtime/expressions/interpret';
import type { Program, Template } from '@/page-runtime/expressions/program';
import { applyBindings, BindingError, contentScope, fillTemplate, repeatLocals, withLocals } from '@/page-runtime/render/bindings';
import type { ContentBlock } from '@/domain/content/block';

const program = (code: string): Program => {
  const compiled = compileExpression(code);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.program;
};
const template = (text: string): Template => {
  const compiled = compileTemplate(text);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.template;
};
const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ExpressionError || error instanceof BindingError) return error.message;
    throw error;
  }
  return 'not refused';
};

/** About 30,000 interpreter steps: a 10,000-item list filtered by an arrow function. */
const HEAVY = "'<p>Scoop ' + ''.padStart(10000, 'a').split('').filter(c => c).length + '</p>'";
/** `[a, a]` nested `levels` deep over a list holding one string of `length` characters, turned into text by `form`. */
const shared = (levels: number, length: number, form: string) =>
  `var a = [''.padStart(${length}, 'k')];\n${'a = [a, a];\n'.repeat(levels)}return ${form};`;

describe('one step budget for everything a page evaluates', () => {
  it('a repeat of 1,000 blocks whose binding costs 30,000 steps stops at the page budget', () => {
    const block: ContentBlock = {
      '@type': '@builder.io/sdk:Element',
      id: 'heavy',
      repeat: { collection: "''.padStart(1000, 'x').split('')" },
      component: { name: 'Text', options: { text: '' } },
      bindings: { 'component.options.text': HEAVY },
    };
    const scope = contentScope({}, {});
    const budget = new Budget();
    const drawings = repeatLocals(block, scope, budget) ?? [];
    expect(drawings).toHaveLength(1000);
    let drawn = 0;
    let refused = 0;
    for (const locals of drawings) {
      try {
        expect(applyBindings(block, withLocals(scope, locals), budget).block.component?.options?.text).toBe('<p>Scoop 10000</p>');
        drawn += 1;
      } catch (error) {
        if (!(error instanceof BindingError)) throw error;
        expect(error.message).toContain("the page's");
        refused += 1;
      }
    }
    expect(budget.spent).toBeLessThanOrEqual(PAGE_STEP_BUDGET);
    expect(drawn).toBe(Math.floor((PAGE_STEP_BUDGET - 1000) / 30_128));
    expect(refused).toBe(1000 - drawn);
  });

  it("once the page's budget is spent, every further evaluation is refused before it takes a step", () => {
    const budget = new Budget(100);
    expect(refusal(() => evaluate(program("''.padStart(500, 'a').split('').length"), { state: {} }, budget))).toContain("the page's 100 steps");
    expect(budget.spent).toBe(100);
    expect(refusal(() => evaluate(program('1 + 1'), { state: {} }, budget))).toContain("the page's 100 steps");
    expect(budget.spent).toBe(100);
    const failures: string[] = [];
    renderTemplate(template('Hi {{state.name}}'), { state: { name: 'Rex' } }, (error) => failures.push(error.message), budget);
    expect(failures).toEqual([expect.stringContaining("the page's 100 steps")]);
  });

  it('evaluations given no budget keep the budget of one evaluation each, as before', () => {
    const heavy = program(HEAVY);
    const runs = Math.ceil(PAGE_STEP_BUDGET / 30_000) + 2;
    for (let run = 0; run < runs; run += 1) expect(evaluate(heavy, { state: {} })).toBe('<p>Scoop 10000</p>');
  });

  it('placeholders, show/hide and repeat collections all draw on the same budget', () => {
    const budget = new Budget(1_000);
    const scope = contentScope({ name: 'Rex', bowls: [1, 2, 3] }, {});
    fillTemplate('{{state.name}}', scope, budget);
    const afterText = budget.spent;
    expect(afterText).toBeGreaterThan(0);
    applyBindings({ '@type': '@builder.io/sdk:Element', bindings: { show: 'state.bowls.length > 1' } }, scope, budget);
    const afterShow = budget.spent;
    expect(afterShow).toBeGreaterThan(afterText);
    repeatLocals({ '@type': '@builder.io/sdk:Element', repeat: { collection: 'state.bowls' } }, scope, budget);
    // The collection's evaluation, and a step per drawing.
    expect(budget.spent).toBeGreaterThanOrEqual(afterShow + 3);
  });
});

describe('sizes count what String() and JSON.stringify would write', () => {
  it('shared references count each time they are reached: [a, a] six deep over 2,000 characters is 128,000 characters, refused before it is made', () => {
    for (const form of ["'' + a", '`${a}`', 'String(a)', 'JSON.stringify(a)', "[a].join('')", "''.concat(a)"]) {
      expect(refusal(() => evaluate(program(shared(6, 2_000, form)), { state: {} })), form).toMatch(/too large to turn into text/);
    }
  });

  it('a value shared but within the limit is written as JavaScript writes it', () => {
    expect(evaluate(program(shared(1, 40_000, "'' + a")), { state: {} })).toBe(`${'k'.repeat(40_000)},${'k'.repeat(40_000)}`);
    let native: unknown = ['k'.repeat(10_000)];
    for (let level = 0; level < 3; level += 1) native = [native, native];
    expect(evaluate(program(shared(3, 10_000, 'JSON.stringify(a)')), { state: {} })).toBe(JSON.stringify(native));
    expect(evaluate(program("JSON.stringify({ bowl: [1, 'two', true, null] })"), { state: {} })).toBe('{"bowl":[1,"two",true,null]}');
  });

  it('[a, a] twelve deep over 90,000 characters is refused after a handful of steps, not after writing 4,096 copies', () => {
    for (const form of ["'' + a", 'JSON.stringify(a)']) {
      const budget = new Budget();
      expect(refusal(() => evaluate(program(shared(12, 90_000, form)), { state: {} }, budget))).toMatch(/too large to turn into text/);
      expect(budget.spent).toBeLessThan(2_000);
    }
  });

  it("the browser island's JSON text is sized the same way", () => {
    const a: unknown[] = ['k'.repeat(90_000)];
    let nested: unknown = a;
    for (let level = 0; level < 12; level += 1) nested = [nested, nested];
    expect(() => displayJson(nested)).toThrow(ExpressionError);
    expect(displayJson({ bowl: ['kibble'] })).toBe('{"bowl":["kibble"]}');
  });
});

describe('values whose conversion to text throws are refusals, never native errors', () => {
  const placeholder = (state: Readonly<Record<string, unknown>>, code: string): string[] => {
    const failures: string[] = [];
    renderTemplate(template(`<p>{{${code}}}</p>`), { state }, (error) => failures.push(error.kind === 'refused' ? error.message : `error: ${error.message}`));
    return failures;
  };

  it('an object with its own toString field, alone or in an array, is refused where it is shown', () => {
    expect(placeholder({ treat: { toString: 1 } }, 'state.treat')).toEqual([expect.stringMatching(/^refused: .*cannot be turned into text/)]);
    expect(placeholder({ treats: [{ name: 'duck' }, { toString: 1 }] }, 'state.treats')).toEqual([expect.stringMatching(/^refused: .*cannot be turned into text/)]);
    expect(placeholder({ treat: { valueOf: 1, toString: 1 } }, "'' + state.treat")).toEqual([expect.stringMatching(/^refused: /)]);
    expect(placeholder({ treat: Object.create(null) as object }, 'state.treat')).toEqual([expect.stringMatching(/^refused: /)]);
  });

  it('JSON.stringify writes such an object as JavaScript does (a toString field is only data there)', () => {
    expect(evaluate(program('JSON.stringify(state.treat)'), { state: { treat: { toString: 1 } } })).toBe('{"toString":1}');
  });

  it('JSON.parse of a 49,999-deep array is refused, so nothing recurses through it later', () => {
    expect(placeholder({}, " JSON.parse(''.padStart(49999, '[') + ''.padStart(49999, ']')) ")).toEqual([expect.stringMatching(/^refused: JSON nested more than/)]);
    expect(evaluate(program("JSON.parse('[[1]]')"), { state: {} })).toEqual([[1]]);
  });

  it('a Text bound to such a value is a BindingError (the block shows its §8 message)', () => {
    expect(() => fillTemplate('<p>{{state.treat}}</p>', contentScope({ treat: { toString: 1 } }, {}))).toThrow(BindingError);
  });
});

describe('{{ }} placeholders are found in one pass', () => {
  const SDK_PATTERN = /{{([^}]+)}}/g;
  const bySdk = (text: string) => [...text.matchAll(SDK_PATTERN)].map((match) => ({ start: match.index, end: match.index + match[0].length, code: match[1] }));

  it("finds what the SDK's pattern finds, on every string of braces, letters and spaces", () => {
    // Every string of up to 7 characters over this alphabet: each arrangement of runs of braces.
    const alphabet = ['{', '}', 'a'];
    const differ: string[] = [];
    let texts = [''];
    for (let length = 1; length <= 7; length += 1) {
      texts = texts.flatMap((text) => alphabet.map((char) => text + char));
      for (const text of texts) {
        const expected = bySdk(text);
        if (JSON.stringify(scanPlaceholders(text).placeholders) !== JSON.stringify(expected) || hasTemplate(text) !== expected.length > 0) differ.push(text);
      }
    }
    expect(differ).toEqual([]);
    const text = '<p>Hi {{state.name}}, {{ {a: 1}.a }} and {{}} {{x}</p>';
    expect(scanPlaceholders(text).placeholders).toEqual(bySdk(text));
  });

  it('template parsing of 40,000 `{` is linear: each character is looked at a bounded number of times', () => {
    for (const text of ['{'.repeat(40_000), `${'{'.repeat(40_000)} state.petName }}`, '{{a}'.repeat(10_000), `{{${'}'.repeat(40_000)}`]) {
      const { examined } = scanPlaceholders(text);
      expect(examined).toBeLessThanOrEqual(3 * text.length + 3);
    }
    expect(compileTemplate(`${'{'.repeat(40_000)} state.petName }}`).ok).toBe(false);
  });
});
