/**
 * The JSON description of a repeated block's subtree that the server hands the browser, so the
 * browser can draw the block again for items the server never saw (a collection an action filled,
 * grew or changed). Everything in it was decided on the server: programs are compiled there
 * (expressions/compile.ts), static text is sanitized there, class names and tags are the ones the
 * server renderer writes; the browser only evaluates programs and places elements. Shared by the
 * server (render/client-template.ts builds it) and the browser (repeat-block.tsx draws it).
 */
import type { Program, Template } from '../expressions/program';
import type { ActionName } from './action-names';

/** Tags a Box may draw in the browser: the server renderer's allowlist (builtin-elements.tsx). */
export type TemplateTag = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'span' | 'p' | 'ul' | 'ol' | 'li' | 'figure' | 'figcaption' | 'blockquote' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The element a block draws, without the state wrapper (which `TemplateNode.state` describes). */
export type TemplateElement =
  | { readonly kind: 'box'; readonly tag: TemplateTag; readonly href?: string | undefined; readonly className?: string | undefined; readonly children: readonly TemplateNode[] }
  /** A Text whose own state wrapper draws its text (bound or `{{ }}`): nothing drawn here. */
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly className: string; readonly html: string }
  | {
      readonly kind: 'button';
      readonly className: string;
      readonly label: string;
      /** `component.options.text` bound: the label follows state. */
      readonly labelProgram?: Program | undefined;
      readonly href?: string | undefined;
    }
  | {
      readonly kind: 'image';
      readonly frameClassName: string;
      readonly className: string;
      readonly src?: string | undefined;
      readonly srcProgram?: Program | undefined;
      readonly alt: string;
      readonly altProgram?: Program | undefined;
      readonly children: readonly TemplateNode[];
    }
  | { readonly kind: 'section'; readonly className: string; readonly maxWidth: number; readonly children: readonly TemplateNode[] }
  | { readonly kind: 'fragment'; readonly children: readonly TemplateNode[] };

/** What a StateBlock re-evaluates for a block whose drawing depends on state (StateBlockProps without the server's first values). */
export type TemplateState = {
  readonly show?: Program | undefined;
  readonly hide?: Program | undefined;
  readonly style?: Readonly<Record<string, Program>> | undefined;
  readonly properties?: Readonly<Record<string, Program>> | undefined;
  readonly text?: { readonly program?: Program | undefined; readonly template?: Template | undefined; readonly initialHtml: string; readonly className: string } | undefined;
  readonly button?: { readonly className: string; readonly label: string; readonly program?: Program | undefined } | undefined;
  readonly actions?: Readonly<Partial<Record<ActionName, Program>>> | undefined;
  readonly className?: string | undefined;
};

/** A repeat inside the subtree: the collection and the name its items take in state. */
export type TemplateRepeat = { readonly collection: Program; readonly itemName: string };

export type TemplateNode = {
  readonly key: string;
  readonly repeat?: TemplateRepeat | undefined;
  /** Set when the block's drawing depends on state: it is drawn inside a StateBlock. */
  readonly state?: TemplateState | undefined;
  /** A component's wrapper element with the block's responsive-style class, where the server writes one. */
  readonly wrapperClassName?: string | undefined;
  readonly element: TemplateElement;
};

/** The repeat island's props: the repeated block's collection, its template, and the drawing's outer repeat names. */
export type RepeatBlockProps = TemplateRepeat & {
  readonly locals: Readonly<Record<string, unknown>>;
  readonly template: TemplateNode;
};

/**
 * The names the SDK adds to state for one item of a repeat (as bindings.ts `repeatLocals`):
 * `$index`, `$item`, the item name and `$<itemName>Index`.
 */
export function itemLocals(itemName: string, item: unknown, index: number): Readonly<Record<string, unknown>> {
  return { $index: index, $item: item, [itemName]: item, [`$${itemName}Index`]: index };
}

