/**
 * Compiles Builder's binding, condition, repeat, placeholder and action code into the JSON program
 * the interpreter runs, refusing at compile time everything outside the subset it can run safely.
 * Server only: acorn stays out of the browser bundle, the island receives compiled programs.
 *
 * The code is read the way Builder's gen-1 SDK reads it (stringToFunction): an expression without
 * `;`, ` return ` or a leading `return ` becomes `return (code)`; anything else is a function body,
 * so the editor's transpiled form `var _virtual_index=state.title;return _virtual_index` and
 * `return state.x` work as they do there. Actions are always function bodies.
 */
import 'server-only';

import { parse, type AnyNode, type Expression as AcornExpression, type Statement as AcornStatement } from 'acorn';

import type {
  AssignmentOperator,
  BinaryOperator,
  Expression,
  Identifier,
  MemberExpression,
  Program,
  Property,
  SpreadElement,
  Statement,
  Template,
  UnaryOperator,
} from './program';
import { FORBIDDEN_KEYS } from './interpret';

export type Compiled = { readonly ok: true; readonly program: Program } | { readonly ok: false; readonly reason: string };
export type CompiledTemplate = { readonly ok: true; readonly template: Template } | { readonly ok: false; readonly reason: string };

/** Longer code than any binding or action an editor writes; longer input is refused before parsing. */
export const MAX_SOURCE_LENGTH = 20_000;
const MAX_DEPTH = 100;

/** A `{{ code }}` placeholder found in text: where it starts and ends, and its code. */
export type Placeholder = { readonly start: number; readonly end: number; readonly code: string };

/**
 * The placeholders the SDK's Text block pattern `/{{([^}]+)}}/g` finds (`{{`, anything but `}`,
 * `}}`), found in one pass: the regex retries every `{` of a long run against the same text, which
 * took 6.1 s on 40,000 of them. The first `}` after a start is the same for every later start
 * before it, so it is looked up once per run instead of once per start.
 */
export function scanPlaceholders(text: string, firstOnly = false): { readonly placeholders: Placeholder[]; readonly examined: number } {
  const found: Placeholder[] = [];
  // Characters the scan looks at: each index is passed over at most twice (once per search), whatever the text.
  let examined = 0;
  let from = 0;
  let close = -1;
  for (;;) {
    const open = text.indexOf('{{', from);
    examined += (open < 0 ? text.length : open + 2) - from;
    if (open < 0) break;
    if (close < open + 2) {
      close = text.indexOf('}', open + 2);
      examined += (close < 0 ? text.length : close + 1) - (open + 2);
    }
    if (close < 0) break;
    if (close > open + 2 && text[close + 1] === '}') {
      found.push({ start: open, end: close + 2, code: text.slice(open + 2, close) });
      if (firstOnly) break;
      from = close + 2;
    } else from = open + 1;
  }
  return { placeholders: found, examined };
}

const placeholders = (text: string, firstOnly = false): Placeholder[] => scanPlaceholders(text, firstOnly).placeholders;

/** Names of the browser and the language's escape hatches: refused wherever they are read (`typeof window` still answers "undefined"). */
const DENIED_NAMES: ReadonlySet<string> = new Set([
  'eval',
  'Function',
  'window',
  'self',
  'globalThis',
  'global',
  'document',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'cookieStore',
  'top',
  'parent',
  'frames',
  'opener',
  'open',
  'alert',
  'confirm',
  'prompt',
  'postMessage',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'requestAnimationFrame',
  'importScripts',
  'Worker',
  'SharedWorker',
  'WebAssembly',
  'Proxy',
  'Reflect',
  'Symbol',
  'Promise',
  'process',
  'require',
  'module',
  'exports',
  'arguments',
  'Date',
  'RegExp',
  'constructor',
  'prototype',
  '__proto__',
]);


const BINARY: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', '**', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&', '|', '^', '<<', '>>', '>>>']);
const ASSIGN: ReadonlySet<string> = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '||=', '&&=', '??=']);
const UNARY: ReadonlySet<string> = new Set(['!', '-', '+', '~', 'typeof', 'void']);

class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(`refused: ${reason}`);
};

const STATEMENT_NAMES: Readonly<Record<string, string>> = {
  WhileStatement: 'a loop (while)',
  DoWhileStatement: 'a loop (do … while)',
  ForStatement: 'a loop (for)',
  ForInStatement: 'a loop (for … in)',
  ForOfStatement: 'a loop (for … of)',
  FunctionDeclaration: 'a function',
  ClassDeclaration: 'a class',
  TryStatement: 'try',
  ThrowStatement: 'throw',
  SwitchStatement: 'switch',
  WithStatement: 'with',
  LabeledStatement: 'a label',
  BreakStatement: 'break',
  ContinueStatement: 'continue',
  DebuggerStatement: 'debugger',
};
const EXPRESSION_NAMES: Readonly<Record<string, string>> = {
  ThisExpression: 'this',
  NewExpression: 'new',
  ClassExpression: 'a class',
  YieldExpression: 'yield',
  AwaitExpression: 'await',
  TaggedTemplateExpression: 'a tagged template',
  MetaProperty: 'import.meta or new.target',
  ImportExpression: 'import()',
  Super: 'super',
  PrivateIdentifier: 'a private name',
};

/** The `var` names and function declarations of the function body being compiled, moved to its top (page code only). */
type Hoisted = { readonly vars: Set<string>; readonly functions: Statement[]; readonly params: ReadonlySet<string> };

type Context = {
  depth: number;
  readonly declared: Set<string>;
  readonly assigned: string[];
  /** Page code (`data.jsCode`): function declarations and loops are allowed, `var` and functions are hoisted. */
  readonly pageCode: boolean;
  hoisted: Hoisted | null;
  loops: number;
};

function name(node: AnyNode, ctx: Context, why: string): string {
  if (node.type !== 'Identifier') return refuse(why);
  if (FORBIDDEN_KEYS.has(node.name) || DENIED_NAMES.has(node.name) || node.name === 'state') refuse(`declaring "${node.name}"`);
  ctx.declared.add(node.name);
  return node.name;
}

function key(value: string): Expression {
  if (FORBIDDEN_KEYS.has(value)) refuse(`access to "${value}"`);
  return { type: 'Literal', value };
}

function nested<T>(ctx: Context, build: () => T): T {
  ctx.depth += 1;
  if (ctx.depth > MAX_DEPTH) refuse(`code nested more than ${MAX_DEPTH} deep`);
  try {
    return build();
  } finally {
    ctx.depth -= 1;
  }
}

function list(nodes: readonly (AcornExpression | AnyNode | null)[], ctx: Context): (Expression | SpreadElement)[] {
  return nodes.map((node) => {
    if (node === null) return refuse('an array with holes');
    if (node.type === 'SpreadElement') return { type: 'SpreadElement', argument: expression(node.argument, ctx) };
    return expression(node, ctx);
  });
}

function member(node: AnyNode & { type: 'MemberExpression' }, ctx: Context): MemberExpression {
  const object = expression(node.object, ctx);
  let property: Expression;
  if (!node.computed) {
    if (node.property.type !== 'Identifier') return refuse('a private name');
    property = key(node.property.name);
  } else {
    property = expression(node.property, ctx);
    if (property.type === 'Literal') key(String(property.value));
  }
  return { type: 'MemberExpression', object, property, optional: node.optional };
}

function target(node: AnyNode, ctx: Context): Identifier | MemberExpression {
  if (node.type === 'Identifier') {
    if (node.name === 'state') refuse('assignment to state itself (assign to state.…)');
    if (DENIED_NAMES.has(node.name)) refuse(`access to "${node.name}"`);
    ctx.assigned.push(node.name);
    return { type: 'Identifier', name: node.name };
  }
  if (node.type === 'MemberExpression') {
    if (node.optional) refuse('assignment through optional chaining');
    return member(node, ctx);
  }
  return refuse('destructuring assignment');
}

function expression(node: AnyNode, ctx: Context): Expression {
  return nested(ctx, () => expressionInner(node, ctx));
}

function expressionInner(node: AnyNode, ctx: Context): Expression {
  switch (node.type) {
    case 'Literal': {
      if ('regex' in node && node.regex) return refuse('a regular expression');
      if (typeof node.value === 'bigint' || node.bigint !== undefined) return refuse('a BigInt');
      const value = node.value;
      if (typeof value === 'number' && !Number.isFinite(value)) return refuse('a number too large to write');
      if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { type: 'Literal', value };
      return refuse('this literal');
    }
    case 'Identifier':
      if (DENIED_NAMES.has(node.name)) return refuse(`access to "${node.name}"`);
      return { type: 'Identifier', name: node.name };
    case 'TemplateLiteral':
      return {
        type: 'TemplateLiteral',
        quasis: node.quasis.map((quasi) => quasi.value.cooked ?? refuse('an invalid escape in a template')),
        expressions: node.expressions.map((item) => expression(item, ctx)),
      };
    case 'MemberExpression':
      return member(node, ctx);
    case 'ChainExpression':
      return { type: 'ChainExpression', expression: expression(node.expression, ctx) };
    case 'UnaryExpression': {
      if (!UNARY.has(node.operator)) return refuse(`the operator "${node.operator}"`);
      const argument =
        node.operator === 'typeof' && node.argument.type === 'Identifier' && DENIED_NAMES.has(node.argument.name)
          ? // `typeof window` is how content asks whether it runs in a browser: it answers "undefined" on both sides.
            ({ type: 'Identifier', name: `\u0000${node.argument.name}` } as const)
          : expression(node.argument, ctx);
      return { type: 'UnaryExpression', operator: node.operator as UnaryOperator, argument };
    }
    case 'BinaryExpression':
      if (!BINARY.has(node.operator)) return refuse(`the operator "${node.operator}"`);
      return { type: 'BinaryExpression', operator: node.operator as BinaryOperator, left: expression(node.left, ctx), right: expression(node.right, ctx) };
    case 'LogicalExpression':
      return { type: 'LogicalExpression', operator: node.operator, left: expression(node.left, ctx), right: expression(node.right, ctx) };
    case 'ConditionalExpression':
      return {
        type: 'ConditionalExpression',
        test: expression(node.test, ctx),
        consequent: expression(node.consequent, ctx),
        alternate: expression(node.alternate, ctx),
      };
    case 'ArrayExpression':
      return { type: 'ArrayExpression', elements: list(node.elements, ctx) };
    case 'ObjectExpression':
      return {
        type: 'ObjectExpression',
        properties: node.properties.map((property): Property | SpreadElement => {
          if (property.type === 'SpreadElement') return { type: 'SpreadElement', argument: expression(property.argument, ctx) };
          if (property.kind !== 'init' || property.method) return refuse('a method or accessor in an object');
          let propertyKey: Expression;
          if (property.computed) propertyKey = expression(property.key, ctx);
          else if (property.key.type === 'Identifier') propertyKey = key(property.key.name);
          else if (property.key.type === 'Literal') propertyKey = key(String(property.key.value));
          else return refuse('this object key');
          return { type: 'Property', key: propertyKey, value: expression(property.value, ctx) };
        }),
      };
    case 'CallExpression':
      return { type: 'CallExpression', callee: expression(node.callee, ctx), arguments: list(node.arguments, ctx), optional: node.optional };
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return fn(node, ctx);
    case 'AssignmentExpression':
      if (!ASSIGN.has(node.operator)) return refuse(`the operator "${node.operator}"`);
      return { type: 'AssignmentExpression', operator: node.operator as AssignmentOperator, left: target(node.left, ctx), right: expression(node.right, ctx) };
    case 'UpdateExpression':
      return { type: 'UpdateExpression', operator: node.operator, prefix: node.prefix, argument: target(node.argument, ctx) };
    case 'SequenceExpression':
      return { type: 'SequenceExpression', expressions: node.expressions.map((item) => expression(item, ctx)) };
    default:
      return refuse(EXPRESSION_NAMES[node.type] ?? `the syntax "${node.type}"`);
  }
}

type FunctionNode = AnyNode & { type: 'ArrowFunctionExpression' | 'FunctionExpression' | 'FunctionDeclaration' };

/** A function of the program: always an arrow (no `this`, no `arguments`), its body's `var`s and functions hoisted in page code. */
function fn(node: FunctionNode, ctx: Context): Expression {
  if (node.async || node.generator) return refuse(node.async ? 'an async function' : 'a generator function');
  const params = node.params.map((param) => name(param, ctx, 'a parameter pattern (destructuring, default or rest)'));
  if (node.body.type !== 'BlockStatement') return { type: 'ArrowFunctionExpression', params, body: expression(node.body, ctx) };
  const { loops } = ctx;
  // A loop outside the function does not make `break` inside it legal (acorn says so too).
  ctx.loops = 0;
  const body = functionBody(node.body.body, new Set(params), ctx);
  ctx.loops = loops;
  return { type: 'ArrowFunctionExpression', params, body: { type: 'BlockStatement', body } };
}

/**
 * A function body (or page code's whole program). In page code, as in JavaScript, its `var`s and
 * function declarations belong to the whole body: they are declared first (each a new local, so a
 * `var` never writes to the caller's variable of the same name), then the statements run.
 */
function functionBody(nodes: readonly AnyNode[], params: ReadonlySet<string>, ctx: Context): Statement[] {
  if (!ctx.pageCode) return statements(nodes, ctx);
  const outer = ctx.hoisted;
  const hoisted: Hoisted = { vars: new Set(), functions: [], params };
  ctx.hoisted = hoisted;
  try {
    const body = statements(nodes, ctx);
    const named = new Set(hoisted.functions.map((declaration) => (declaration.type === 'VariableDeclaration' ? declaration.declarations[0]?.name : '')));
    const vars = [...hoisted.vars].filter((variable) => !params.has(variable) && !named.has(variable));
    const declared: Statement[] = vars.length > 0 ? [{ type: 'VariableDeclaration', kind: 'let', declarations: vars.map((variable) => ({ name: variable, init: null })) }] : [];
    return [...declared, ...hoisted.functions, ...body];
  } finally {
    ctx.hoisted = outer;
  }
}

function loop(node: AnyNode & { type: 'ForStatement' | 'WhileStatement' | 'DoWhileStatement' }, ctx: Context): Statement {
  if (!ctx.pageCode) return refuse(STATEMENT_NAMES[node.type] ?? 'a loop');
  let init: Extract<Statement, { type: 'VariableDeclaration' | 'ExpressionStatement' }> | null = null;
  if (node.type === 'ForStatement' && node.init) {
    const converted = node.init.type === 'VariableDeclaration' ? statement(node.init, ctx) : { type: 'ExpressionStatement' as const, expression: expression(node.init, ctx) };
    if (converted?.type === 'VariableDeclaration' || converted?.type === 'ExpressionStatement') init = converted;
  }
  const test = node.test ? expression(node.test, ctx) : null;
  const update = node.type === 'ForStatement' && node.update ? expression(node.update, ctx) : null;
  ctx.loops += 1;
  const body = statement(node.body, ctx) ?? { type: 'BlockStatement', body: [] };
  ctx.loops -= 1;
  return { type: 'LoopStatement', init, test, update, body, doWhile: node.type === 'DoWhileStatement' };
}

function statement(node: AnyNode, ctx: Context): Statement | null {
  return nested(ctx, (): Statement | null => {
    switch (node.type) {
      case 'EmptyStatement':
        return null;
      case 'ExpressionStatement':
        return { type: 'ExpressionStatement', expression: expression(node.expression, ctx) };
      case 'VariableDeclaration':
        if (node.kind !== 'var' && node.kind !== 'let' && node.kind !== 'const') return refuse(`a "${node.kind}" declaration`);
        return {
          type: 'VariableDeclaration',
          kind: node.kind,
          declarations: node.declarations.map((declarator) => {
            const declared = name(declarator.id, ctx, 'a destructuring declaration');
            if (node.kind === 'var') ctx.hoisted?.vars.add(declared);
            return { name: declared, init: declarator.init ? expression(declarator.init, ctx) : null };
          }),
        };
      case 'FunctionDeclaration': {
        if (!ctx.pageCode || !ctx.hoisted) return refuse('a function');
        if (!node.id) return refuse('a function without a name');
        const declared = name(node.id, ctx, 'a function without a name');
        ctx.hoisted.functions.push({ type: 'VariableDeclaration', kind: 'let', declarations: [{ name: declared, init: fn(node, ctx) }] });
        return null;
      }
      case 'ForStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
        return loop(node, ctx);
      case 'BreakStatement':
      case 'ContinueStatement':
        if (!ctx.pageCode || ctx.loops === 0) return refuse(STATEMENT_NAMES[node.type] ?? node.type);
        if (node.label) return refuse('a label');
        return { type: node.type };
      case 'IfStatement':
        return {
          type: 'IfStatement',
          test: expression(node.test, ctx),
          consequent: statement(node.consequent, ctx) ?? { type: 'BlockStatement', body: [] },
          alternate: node.alternate ? statement(node.alternate, ctx) : null,
        };
      case 'BlockStatement':
        return { type: 'BlockStatement', body: statements(node.body, ctx) };
      case 'ReturnStatement':
        return { type: 'ReturnStatement', argument: node.argument ? expression(node.argument, ctx) : null };
      default:
        return refuse(STATEMENT_NAMES[node.type] ?? `the syntax "${node.type}"`);
    }
  });
}

function statements(nodes: readonly AcornStatement[] | readonly AnyNode[], ctx: Context): Statement[] {
  return nodes.flatMap((node) => {
    const converted = statement(node, ctx);
    return converted === null ? [] : [converted];
  });
}

/** Compiled programs are immutable, and a repeat compiles the same binding once per item: remember the recent ones. */
const CACHE_SIZE = 1_000;
const cache = new Map<string, Compiled>();

function compileBody(source: string, pageCode = false): Compiled {
  // A NUL cannot start code an editor saves as text, so page code's entries never meet a binding's.
  const cacheKey = pageCode ? `\u0000${source}` : source;
  const known = cache.get(cacheKey);
  if (known) return known;
  const compiled = compileFresh(source, pageCode);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(cacheKey, compiled);
  return compiled;
}

function compileFresh(source: string, pageCode: boolean): Compiled {
  if (source.length > MAX_SOURCE_LENGTH) return { ok: false, reason: `refused: code longer than ${MAX_SOURCE_LENGTH} characters` };
  let tree;
  try {
    tree = parse(source, { ecmaVersion: 2022, sourceType: 'script', allowReturnOutsideFunction: true });
  } catch (error) {
    return { ok: false, reason: `syntax error: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    const ctx: Context = { depth: 0, declared: new Set(), assigned: [], pageCode, hoisted: null, loops: 0 };
    const body = functionBody(tree.body, new Set(), ctx);
    const undeclared = ctx.assigned.find((assigned) => !ctx.declared.has(assigned));
    if (undeclared !== undefined) refuse(`assignment to "${undeclared}", which the code does not declare (assign to state.${undeclared})`);
    return { ok: true, program: { type: 'Program', body } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    // A stack overflow on absurdly nested input is a refusal too, not a crash of the render.
    return { ok: false, reason: `refused: ${error instanceof Error ? error.message : 'this code'}` };
  }
}

/** Whether the SDK would wrap this code in `return ( … )` (gen-1 stringToFunction's test). */
function isBareExpression(code: string): boolean {
  const trimmed = code.trim();
  return !(code.includes(';') || code.includes(' return ') || trimmed.startsWith('return ')) || trimmed.startsWith('builder.run');
}

/** A binding, show/hide condition, repeat collection or placeholder: its value is what it returns. */
export function compileExpression(code: string): Compiled {
  if (!code.trim()) return { ok: true, program: { type: 'Program', body: [] } };
  // Newlines, not the SDK's bare parentheses, so a trailing `// comment` does not swallow the `)`.
  return compileBody(isBareExpression(code) ? `return (\n${code}\n);` : code);
}

/** An action handler (click, change, submit): statements, run for their effect on state. */
export function compileAction(code: string): Compiled {
  if (!code.trim()) return { ok: true, program: { type: 'Program', body: [] } };
  return compileBody(code);
}

/**
 * Page code (`data.jsCode`, what an editor writes in Builder's code tab, stored compiled to ES5):
 * statements run once per render for their effect on state, with what actions have plus function
 * declarations (hoisted, as `var`s are) and loops (`for`, `while`, `do … while`, unlabeled
 * `break`/`continue`). Loops are page code's only: it runs once per render, so its step budget
 * bounds a runaway loop to one refusal, where a binding's loop would run once per repeated item.
 */
export function compilePageCode(code: string): Compiled {
  if (!code.trim()) return { ok: true, program: { type: 'Program', body: [] } };
  return compileBody(code, true);
}

export function hasTemplate(text: string): boolean {
  return placeholders(text, true).length > 0;
}

/** Text with `{{ expr }}` placeholders, split into literal pieces and compiled placeholders. */
export function compileTemplate(text: string): CompiledTemplate {
  const parts: (string | Program)[] = [];
  let last = 0;
  for (const placeholder of placeholders(text)) {
    if (placeholder.start > last) parts.push(text.slice(last, placeholder.start));
    const compiled = compileExpression(placeholder.code);
    // The code is quoted in the log: cut short, so a placeholder of 40,000 characters does not fill it.
    const quoted = placeholder.code.length > 80 ? `${placeholder.code.slice(0, 80)}…` : placeholder.code;
    if (!compiled.ok) return { ok: false, reason: `${compiled.reason} in {{${quoted}}}` };
    parts.push(compiled.program);
    last = placeholder.end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return { ok: true, template: parts };
}
