/**
 * The editor's CSS (a page's `data.cssCode`, a block's responsive style values) goes into one
 * `<style>` element of the first HTML, so it must not close that element nor, for a style value,
 * leave its declaration. Both are decided on postcss's parse of the CSS, never by rewriting the
 * text: a filter that deletes `</style` from a string can be fed `</sty</stylele>`, which its own
 * deletion turns into `</style>`. A node that could close the element is dropped whole, and the
 * sheet is written again from the parsed nodes, without the editor's comments and spacing (where
 * markup could otherwise hide).
 */
// postcss's CommonJS entry, not its ESM wrapper: Turbopack turns the wrapper into an async module,
// which puts its async-module runtime into every page's first-load runtime chunk (+0.45 kB gzip).
import postcss, { type ChildNode, type Root } from 'postcss/lib/postcss';

/** What ends a style element's text in HTML (`</style` followed by a space, `/` or `>`; any case). */
const CLOSES_STYLE = '</style';

const closesStyle = (text: string | undefined): boolean => text !== undefined && text.toLowerCase().includes(CLOSES_STYLE);

function nodeText(node: ChildNode): string | undefined {
  switch (node.type) {
    case 'rule':
      return node.selector;
    case 'decl':
      return `${node.prop}:${node.value}`;
    case 'atrule':
      return `@${node.name} ${node.params}`;
    case 'comment':
      return node.text;
    default:
      return undefined;
  }
}

/** Why a page's CSS is not used at all, or the parsed sheet. */
function parse(css: string): { readonly root: Root } | { readonly reason: string } {
  try {
    return { root: postcss.parse(css) };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : 'it does not parse' };
  }
}

/** Spacing (and a declaration's colon) the editor wrote between tokens, kept; postcss also keeps comments and original text there, which are dropped. */
const SPACING = /^[\s:]*$/;

function keepSpacingOnly(node: ChildNode | Root): void {
  const raws = node.raws as Record<string, unknown>;
  for (const [key, raw] of Object.entries(raws)) {
    if (typeof raw === 'boolean' || (typeof raw === 'string' && SPACING.test(raw))) continue;
    delete raws[key];
  }
}

export type PageCss = { readonly css: string; readonly dropped: readonly string[] };

/**
 * The page's own CSS, parsed and written again: comments and anything that could close the style
 * element dropped (listed in `dropped`), `&` in selectors naming the content's element as in the
 * SDK. CSS that does not parse is not used (its reason is the one entry of `dropped`).
 *
 * @example pageCss('& .note { color: green }', 'builder-component-1').css // '.builder-component-1 .note {\n    color: green\n}'
 */
export function pageCss(cssCode: unknown, scopeClass: string | undefined): PageCss {
  if (typeof cssCode !== 'string' || cssCode.trim() === '') return { css: '', dropped: [] };
  const parsed = parse(cssCode);
  if ('reason' in parsed) return { css: '', dropped: [`the page's CSS does not parse: ${parsed.reason}`] };
  const dropped: string[] = [];
  parsed.root.walk((node) => {
    if (node.type === 'comment' || closesStyle(nodeText(node))) {
      if (node.type !== 'comment') dropped.push(nodeText(node) ?? node.type);
      node.remove();
      return;
    }
    keepSpacingOnly(node);
    if (scopeClass && node.type === 'rule') node.selector = node.selector.replaceAll('&', `.${scopeClass}`);
  });
  keepSpacingOnly(parsed.root);
  const css = parsed.root.toString();
  // Every node that could close the element is gone; this holds whatever postcss writes between them.
  if (closesStyle(css)) return { css: '', dropped: ['the written CSS could close its style element'] };
  return { css, dropped };
}

const MAX_CACHED_VALUES = 2_000;
const checkedValues = new Map<string, boolean>();

/** Whether parentheses and brackets close in order outside strings, so the value cannot swallow what follows it. */
function balanced(value: string): boolean {
  const open: string[] = [];
  let quote: string | null = null;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === '\\') index += 1;
    else if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') open.push(char === '(' ? ')' : ']');
    else if (char === ')' || char === ']') {
      if (open.pop() !== char) return false;
    }
  }
  return open.length === 0 && quote === null;
}

function parsesAsOneDeclaration(property: string, value: string): boolean {
  const parsed = parse(`a{${property}:${value}}`);
  if ('reason' in parsed) return false;
  const [rule, ...more] = parsed.root.nodes;
  if (more.length > 0 || rule?.type !== 'rule' || rule.selector !== 'a' || rule.nodes.length !== 1) return false;
  const [decl] = rule.nodes;
  if (decl?.type !== 'decl' || decl.prop !== property) return false;
  const written = decl.important ? `${decl.value}${decl.raws.important ?? '!important'}` : decl.value;
  return written === value;
}

/**
 * Whether a style value stays inside its declaration: postcss reads `property:value` as exactly
 * that one declaration (no `;`, brace, comment or unclosed string or bracket taking it elsewhere),
 * and it holds nothing that could close the style element.
 *
 * @example isSafeDeclarationValue('color', 'red;}body{display:none') // false
 */
export function isSafeDeclarationValue(property: string, value: string): boolean {
  const key = `${property}\u0000${value}`;
  const known = checkedValues.get(key);
  if (known !== undefined) return known;
  const safe = !closesStyle(value) && !value.includes('<') && balanced(value) && parsesAsOneDeclaration(property, value);
  if (checkedValues.size >= MAX_CACHED_VALUES) checkedValues.clear();
  checkedValues.set(key, safe);
  return safe;
}
