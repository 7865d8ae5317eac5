/**
 * A repeated block's subtree described for the browser (state/repeat-template.ts), so that in
 * content with state the repeat island can draw items the server never saw: a collection an
 * action fills, grows or changes. Programs are compiled here; static text is sanitized here; class
 * names are the server renderer's, and each block's responsive-style rule is written into the
 * page's sheet here, since a block first drawn in the browser has no server drawing to bring it.
 *
 * The browser draws Builder's simple built-ins (Box, Text, Image, Button, Section, Fragment) and
 * nested repeats. A subtree holding anything else (a registered block, a Form element, a widget,
 * a Symbol, Columns, a binding of a component option the browser does not redraw) has no template:
 * its repeat keeps the server's drawings, and the reason is logged once per content problem.
 */
import 'server-only';
import type { ContentBlock } from '@/domain/content/block';
import { ACTION_NAMES, isActionName, type ActionName } from '../state/action-names';
import { safeHref } from '../state/safe-attributes';
import { type RepeatBlockProps, type TemplateElement, type TemplateNode, type TemplateRepeat, type TemplateState, type TemplateTag } from '../state/repeat-template';
import type { Program } from '../expressions/program';
import { action, actionCode, BindingError, bindingCode, expression, programOf, textTemplate, warnOnce } from './bindings';
import { ACTION_BUTTON_CLASS, TEXT_CLASS, textHtml } from './builtin-elements';
import styles from './builtin-elements.module.css';
import { blockClassName } from './responsive-styles';
import { cx } from '@/ui/class-names';

type Options = Readonly<Record<string, unknown>>;

/** Writes a block's responsive-style rule into the page's sheet; answers the CSS ('' when none). */
export type CssFor = (block: ContentBlock) => string;

/** Why a subtree cannot be drawn in the browser. */
class Unsupported extends Error {
  override name = 'Unsupported';
}

const BOX_TAGS: ReadonlySet<string> = new Set<TemplateTag>(['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'span', 'p', 'ul', 'ol', 'li', 'figure', 'figcaption', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BUTTON_CLASS = cx('builder-button', styles.button);

/** Component options a binding may set that the browser redraws, by component. */
const REDRAWN_OPTIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  Text: new Set(['text']),
  'Core:Button': new Set(['text']),
  Button: new Set(['text']),
  Image: new Set(['image', 'altText']),
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
function compiled(code: string, what: string): Program {
  try {
    return programOf(expression(code), what);
  } catch (error) {
    if (error instanceof BindingError) throw new Unsupported(error.message);
    throw error;
  }
}

/** The repeat of a block, as the browser evaluates it (the item name as bindings.ts `repeatLocals` names it). */
function repeatOf(block: ContentBlock): TemplateRepeat | undefined {
  const repeat = block.repeat;
  if (typeof repeat !== 'object' || repeat === null || Array.isArray(repeat)) return undefined;
  const { collection, itemName } = repeat as { collection?: unknown; itemName?: unknown };
  if (typeof collection !== 'string' || collection.trim() === '') return undefined;
  const last = collection.trim().split('(')[0]!.trim().split('.').pop() ?? '';
  const name = typeof itemName === 'string' && itemName.trim() !== '' ? itemName.trim() : last ? `${last}Item` : 'item';
  return { collection: compiled(collection, `repeat "${collection}"`), itemName: name };
}

function stateOf(block: ContentBlock, name: string | undefined, className: string | undefined): TemplateState | undefined {
  const bindings = bindingCode(block);
  const actions = actionCode(block);
  const rawText = name === 'Text' ? text(block.component?.options?.text) : undefined;
  const template = rawText !== undefined && bindings['component.options.text'] === undefined ? textTemplate(rawText) : undefined;
  if (Object.keys(bindings).length === 0 && Object.keys(actions).length === 0 && template === undefined) return undefined;
  const program = (key: string): Program | undefined => (bindings[key] === undefined ? undefined : compiled(bindings[key], `binding "${key}"`));
  const prefixed = (prefix: string): Record<string, Program> =>
    Object.fromEntries(
      Object.keys(bindings)
        .filter((key) => key.startsWith(prefix) && key.split('.').length === 2)
        .map((key) => [key.slice(prefix.length), program(key)!]),
    );
  for (const key of Object.keys(bindings)) {
    if (key === 'show' || key === 'hide' || /^(?:style|properties)\.[^.]+$/.test(key)) continue;
    const option = /^component\.options\.([^.]+)$/.exec(key)?.[1];
    if (option === undefined || !REDRAWN_OPTIONS[name ?? '']?.has(option)) throw new Unsupported(`binding "${key}" is not redrawn in the browser`);
  }
  const compiledActions: Partial<Record<ActionName, Program>> = {};
  for (const [event, code] of Object.entries(actions)) {
    if (!isActionName(event)) {
      warnOnce(`[content] Action "${event}" on block ${block.id ?? 'without id'} is not run: the page runs ${ACTION_NAMES.join(', ')}`);
      continue;
    }
    try {
      compiledActions[event] = programOf(action(code), `action "${event}"`);
    } catch (error) {
      if (error instanceof BindingError) throw new Unsupported(error.message);
      throw error;
    }
  }
  const options: Options | undefined = block.component?.options;
  const isButton = name === 'Core:Button' || name === 'Button';
  return {
    show: program('show'),
    hide: program('hide'),
    style: prefixed('style.'),
    properties: prefixed('properties.'),
    text: name === 'Text' ? { program: program('component.options.text'), template, initialHtml: textHtml(options), className: TEXT_CLASS } : undefined,
    button:
      isButton && compiledActions.click && !safeHref(options?.link)
        ? { className: ACTION_BUTTON_CLASS, label: text(options?.text) ?? '', program: program('component.options.text') }
        : undefined,
    actions: compiledActions,
    className,
  };
}

function elementOf(block: ContentBlock, name: string | undefined, className: string | undefined, state: TemplateState | undefined, cssFor: CssFor): TemplateElement {
  const options: Options | undefined = block.component?.options;
  const children = (): TemplateNode[] => (block.children ?? []).map((child, index) => nodeOf(child, child.id ?? `index-${index}`, cssFor));
  const bound = (key: string): Program | undefined => {
    const code = bindingCode(block)[key];
    return code === undefined ? undefined : compiled(code, `binding "${key}"`);
  };
  switch (name) {
    case undefined: {
      const tag = text(block.tagName)?.toLowerCase() ?? 'div';
      const href = safeHref(block.linkUrl);
      // A plain box in a state wrapper is the wrapper itself (render-content.tsx renderBound).
      if (state && tag === 'div' && block.linkUrl === undefined) return { kind: 'fragment', children: children() };
      return { kind: 'box', tag: BOX_TAGS.has(tag) ? (tag as TemplateTag) : 'div', href, className, children: children() };
    }
    case 'Text':
      return state?.text ? { kind: 'none' } : { kind: 'text', className: TEXT_CLASS, html: textHtml(options) };
    case 'Core:Button':
    case 'Button':
      return state?.button ? { kind: 'none' } : { kind: 'button', className: BUTTON_CLASS, label: text(options?.text) ?? '', labelProgram: bound('component.options.text'), href: safeHref(options?.link) };
    case 'Image':
      return {
        kind: 'image',
        frameClassName: styles.imageFrame ?? '',
        className: styles.image ?? '',
        src: safeHref(options?.image),
        srcProgram: bound('component.options.image'),
        alt: text(options?.altText) ?? '',
        altProgram: bound('component.options.altText'),
        children: children(),
      };
    case 'Core:Section':
    case 'Section': {
      const maxWidth = typeof options?.maxWidth === 'number' && Number.isFinite(options.maxWidth) && options.maxWidth > 0 ? options.maxWidth : 1200;
      return { kind: 'section', className: styles.section ?? '', maxWidth, children: children() };
    }
    case 'Core:Fragment':
    case 'Fragment':
      return { kind: 'fragment', children: children() };
    default:
      throw new Unsupported(`it holds a "${name}", which is drawn on the server only`);
  }
}

function nodeOf(block: ContentBlock, key: string, cssFor: CssFor): TemplateNode {
  const repeat = repeatOf(block);
  const name = block.component?.name;
  const css = cssFor(block);
  const styledClass = css ? `builder-block ${blockClassName(block.id ?? '')}` : undefined;
  const plainBox = name === undefined && (text(block.tagName)?.toLowerCase() ?? 'div') === 'div' && block.linkUrl === undefined;
  const state = stateOf(block, name, name === undefined && !plainBox ? undefined : styledClass);
  const element = elementOf(block, name, styledClass, state, cssFor);
  return { key, repeat, state, wrapperClassName: !state && name !== undefined ? styledClass : undefined, element };
}

/**
 * The browser's description of a repeated block (without its repeat, which the island evaluates),
 * or undefined when the browser cannot draw it: the reason is logged once.
 */
function clientTemplate(block: ContentBlock, key: string, cssFor: CssFor): TemplateNode | undefined {
  try {
    return nodeOf(block, key, cssFor);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    warnOnce(`[content] The repeat of block ${block.id ?? 'without id'} keeps the server's drawings when its collection changes: ${error.message}`);
    return undefined;
  }
}

/** The repeat island's props for a repeated block in content with state, or undefined when its repeat keeps the server's drawings. */
export function repeatIslandProps(block: ContentBlock, single: ContentBlock, key: string, locals: Readonly<Record<string, unknown>>, cssFor: CssFor): RepeatBlockProps | undefined {
  let repeat: TemplateRepeat | undefined;
  try {
    repeat = repeatOf(block);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const template = repeat ? clientTemplate(single, key, cssFor) : undefined;
  return repeat && template ? { ...repeat, locals, template } : undefined;
}
