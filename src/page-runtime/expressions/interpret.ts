/**
 * Runs a compiled Builder expression or action without eval: a tree-walking interpreter over the
 * JSON program compile.ts produces. It ships to the browser in the state island, so it stays small
 * and imports nothing (no parser, no zod).
 *
 * What a program can reach: its own locals, the names in `scope`, the own properties of
 * `scope.state` as bare names (the SDK runs code inside `with (state)`), and a few global helpers.
 * It reads own data properties only, never the prototype chain, calls only the methods listed here
 * and its own arrow functions, and every run has a step budget (each node, each array element and
 * each thousand characters produced cost steps) and a call depth, so content cannot hang a page.
 */
import type { Expression, Program, ProgramNode, SpreadElement, Template } from './program';

/** Why a program was refused or failed; `reason` names the construct (`refused: access to "constructor"`). */
export class ExpressionError extends Error {
  readonly reason: string;
  /** 'refused': outside the allowed subset; 'error': the code failed as JavaScript would (reading a property of undefined). */
  readonly kind: 'refused' | 'error';
  constructor(reason: string, kind: 'refused' | 'error' = 'refused') {
    super(reason);
    this.name = 'ExpressionError';
    this.reason = reason;
    this.kind = kind;
  }
}

export type Scope = Readonly<Record<string, unknown>>;

export const MAX_STEPS = 50_000;
export const MAX_STRING_LENGTH = 100_000;
/**
 * What one page's render may spend in total, over every binding, show/hide, repeat collection,
 * placeholder and symbol it evaluates (a repeat's drawings each cost a step too). A budget per
 * evaluation alone let a repeat multiply it: 1,000 drawings of a 30,000-step binding blocked the
 * event loop 13.1 s (59 s with the 2-core machine at load 20). Spending all of this budget, the
 * costliest hostile page blocks its render 2.6 s at load 20 (`npm run bench:render-budget`), about
 * 0.25 s on an idle core; the heaviest fixture page spends 268 steps, a thousandth of it.
 */
export const PAGE_STEP_BUDGET = 250_000;
/** Deeper values are refused where they would be turned into text or parsed: String() and JSON recurse per level. */
const MAX_TEXT_DEPTH = 100;
const MAX_CALL_DEPTH = 40;
const MAX_NESTING = 400;
/** A string the code makes costs a step per this many characters (memory); one it only reads, ten times fewer (time). */
const CHARS_PER_STEP = 100;

const refuse = (reason: string): never => {
  throw new ExpressionError(`refused: ${reason}`);
};
const fail = (reason: string): never => {
  throw new ExpressionError(reason, 'error');
};

/** Names that lead to the prototype machinery; refused whatever the object (the compiler refuses them as literal keys too). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** A global helper the code may call (`Math.max`, `String`), with its members if it has any. */
class Host {
  constructor(
    readonly name: string,
    readonly call: ((args: readonly unknown[]) => unknown) | null,
    readonly members: ReadonlyMap<string, unknown> = new Map(),
  ) {}
}

/** An arrow function of the program, closed over its locals. */
class Closure {
  constructor(
    readonly params: readonly string[],
    readonly body: Expression | Extract<ProgramNode, { type: 'BlockStatement' }>,
    readonly env: Env,
  ) {}
}

/**
 * The functions page code put on state (`state.increment = function () { … }`) or on context, kept
 * beside the state instead of in it. State stays plain data: it is copied by value, compared,
 * serialized into the island's props and shown, and the interpreter refuses any function flowing
 * into data, so no closure can reach a rendered value or the browser's props. The island rebuilds
 * this table by running page code on mount; actions and bindings read it through their scope
 * (`withPageFunctions`), where `state.increment`, a bare `increment` and `context.reset` find them.
 */
export class PageFunctions {
  /** Functions on state, by name: read where state has no value of that name. */
  readonly onState = new Map<string, Closure>();
  /** Whatever page code set on context (functions and data), by name. */
  readonly onContext = new Map<string, unknown>();
  get size(): number {
    return this.onState.size + this.onContext.size;
  }
}

/** Where a scope carries its content's page functions: a symbol, so no code can name it. */
const PAGE_FUNCTIONS = Symbol('page functions');
type WithFunctions = { readonly [PAGE_FUNCTIONS]?: PageFunctions };

/** The scope with page code's functions, for the actions and bindings of the content that ran it. */
export function withPageFunctions<T extends Scope>(scope: T, functions: PageFunctions | undefined): T {
  return functions === undefined ? scope : { ...scope, [PAGE_FUNCTIONS]: functions };
}

/**
 * Steps shared by several evaluations: one per page render on the server, so the page's total work
 * is bounded whatever its repeats multiply. Once spent, every further evaluation is refused.
 */
export class Budget {
  spent = 0;
  constructor(readonly limit: number = PAGE_STEP_BUDGET) {}

  get exhausted(): boolean {
    return this.spent >= this.limit;
  }

  spend(cost: number): void {
    // What is spent never passes the limit: the step that would pass it is refused instead.
    if (this.spent + cost > this.limit) {
      this.spent = this.limit;
      refuse(`more than the page's ${this.limit} steps`);
    }
    this.spent += cost;
  }

  /** Refuses at once when nothing is left, so an evaluation after the budget is gone costs nothing. */
  check(): void {
    if (this.exhausted) refuse(`more than the page's ${this.limit} steps`);
  }
}

type Binding = { value: unknown; readonly constant: boolean };
type Env = { readonly vars: Map<string, Binding>; readonly parent: Env | null };

const isFunctionValue = (value: unknown): boolean => value instanceof Closure || value instanceof Host || typeof value === 'function';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/** Values that may flow into data (literals, state, native helpers): no functions of any kind. */
function data(value: unknown, where: string): unknown {
  if (isFunctionValue(value)) refuse(`a function used as a value in ${where}`);
  if (typeof value === 'symbol') refuse(`an optional chain outside its chain in ${where}`);
  return value;
}
const primitive = (value: unknown, where: string): unknown =>
  isObject(value) || isFunctionValue(value) ? refuse(`a non-primitive argument to ${where}`) : value;

const num = (value: unknown): number | undefined => (value === undefined ? undefined : Number(value));

function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [item, depth] = stack.pop() ?? [undefined, 0];
    if (!isObject(item) || seen.has(item)) continue;
    if (depth >= limit) return true;
    seen.add(item);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function host(name: string, fn: ((...args: never[]) => unknown) | null, members: Record<string, unknown> = {}): Host {
  const call = fn === null ? null : (args: readonly unknown[]) => (fn as (...a: readonly unknown[]) => unknown)(...args);
  return new Host(name, call, new Map(Object.entries(members)));
}
const math = (name: keyof Math & string): Host => host(`Math.${name}`, (...a: number[]) => (Math[name] as (...n: number[]) => number)(...a.map(Number)));

/** `Object.assign`: it changes its first argument, so it runs as an assignment does (callFunction), never natively. */
const OBJECT_ASSIGN = host('Object.assign', () => refuse('Object.assign outside a call'));

/** Global helpers. Date and Math.random are left out: a value that differs between the server render and hydration would flash. */
const GLOBALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['undefined', undefined],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  [
    'Math',
    host('Math', null, {
      PI: Math.PI,
      E: Math.E,
      ...Object.fromEntries(
        (['abs', 'ceil', 'floor', 'round', 'trunc', 'sign', 'sqrt', 'cbrt', 'pow', 'max', 'min', 'log', 'log10', 'log2', 'exp', 'hypot'] as const).map(
          (name) => [name, math(name)],
        ),
      ),
    }),
  ],
  [
    'JSON',
    host('JSON', null, {
      stringify: host('JSON.stringify', (value: unknown, replacer?: unknown, space?: unknown) => {
        if (replacer !== undefined && replacer !== null) refuse('a JSON.stringify replacer');
        const indent = primitive(space, 'JSON.stringify') as string | number | undefined;
        // Indentation repeats per level: deep values with it could grow far past the string limit.
        if (indent !== undefined && indent !== '' && indent !== 0 && deeperThan(value, 16)) refuse('indented JSON of a value nested more than 16 deep');
        return JSON.stringify(value, undefined, indent);
      }),
      parse: host('JSON.parse', (text: unknown, reviver?: unknown) => {
        if (reviver !== undefined) refuse('a JSON.parse reviver');
        const value = JSON.parse(String(text)) as unknown;
        // A value this deep cannot be shown or sent to the browser without recursing past the stack.
        if (deeperThan(value, MAX_TEXT_DEPTH)) refuse(`JSON nested more than ${MAX_TEXT_DEPTH} deep`);
        return value;
      }),
    }),
  ],
  [
    'Number',
    host('Number', (value?: unknown) => Number(value), {
      isInteger: host('Number.isInteger', (v: unknown) => Number.isInteger(v)),
      isFinite: host('Number.isFinite', (v: unknown) => Number.isFinite(v)),
      isNaN: host('Number.isNaN', (v: unknown) => Number.isNaN(v)),
      parseFloat: host('Number.parseFloat', (v: unknown) => Number.parseFloat(String(v))),
      parseInt: host('Number.parseInt', (v: unknown, radix?: unknown) => Number.parseInt(String(v), num(radix))),
    }),
  ],
  ['String', host('String', (...args: unknown[]) => (args.length === 0 ? '' : String(args[0])))],
  ['Boolean', host('Boolean', (value?: unknown) => Boolean(value))],
  ['Array', host('Array', null, { isArray: host('Array.isArray', (v: unknown) => Array.isArray(v)) })],
  [
    'Object',
    host('Object', null, {
      keys: host('Object.keys', (v: unknown) => Object.keys(v as object)),
      values: host('Object.values', (v: unknown) => Object.values(v as object) as unknown[]),
      entries: host('Object.entries', (v: unknown) => Object.entries(v as object)),
      assign: OBJECT_ASSIGN,
    }),
  ],
  // Content logs while it is built (`console.log(state)`); a visitor's page has no use for it, so logging does nothing.
  ['console', host('console', null, Object.fromEntries(['log', 'info', 'warn', 'error', 'debug'].map((name) => [name, host(`console.${name}`, () => undefined)])))],
  ['parseInt', host('parseInt', (v: unknown, radix?: unknown) => Number.parseInt(String(v), num(radix)))],
  ['parseFloat', host('parseFloat', (v: unknown) => Number.parseFloat(String(v)))],
  ['isNaN', host('isNaN', (v: unknown) => Number.isNaN(Number(v)))],
  ['isFinite', host('isFinite', (v: unknown) => Number.isFinite(Number(v)))],
  ['encodeURIComponent', host('encodeURIComponent', (v: unknown) => encodeURIComponent(String(v)))],
  ['decodeURIComponent', host('decodeURIComponent', (v: unknown) => decodeURIComponent(String(v)))],
]);

/** Methods a string may call; their arguments must be primitives (so no regex, no replacer function). */
const STRING_METHODS: ReadonlySet<string> = new Set([
  'toUpperCase',
  'toLowerCase',
  'trim',
  'trimStart',
  'trimEnd',
  'includes',
  'startsWith',
  'endsWith',
  'slice',
  'substring',
  'split',
  'indexOf',
  'lastIndexOf',
  'replace',
  'charAt',
  'at',
  'padStart',
  'padEnd',
  'concat',
  'toString',
  'toLocaleString',
]);
const NUMBER_METHODS: ReadonlySet<string> = new Set(['toFixed', 'toPrecision', 'toString', 'toLocaleString']);
const ARRAY_METHODS: ReadonlySet<string> = new Set([
  'map',
  'filter',
  'find',
  'findIndex',
  'some',
  'every',
  'reduce',
  'includes',
  'indexOf',
  'lastIndexOf',
  'join',
  'slice',
  'concat',
  'at',
]);

const SHORT = Symbol('short-circuit');
/** A `return` unwinding through blocks. */
class Return {
  constructor(readonly value: unknown) {}
}
/** A `break` or `continue` unwinding to its loop (page code's loops only; the compiler keeps them inside one). */
const BREAK = Symbol('break');
const CONTINUE = Symbol('continue');
type Completion = Return | typeof BREAK | typeof CONTINUE | undefined;
const returned = (completion: Completion): unknown => (completion instanceof Return ? completion.value : undefined);

class Run {
  steps = 0;
  depth = 0;
  nesting = 0;
  /** Objects this run created or copied: the only ones it may change. */
  readonly owned = new WeakSet<object>();
  /** Each object of the caller's state and its copy, once an action first writes to state. */
  readonly copies = new WeakMap<object, object>();
  stateCopied = false;
  readonly functions: PageFunctions | undefined;
  /** What `context` is when the content has page functions: its data and page code's additions, in an object this run owns. */
  private contextObject: Record<string, unknown> | undefined;
  constructor(
    readonly scope: Scope,
    public root: unknown,
    readonly canWriteState: boolean,
    readonly budget?: Budget,
  ) {
    budget?.check();
    this.functions = (scope as WithFunctions)[PAGE_FUNCTIONS];
  }

  context(functions: PageFunctions): Record<string, unknown> {
    if (this.contextObject) return this.contextObject;
    const out: Record<string, unknown> = {};
    const base = this.scope['context'];
    const entries = [...(isObject(base) ? Object.entries(base) : []), ...functions.onContext];
    for (const [key, value] of entries) Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    this.contextObject = this.own(out);
    return out;
  }

  isContext(value: unknown): boolean {
    return value !== undefined && value === this.contextObject;
  }

  step(cost = 1): void {
    this.steps += cost;
    if (this.steps > MAX_STEPS) refuse(`more than ${MAX_STEPS} steps`);
    this.budget?.spend(cost);
  }

  text(value: string): string {
    if (value.length > MAX_STRING_LENGTH) refuse(`a string longer than ${MAX_STRING_LENGTH} characters`);
    this.step(Math.floor(value.length / CHARS_PER_STEP));
    return value;
  }

  scan(value: string): void {
    this.step(Math.floor(value.length / (CHARS_PER_STEP * 10)));
  }

  own<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }

  /** The copy of an object of the caller's state, once there is one: every read sees the state the action has changed. */
  resolve(value: unknown): unknown {
    return isObject(value) ? (this.copies.get(value) ?? value) : value;
  }
}

/** A copy of plain objects and arrays that keeps shared references shared, so writes behave as they do on the SDK's mutable state. */
function deepCopy(run: Run, value: unknown): unknown {
  if (!isObject(value) || isFunctionValue(value) || run.owned.has(value)) return value;
  const known = run.copies.get(value);
  if (known) return known;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
  run.copies.set(value, run.own(out));
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && 'value' in descriptor) {
      Object.defineProperty(out, key, { value: deepCopy(run, descriptor.value), writable: true, enumerable: true, configurable: true });
    }
  }
  return out;
}

/** The first write to state copies it whole; the caller's state is never changed. */
function copyState(run: Run): void {
  if (run.stateCopied) return;
  run.stateCopied = true;
  run.root = deepCopy(run, run.root);
}

function read(run: Run, target: unknown, key: string): unknown {
  // A function page code put on state, where state has no value of that name.
  if (run.functions && target === run.root && isObject(target) && !hasOwn(target, checkKey(key)) && run.functions.onState.has(key)) return run.functions.onState.get(key);
  return run.resolve(readProperty(target, key));
}

function propertyKey(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return refuse('an object as a property key');
}

function checkKey(key: string): string {
  if (FORBIDDEN_KEYS.has(key)) refuse(`access to "${key}"`);
  return key;
}

const INDEX = /^(?:0|[1-9]\d*)$/;

/** Reads a property the way the allowed subset sees it: own data properties, string length and characters, global helpers. */
function readProperty(target: unknown, key: string): unknown {
  checkKey(key);
  if (target === null || target === undefined) return fail(`TypeError: cannot read "${key}" of ${String(target)}`);
  if (typeof target === 'string') {
    if (key === 'length') return target.length;
    if (INDEX.test(key)) return target[Number(key)];
    return key in String.prototype ? refuse(`string method "${key}" used as a value`) : undefined;
  }
  if (typeof target === 'number' || typeof target === 'boolean') {
    return key in Object(target) ? refuse(`method "${key}" used as a value`) : undefined;
  }
  if (target instanceof Host) {
    return target.members.has(key) ? target.members.get(key) : refuse(`access to "${target.name}.${key}"`);
  }
  if (target instanceof Closure || typeof target === 'function') return refuse(`access to a function's "${key}"`);
  if (typeof target !== 'object') return refuse(`access to "${key}" of a ${typeof target}`);
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) return 'value' in descriptor ? (descriptor.value as unknown) : refuse(`access to the accessor "${key}"`);
  return key in target ? refuse(`access to inherited "${key}"`) : undefined;
}

/** Sets a data property on an object this run owns, without passing through setters. */
function writeProperty(run: Run, target: object, key: string, value: unknown): void {
  checkKey(key);
  if (!run.owned.has(target)) refuse(`changing an object the code did not create (change it through state)`);
  const functions = run.functions;
  if (functions && value instanceof Closure && target === run.root) {
    // A function on state goes to the side table; state keeps only data.
    functions.onState.set(key, value);
    if (hasOwn(target, key)) Reflect.deleteProperty(target, key);
    return;
  }
  if (functions && run.isContext(target)) {
    if (!(value instanceof Closure)) data(value, 'an assignment');
    functions.onContext.set(key, value);
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return;
  }
  data(value, 'an assignment');
  if (Array.isArray(target)) {
    if (!INDEX.test(key)) refuse(`setting "${key}" on an array`);
    if (Number(key) > target.length) refuse('leaving holes in an array');
    run.step();
  }
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function copy(run: Run, value: object): object {
  if (Array.isArray(value)) {
    run.step(value.length);
    return run.own((value as unknown[]).slice());
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    run.step();
    Object.defineProperty(out, key, { value: readProperty(value, key), writable: true, enumerable: true, configurable: true });
  }
  return run.own(out);
}

function lookup(run: Run, env: Env | null, name: string): { readonly found: boolean; readonly value?: unknown; readonly binding?: Binding } {
  for (let at = env; at !== null; at = at.parent) {
    const binding = at.vars.get(name);
    if (binding) return { found: true, value: run.resolve(binding.value), binding };
  }
  if (name === 'state' && hasOwn(run.scope, 'state')) return { found: true, value: run.root };
  if (name === 'context' && run.functions) return { found: true, value: run.context(run.functions) };
  if (hasOwn(run.scope, name)) return { found: true, value: read(run, run.scope, name) };
  if (isObject(run.root) && !Array.isArray(run.root) && hasOwn(run.root, name)) return { found: true, value: read(run, run.root, name) };
  if (run.functions?.onState.has(name)) return { found: true, value: run.functions.onState.get(name) };
  if (GLOBALS.has(name)) return { found: true, value: GLOBALS.get(name) };
  return { found: false };
}

function binary(run: Run, operator: string, left: unknown, right: unknown): unknown {
  data(left, `"${operator}"`);
  data(right, `"${operator}"`);
  if (operator !== '===' && operator !== '!==') {
    sized(run, left);
    sized(run, right);
  }
  /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment -- JavaScript's own operator semantics on data values are the point here */
  const l = left as any;
  const r = right as any;
  switch (operator) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '/':
      return l / r;
    case '%':
      return l % r;
    case '**':
      return l ** r;
    case '==':
      return l == r;
    case '!=':
      return l != r;
    case '===':
      return l === r;
    case '!==':
      return l !== r;
    case '<':
      return l < r;
    case '<=':
      return l <= r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
    case '&':
      return l & r;
    case '|':
      return l | r;
    case '^':
      return l ^ r;
    case '<<':
      return l << r;
    case '>>':
      return l >> r;
    case '>>>':
      return l >>> r;
    default:
      return refuse(`the operator "${operator}"`);
  }
  /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment */
}

/** How a value becomes text: `String()` (and `+`, templates, join) or `JSON.stringify`. */
type TextForm = 'string' | 'json';

/** Whether `String()` can turn a data object into text without throwing or running content's own conversions. */
function convertible(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  // `{"toString": 1}` from state or a data URL: String() would call it, find no function and throw.
  return Array.isArray(value) || !(hasOwn(value, 'toString') || hasOwn(value, 'valueOf'));
}

/** The length of "[object Object]", what String() writes for a plain object. */
const OBJECT_TEXT_LENGTH = '[object Object]'.length;

/**
 * Checks, before JavaScript turns an object into text (`'' + list`, `${obj}`, `String(list)`,
 * `JSON.stringify`), that the text stays within the string limit, counting what the conversion
 * would write: a shared reference is written each time it is reached, so it counts each time
 * (`[a, a]` nested twelve deep over a long string is 4,096 copies of it). Each node visited costs a
 * step and adds at least a character, so the walk stops within the string limit (and the budget)
 * however large the expansion. It also refuses what the conversion would throw on (too deep, an
 * own `toString`), so that becomes a refusal rather than a native error.
 */
function sized(run: Run, value: unknown, form: TextForm = 'string'): void {
  if (!isObject(value) || isFunctionValue(value)) return;
  let total = 0;
  const tooLarge = (): never => refuse(`a value too large to turn into text (over ${MAX_STRING_LENGTH} characters)`);
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() ?? [undefined, 0];
    run.step();
    if (typeof item === 'string') total += item.length + 2;
    else if (isObject(item) && !isFunctionValue(item)) {
      if (depth >= MAX_TEXT_DEPTH) refuse(`a value nested more than ${MAX_TEXT_DEPTH} deep turned into text`);
      if (form === 'string' && !convertible(item)) refuse('a value that cannot be turned into text (an object with its own "toString" or "valueOf")');
      const isArray = Array.isArray(item);
      // String() writes a plain object as "[object Object]" without reading what it holds (a
      // state that holds itself prints too); only arrays (joined by commas) and JSON go inside.
      if (form === 'string' && !isArray) {
        total += OBJECT_TEXT_LENGTH;
        if (total > MAX_STRING_LENGTH) tooLarge();
        continue;
      }
      total += 2;
      for (const key of Object.keys(item)) {
        total += isArray ? 1 : key.length + 4;
        if (total > MAX_STRING_LENGTH) tooLarge();
        const descriptor = Object.getOwnPropertyDescriptor(item, key);
        if (descriptor && 'value' in descriptor) stack.push([descriptor.value, depth + 1]);
      }
    } else total += typeof item === 'number' ? String(item).length : 9;
    if (total > MAX_STRING_LENGTH) tooLarge();
  }
}

/** A value as `String()` writes it, checked first: too large, too deep or unconvertible is a refusal, never a native error. */
function textOf(run: Run, value: unknown): string {
  sized(run, value);
  try {
    // Objects print as the SDK prints them ("[object Object]", arrays joined by commas).
    return String(value);
  } catch (error) {
    return refuse(`a value that cannot be turned into text (${error instanceof Error ? error.message : 'its conversion failed'})`);
  }
}

function checked(run: Run, value: unknown): unknown {
  return typeof value === 'string' ? run.text(value) : value;
}

function spreadItems(run: Run, value: unknown): readonly unknown[] {
  if (typeof value === 'string') {
    run.step(value.length);
    return Array.from(value);
  }
  if (!Array.isArray(value)) return fail(`TypeError: ${value === null ? 'null' : typeof value} is not iterable`);
  run.step(value.length);
  return Array.from({ length: value.length }, (_, index) => read(run, value, String(index)));
}

function evalList(run: Run, env: Env, nodes: readonly (Expression | SpreadElement)[], where: string): unknown[] {
  const out: unknown[] = [];
  for (const node of nodes) {
    if (node.type === 'SpreadElement') {
      for (const item of spreadItems(run, evalNode(run, env, node.argument))) out.push(data(item, where));
    } else out.push(evalNode(run, env, node));
  }
  return out;
}

function callFunction(run: Run, fn: unknown, args: readonly unknown[], name: string): unknown {
  if (fn instanceof Closure) {
    run.depth += 1;
    if (run.depth > MAX_CALL_DEPTH) refuse(`calls nested more than ${MAX_CALL_DEPTH} deep`);
    const vars = new Map<string, Binding>();
    fn.params.forEach((param, index) => vars.set(param, { value: args[index], constant: false }));
    const env: Env = { vars, parent: fn.env };
    let result: unknown;
    if (fn.body.type === 'BlockStatement') result = returned(execute(run, env, fn.body.body));
    else result = evalNode(run, env, fn.body);
    run.depth -= 1;
    return result;
  }
  if (fn === OBJECT_ASSIGN) return objectAssign(run, args);
  if (fn instanceof Host && fn.call !== null) {
    args.forEach((arg) => {
      data(arg, fn.name);
      sized(run, arg, fn.name === 'JSON.stringify' ? 'json' : 'string');
    });
    return checked(run, native(() => fn.call?.(args)));
  }
  return isFunctionValue(fn) ? refuse(`a call to "${name}"`) : fail(`TypeError: ${name} is not a function`);
}

/** `Object.assign(target, ...sources)` on an object the code may change (in page code and actions, state itself). */
function objectAssign(run: Run, args: readonly unknown[]): unknown {
  if (args[0] === run.root && !run.canWriteState) refuse('assignment to state outside an action');
  const target = changeable(run, args[0]);
  for (const source of args.slice(1)) {
    if (source === null || source === undefined || typeof source === 'number' || typeof source === 'boolean') continue;
    if (!isObject(source) || isFunctionValue(source)) return refuse('Object.assign from a value that is not an object');
    for (const key of Object.keys(source)) {
      run.step();
      writeProperty(run, target, key, read(run, source, key));
    }
  }
  return target;
}

/** Runs a native helper, turning its own errors (RangeError from toFixed, SyntaxError from JSON.parse) into ExpressionErrors. */
function native(fn: () => unknown): unknown {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    return fail(error instanceof Error ? `${error.name}: ${error.message}` : 'the helper failed');
  }
}

function arrayMethod(run: Run, array: readonly unknown[], name: string, args: readonly unknown[]): unknown {
  const item = (index: number): unknown => read(run, array, String(index));
  const each = (fn: unknown, visit: (result: unknown, value: unknown, index: number) => boolean): void => {
    for (let index = 0; index < array.length; index += 1) {
      run.step();
      const value = item(index);
      if (visit(callFunction(run, fn, [value, index, array], name), value, index)) return;
    }
  };
  const values = (): unknown[] => args.map((arg) => data(arg, name));
  switch (name) {
    case 'map': {
      const out: unknown[] = [];
      each(args[0], (result) => (out.push(data(result, 'map')), false));
      return run.own(out);
    }
    case 'filter': {
      const out: unknown[] = [];
      each(args[0], (result, value) => (result ? out.push(value) : 0, false));
      return run.own(out);
    }
    case 'find': {
      let found: unknown;
      each(args[0], (result, value) => (result ? ((found = value), true) : false));
      return found;
    }
    case 'findIndex': {
      let found = -1;
      each(args[0], (result, _value, index) => (result ? ((found = index), true) : false));
      return found;
    }
    case 'some': {
      let found = false;
      each(args[0], (result) => (result ? ((found = true), true) : false));
      return found;
    }
    case 'every': {
      let all = true;
      each(args[0], (result) => (result ? false : ((all = false), true)));
      return all;
    }
    case 'reduce': {
      let index = 0;
      let acc: unknown;
      if (args.length > 1) acc = data(args[1], 'reduce');
      else if (array.length === 0) return fail('TypeError: reduce of empty array with no initial value');
      else acc = item(index++);
      for (; index < array.length; index += 1) {
        run.step();
        acc = data(callFunction(run, args[0], [acc, item(index), index, array], 'reduce'), 'reduce');
      }
      return acc;
    }
    case 'join': {
      const separator = args[0] === undefined ? ',' : String(primitive(args[0], 'join'));
      let out = '';
      for (let index = 0; index < array.length; index += 1) {
        run.step();
        const value = item(index);
        out += (index === 0 ? '' : separator) + (value === null || value === undefined ? '' : textOf(run, data(value, 'join')));
        if (out.length > MAX_STRING_LENGTH) refuse(`a string longer than ${MAX_STRING_LENGTH} characters`);
      }
      return run.text(out);
    }
    case 'includes':
    case 'indexOf':
    case 'lastIndexOf':
    case 'slice':
    case 'at':
    case 'concat': {
      run.step(array.length);
      const result = native(() => (Array.prototype[name] as (...a: unknown[]) => unknown).apply(array, values()));
      if (Array.isArray(result)) run.step(result.length);
      return Array.isArray(result) ? run.own(result) : result;
    }
    default:
      return refuse(`a call to "${name}"`);
  }
}

/** The longest string a string method can return, worked out before the native call makes it. */
function growth(target: string, name: string, args: readonly unknown[]): number {
  if (name === 'padStart' || name === 'padEnd') return Math.max(target.length, Number(args[0]) || 0);
  if (name === 'concat') return args.reduce<number>((sum, arg) => sum + String(arg).length, target.length);
  if (name === 'replace') {
    const replacement = String(args[1]);
    // `$&`, `$'` and `` $` `` in a replacement each insert up to the whole string.
    const dollars = replacement.split('$').length - 1;
    return target.length + replacement.length + dollars * target.length;
  }
  return target.length;
}

function primitiveMethod(run: Run, target: string | number | boolean, name: string, args: readonly unknown[]): unknown {
  const allowed = typeof target === 'string' ? STRING_METHODS : typeof target === 'number' ? NUMBER_METHODS : new Set(['toString']);
  if (!allowed.has(name)) return refuse(`a call to "${name}"`);
  const values = args.map((arg, index) => {
    if (name === 'toLocaleString' && index === 1 && isObject(arg) && !Array.isArray(arg)) return copy(run, arg);
    if (name !== 'concat') return primitive(arg, name);
    // ES5 output of template literals is "".concat(a, b): any value, as text.
    return textOf(run, data(arg, name));
  });
  if (typeof target === 'string') {
    run.scan(target);
    const grown = growth(target, name, values);
    if (grown > MAX_STRING_LENGTH) refuse(`a string longer than ${MAX_STRING_LENGTH} characters`);
  }
  const proto = Object(target) as Record<string, (...a: unknown[]) => unknown>;
  const result = native(() => (proto[name] as (...a: unknown[]) => unknown).apply(target, values));
  if (Array.isArray(result)) {
    run.step(result.length);
    return run.own(result);
  }
  return checked(run, result);
}

function evalCall(run: Run, env: Env, node: Extract<Expression, { type: 'CallExpression' }>): unknown {
  const callee = node.callee;
  let fn: unknown;
  let name = 'function';
  if (callee.type === 'MemberExpression') {
    const target = evalNode(run, env, callee.object);
    if (target === SHORT) return SHORT;
    if (callee.optional && (target === null || target === undefined)) return SHORT;
    name = checkKey(propertyKey(evalNode(run, env, callee.property)));
    if (typeof target === 'string' || typeof target === 'number' || typeof target === 'boolean') {
      return primitiveMethod(run, target, name, evalList(run, env, node.arguments, name));
    }
    if (Array.isArray(target) && !hasOwn(target, name)) {
      if (!ARRAY_METHODS.has(name)) return refuse(`a call to "${name}"`);
      return arrayMethod(run, target, name, evalList(run, env, node.arguments, name));
    }
    fn = read(run, target, name);
  } else {
    fn = evalNode(run, env, callee);
    if (fn === SHORT) return SHORT;
    if (callee.type === 'Identifier') name = callee.name;
  }
  if (node.optional && (fn === null || fn === undefined)) return SHORT;
  return callFunction(run, fn, evalList(run, env, node.arguments, name), name);
}

/** An object the code may change: one it created, or (in an action) part of the copied state. */
function changeable(run: Run, value: unknown): object {
  if (!isObject(value) || isFunctionValue(value)) return fail(`TypeError: cannot set properties of ${String(value)}`);
  if (!run.owned.has(value) && run.canWriteState) copyState(run);
  const target = run.resolve(value) as object;
  if (!run.owned.has(target)) refuse('changing an object that is neither state nor made by the code');
  return target;
}

/** The object an assignment writes into. */
function writableTarget(run: Run, env: Env, node: Expression): object {
  run.step();
  if (node.type === 'Identifier') {
    const local = findLocal(env, node.name);
    if (local) return changeable(run, local.value);
    if (node.name === 'state' && hasOwn(run.scope, 'state')) {
      if (!run.canWriteState) refuse('assignment to state outside an action');
      if (!isObject(run.root)) return fail('TypeError: state is not an object');
      copyState(run);
      return changeable(run, run.root);
    }
    if (node.name === 'context' && run.functions && !findLocal(env, 'context')) return run.context(run.functions);
    return refuse(`assignment through "${node.name}"`);
  }
  if (node.type === 'MemberExpression' && !node.optional) {
    const parent = writableTarget(run, env, node.object);
    const key = checkKey(propertyKey(evalNode(run, env, node.property)));
    return changeable(run, read(run, parent, key));
  }
  return refuse('this assignment target');
}

function findLocal(env: Env | null, name: string): Binding | undefined {
  for (let at = env; at !== null; at = at.parent) {
    const binding = at.vars.get(name);
    if (binding) return binding;
  }
  return undefined;
}

type Reference = { readonly get: () => unknown; readonly set: (value: unknown) => void };

function reference(run: Run, env: Env, node: Expression): Reference {
  if (node.type === 'Identifier') {
    const binding = findLocal(env, node.name);
    if (!binding) return refuse(`assignment to "${node.name}", which the code did not declare`);
    return {
      get: () => binding.value,
      set: (value) => {
        if (binding.constant) fail('TypeError: assignment to a constant variable');
        binding.value = value;
      },
    };
  }
  if (node.type === 'MemberExpression' && !node.optional) {
    const target = writableTarget(run, env, node.object);
    const key = checkKey(propertyKey(evalNode(run, env, node.property)));
    return { get: () => read(run, target, key), set: (value) => writeProperty(run, target, key, value) };
  }
  return refuse('this assignment target');
}

const LOGICAL_ASSIGN: Readonly<Record<string, (value: unknown) => boolean>> = {
  '||=': (value) => !value,
  '&&=': (value) => Boolean(value),
  '??=': (value) => value === null || value === undefined,
};

function evalNode(run: Run, env: Env, node: Expression): unknown {
  run.step();
  run.nesting += 1;
  if (run.nesting > MAX_NESTING) refuse(`expressions nested more than ${MAX_NESTING} deep`);
  try {
    return evalInner(run, env, node);
  } finally {
    run.nesting -= 1;
  }
}

function evalInner(run: Run, env: Env, node: Expression): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const found = lookup(run, env, node.name);
      return found.found ? found.value : refuse(`unknown name "${node.name}"`);
    }
    case 'TemplateLiteral': {
      let out = node.quasis[0] ?? '';
      node.expressions.forEach((expression, index) => {
        const part = data(evalNode(run, env, expression), 'a template');
        out += textOf(run, part) + (node.quasis[index + 1] ?? '');
        if (out.length > MAX_STRING_LENGTH) refuse(`a string longer than ${MAX_STRING_LENGTH} characters`);
      });
      return run.text(out);
    }
    case 'MemberExpression': {
      const target = evalNode(run, env, node.object);
      if (target === SHORT) return SHORT;
      if (node.optional && (target === null || target === undefined)) return SHORT;
      return read(run, target, propertyKey(evalNode(run, env, node.property)));
    }
    case 'ChainExpression': {
      const value = evalNode(run, env, node.expression);
      return value === SHORT ? undefined : value;
    }
    case 'UnaryExpression': {
      if (node.operator === 'typeof') {
        if (node.argument.type === 'Identifier' && !lookup(run, env, node.argument.name).found) return 'undefined';
        const value = evalNode(run, env, node.argument);
        return value instanceof Closure || (value instanceof Host && value.call !== null) ? 'function' : value instanceof Host ? 'object' : typeof value;
      }
      const value = evalNode(run, env, node.argument);
      if (node.operator === '!') return !value;
      if (node.operator === 'void') return undefined;
      data(value, `"${node.operator}"`);
      sized(run, value);
      /* eslint-disable @typescript-eslint/no-explicit-any -- JavaScript's own operator semantics on data values */
      if (node.operator === '-') return -(value as any);
      if (node.operator === '+') return +(value as any);
      if (node.operator === '~') return ~(value as any);
      /* eslint-enable @typescript-eslint/no-explicit-any */
      return refuse(`the operator "${String(node.operator)}"`);
    }
    case 'BinaryExpression':
      return checked(run, binary(run, node.operator, evalNode(run, env, node.left), evalNode(run, env, node.right)));
    case 'LogicalExpression': {
      const left = evalNode(run, env, node.left);
      if (node.operator === '&&') return left ? evalNode(run, env, node.right) : left;
      if (node.operator === '||') return left ? left : evalNode(run, env, node.right);
      if (node.operator === '??') return left === null || left === undefined ? evalNode(run, env, node.right) : left;
      return refuse(`the operator "${String(node.operator)}"`);
    }
    case 'ConditionalExpression':
      return evalNode(run, env, node.test) ? evalNode(run, env, node.consequent) : evalNode(run, env, node.alternate);
    case 'ArrayExpression':
      return run.own(evalList(run, env, node.elements, 'an array').map((value) => data(value, 'an array')));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      const put = (key: string, value: unknown): void => {
        checkKey(key);
        Object.defineProperty(out, key, { value: data(value, 'an object'), writable: true, enumerable: true, configurable: true });
      };
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          const source = evalNode(run, env, property.argument);
          if (typeof source === 'string') spreadItems(run, source).forEach((char, index) => put(String(index), char));
          else if (isObject(source) && !isFunctionValue(source)) {
            for (const key of Object.keys(source)) {
              run.step();
              put(key, read(run, source, key));
            }
          } else data(source, 'an object spread');
        } else {
          const key = propertyKey(evalNode(run, env, property.key));
          put(key, evalNode(run, env, property.value));
        }
      }
      return run.own(out);
    }
    case 'CallExpression':
      return evalCall(run, env, node);
    case 'ArrowFunctionExpression':
      return new Closure(node.params, node.body, env);
    case 'AssignmentExpression': {
      const ref = reference(run, env, node.left);
      if (node.operator === '=') {
        const value = evalNode(run, env, node.right);
        ref.set(value);
        return value;
      }
      const shouldAssign = LOGICAL_ASSIGN[node.operator];
      if (shouldAssign) {
        const current = ref.get();
        if (!shouldAssign(current)) return current;
        const value = evalNode(run, env, node.right);
        ref.set(value);
        return value;
      }
      const value = checked(run, binary(run, node.operator.slice(0, -1), ref.get(), evalNode(run, env, node.right)));
      ref.set(value);
      return value;
    }
    case 'UpdateExpression': {
      const ref = reference(run, env, node.argument);
      const old = Number(data(ref.get(), `"${node.operator}"`));
      const next = node.operator === '++' ? old + 1 : old - 1;
      ref.set(next);
      return node.prefix ? next : old;
    }
    case 'SequenceExpression': {
      let last: unknown;
      for (const expression of node.expressions) last = evalNode(run, env, expression);
      return last;
    }
    default:
      return refuse(`the node "${String((node as { type?: unknown }).type)}"`);
  }
}

function execute(run: Run, env: Env, statements: readonly ProgramNode[]): Completion {
  for (const statement of statements) {
    run.step();
    switch (statement.type) {
      case 'ExpressionStatement':
        evalNode(run, env, statement.expression);
        break;
      case 'VariableDeclaration':
        for (const declaration of statement.declarations) {
          if (declaration.name === 'state' || FORBIDDEN_KEYS.has(declaration.name)) refuse(`declaring "${declaration.name}"`);
          const value = declaration.init === null ? undefined : evalNode(run, env, declaration.init);
          const existing = statement.kind === 'var' ? findLocal(env, declaration.name) : undefined;
          if (existing && !existing.constant) {
            if (declaration.init !== null) existing.value = value;
          } else env.vars.set(declaration.name, { value, constant: statement.kind === 'const' });
        }
        break;
      case 'IfStatement': {
        const branch = evalNode(run, env, statement.test) ? statement.consequent : statement.alternate;
        if (branch !== null) {
          const result = execute(run, { vars: new Map(), parent: env }, [branch]);
          if (result) return result;
        }
        break;
      }
      case 'BlockStatement': {
        const result = execute(run, { vars: new Map(), parent: env }, statement.body);
        if (result) return result;
        break;
      }
      case 'ReturnStatement':
        return new Return(statement.argument === null ? undefined : evalNode(run, env, statement.argument));
      case 'LoopStatement': {
        const result = runLoop(run, env, statement);
        if (result) return result;
        break;
      }
      case 'BreakStatement':
        return BREAK;
      case 'ContinueStatement':
        return CONTINUE;
      default:
        return refuse(`the statement "${String((statement as { type?: unknown }).type)}"`);
    }
  }
  return undefined;
}

/** A loop: every iteration costs a step, so the budget ends one that never would. */
function runLoop(run: Run, env: Env, statement: Extract<ProgramNode, { type: 'LoopStatement' }>): Return | undefined {
  const scope: Env = { vars: new Map(), parent: env };
  if (statement.init) execute(run, scope, [statement.init]);
  for (let first = true; ; first = false) {
    run.step();
    if (!(statement.doWhile && first) && statement.test !== null && !evalNode(run, scope, statement.test)) return undefined;
    const result = execute(run, { vars: new Map(), parent: scope }, [statement.body]);
    if (result instanceof Return) return result;
    if (result === BREAK) return undefined;
    if (statement.update !== null) evalNode(run, scope, statement.update);
  }
}

function runProgram(run: Run, program: Program): unknown {
  if (!isObject(program) || program.type !== 'Program' || !Array.isArray(program.body)) refuse('a value that is not a compiled program');
  try {
    return returned(execute(run, { vars: new Map(), parent: null }, program.body));
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    // A stack overflow or a native error the helpers did not catch: report it like any other failure.
    return fail(error instanceof Error ? `${error.name}: ${error.message}` : 'the code failed');
  }
}

/** The value of a binding, condition, repeat collection or placeholder. Never changes `scope`. */
export function evaluate(program: Program, scope: Scope, budget?: Budget): unknown {
  return data(runProgram(new Run(scope, scope['state'], false, budget), program), 'the result');
}

/**
 * Runs an action and returns the next state: `scope.state` itself when the action wrote nothing,
 * else a new copy (taken at the first write, shared references kept shared, so the result is what
 * the SDK's in-place changes give). Never changes `scope.state`.
 */
export function runAction(program: Program, scope: Scope & { readonly state: Readonly<Record<string, unknown>> }): Record<string, unknown> {
  const run = new Run(scope, scope.state, true);
  runProgram(run, program);
  return run.root as Record<string, unknown>;
}

/**
 * Runs page code (`data.jsCode`) once, with what its scope says (`Builder.isServer` or
 * `Builder.isBrowser`): the state it leaves (a copy; `scope.state` is never changed) and the
 * functions it put on state and context, for the content's actions and bindings.
 */
export function runPageCode(
  program: Program,
  scope: Scope & { readonly state: Readonly<Record<string, unknown>> },
  budget?: Budget,
): { readonly state: Record<string, unknown>; readonly functions: PageFunctions } {
  const functions = new PageFunctions();
  const run = new Run(withPageFunctions(scope, functions), scope.state, true, budget);
  runProgram(run, program);
  // Page code that writes nothing still hands back a state of its own.
  copyState(run);
  return { state: run.root as Record<string, unknown>, functions };
}

/**
 * Text with its placeholders filled in. A placeholder that is null or undefined, or that fails, is
 * empty; `onError` hears about each failure so the caller can log it.
 */
export function renderTemplate(template: Template, scope: Scope, onError?: (error: ExpressionError) => void, budget?: Budget): string {
  let out = '';
  for (const part of template) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    try {
      const run = new Run(scope, scope['state'], false, budget);
      const value = data(runProgram(run, part), 'the result');
      // Objects print as the SDK prints them (String.prototype.replace's conversion), "[object Object]" included.
      out += value === null || value === undefined ? '' : textOf(run, value);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      onError?.(error);
    }
  }
  return out;
}


/**
 * A value as `String()` writes it for display (a bound object in a Text, as the SDK shows it), with
 * the interpreter's size accounting: an ExpressionError rather than a native TypeError or a
 * gigabyte string when the value has its own `toString`, nests too deep or expands too far.
 */
export function displayText(value: unknown): string {
  return textOf(new Run({}, undefined, false), value);
}

/**
 * A value as JSON text for display (the browser island shows a bound object this way), with the
 * same size accounting as the interpreter: refused (an ExpressionError) rather than expanded when
 * its shared references would write more than the string limit, or when it nests too deep.
 */
export function displayJson(value: unknown): string | undefined {
  const run = new Run({}, undefined, false);
  sized(run, value, 'json');
  return native(() => JSON.stringify(value)) as string | undefined;
}
