/**
 * The program the safe evaluator runs: a reduced subset of ESTree, as plain JSON (no source
 * positions, no parent links, no functions), so the server can compile Builder's binding and action
 * code once and hand the result to a client island as props. Only compile.ts produces it; the
 * interpreter still checks every node it runs, since a program is data and data can be tampered with.
 *
 * Differences from ESTree, to keep the interpreter small: a member's property is always an
 * expression (`a.b` stores the literal "b"), an object property's key likewise, declarations and
 * function parameters are plain names (no patterns), every function is an arrow. Node types not
 * exported here are reached with `Extract<Expression, { type: '…' }>`.
 */

type Literal = { readonly type: 'Literal'; readonly value: string | number | boolean | null };
export type Identifier = { readonly type: 'Identifier'; readonly name: string };
/** `quasis` are the cooked strings between the placeholders: one more than `expressions`. */
type TemplateLiteral = {
  readonly type: 'TemplateLiteral';
  readonly quasis: readonly string[];
  readonly expressions: readonly Expression[];
};
export type MemberExpression = {
  readonly type: 'MemberExpression';
  readonly object: Expression;
  readonly property: Expression;
  readonly optional: boolean;
};
/** The extent of an optional chain: a short-circuit anywhere inside yields undefined here. */
type ChainExpression = { readonly type: 'ChainExpression'; readonly expression: Expression };
export type UnaryOperator = '!' | '-' | '+' | '~' | 'typeof' | 'void';
type UnaryExpression = { readonly type: 'UnaryExpression'; readonly operator: UnaryOperator; readonly argument: Expression };
export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '**'
  | '=='
  | '!='
  | '==='
  | '!=='
  | '<'
  | '<='
  | '>'
  | '>='
  | '&'
  | '|'
  | '^'
  | '<<'
  | '>>'
  | '>>>';
type BinaryExpression = {
  readonly type: 'BinaryExpression';
  readonly operator: BinaryOperator;
  readonly left: Expression;
  readonly right: Expression;
};
type LogicalOperator = '&&' | '||' | '??';
type LogicalExpression = {
  readonly type: 'LogicalExpression';
  readonly operator: LogicalOperator;
  readonly left: Expression;
  readonly right: Expression;
};
type ConditionalExpression = {
  readonly type: 'ConditionalExpression';
  readonly test: Expression;
  readonly consequent: Expression;
  readonly alternate: Expression;
};
export type SpreadElement = { readonly type: 'SpreadElement'; readonly argument: Expression };
type ArrayExpression = { readonly type: 'ArrayExpression'; readonly elements: readonly (Expression | SpreadElement)[] };
export type Property = { readonly type: 'Property'; readonly key: Expression; readonly value: Expression };
type ObjectExpression = { readonly type: 'ObjectExpression'; readonly properties: readonly (Property | SpreadElement)[] };
type CallExpression = {
  readonly type: 'CallExpression';
  readonly callee: Expression;
  readonly arguments: readonly (Expression | SpreadElement)[];
  readonly optional: boolean;
};
/** Arrow functions and `function (x) { … }` expressions alike (Builder's editor stores code transpiled to ES5): no `this`, no `arguments`. */
type ArrowFunctionExpression = {
  readonly type: 'ArrowFunctionExpression';
  readonly params: readonly string[];
  readonly body: Expression | BlockStatement;
};
export type AssignmentOperator = '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '**=' | '||=' | '&&=' | '??=';
type AssignmentExpression = {
  readonly type: 'AssignmentExpression';
  readonly operator: AssignmentOperator;
  readonly left: Identifier | MemberExpression;
  readonly right: Expression;
};
type UpdateExpression = {
  readonly type: 'UpdateExpression';
  readonly operator: '++' | '--';
  readonly prefix: boolean;
  readonly argument: Identifier | MemberExpression;
};
type SequenceExpression = { readonly type: 'SequenceExpression'; readonly expressions: readonly Expression[] };

export type Expression =
  | Literal
  | Identifier
  | TemplateLiteral
  | MemberExpression
  | ChainExpression
  | UnaryExpression
  | BinaryExpression
  | LogicalExpression
  | ConditionalExpression
  | ArrayExpression
  | ObjectExpression
  | CallExpression
  | ArrowFunctionExpression
  | AssignmentExpression
  | UpdateExpression
  | SequenceExpression;

type ExpressionStatement = { readonly type: 'ExpressionStatement'; readonly expression: Expression };
type VariableDeclarator = { readonly name: string; readonly init: Expression | null };
type VariableDeclaration = {
  readonly type: 'VariableDeclaration';
  readonly kind: 'var' | 'let' | 'const';
  readonly declarations: readonly VariableDeclarator[];
};
type IfStatement = {
  readonly type: 'IfStatement';
  readonly test: Expression;
  readonly consequent: Statement;
  readonly alternate: Statement | null;
};
type BlockStatement = { readonly type: 'BlockStatement'; readonly body: readonly Statement[] };
type ReturnStatement = { readonly type: 'ReturnStatement'; readonly argument: Expression | null };
/**
 * Page code's loops (bindings and actions have none): `for (init; test; update)`, `while` and
 * `do … while` (`doWhile`), with unlabeled `break` and `continue`. Every iteration costs steps.
 */
type LoopStatement = {
  readonly type: 'LoopStatement';
  readonly init: VariableDeclaration | ExpressionStatement | null;
  readonly test: Expression | null;
  readonly update: Expression | null;
  readonly body: Statement;
  readonly doWhile: boolean;
};
type JumpStatement = { readonly type: 'BreakStatement' | 'ContinueStatement' };

export type Statement = ExpressionStatement | VariableDeclaration | IfStatement | BlockStatement | ReturnStatement | LoopStatement | JumpStatement;
export type ProgramNode = Statement;

/** A binding, condition or action: statements, run like a function body (its `return` is the value). */
export type Program = { readonly type: 'Program'; readonly body: readonly ProgramNode[] };
/** Text with `{{ }}` placeholders: literal pieces and the compiled placeholders, in order. */
export type Template = readonly (string | Program)[];
