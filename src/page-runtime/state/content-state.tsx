'use client';

/**
 * The browser half of content with state: one `ContentState` per content (a page, or a symbol with
 * its own state) owns that state, and each block whose bindings or actions touch it is a
 * `StateBlock` around its server-rendered HTML. Actions run through the same interpreter the server
 * used for the first HTML (programs compiled on the server arrive as props: no parser and no eval
 * here, so the CSP needs no 'unsafe-eval').
 *
 * Until the first action a StateBlock draws exactly what the server computed (its `initial*`
 * props), so hydration never disagrees with the HTML and nothing moves or flashes; after one, it
 * evaluates its programs with the new state.
 *
 * A hidden block's HTML is in the page (display: none), so an action can show it without the
 * server: the SDK drops it instead, which the browser could not undo here.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { evaluate, renderTemplate, runAction, runPageCode, withPageFunctions, type PageFunctions, type Scope } from '../expressions/interpret';
import type { Program, Template } from '../expressions/program';
import { ACTION_HANDLERS as HANDLERS, ACTION_NAMES, type ActionName } from './action-names';
import { safeHtml } from './safe-html';
import { blockTag, isVoidTag, safeAttributes } from './safe-attributes';
import { valueText } from './value-text';

type State = Readonly<Record<string, unknown>>;

/** What an action's code sees as `event`: a plain snapshot, never the DOM event or element. */
type EventSnapshot = {
  readonly type: string;
  readonly key?: string;
  readonly target: { readonly value?: string; readonly checked?: boolean; readonly name?: string; readonly id?: string };
};

export type Store = {
  readonly state: State;
  /** What bindings read as `content` (the content's data, without blocks and code). */
  readonly content: State;
  /** 0 until an action has run (or page code's browser part changed the state): blocks draw the server's values until then. */
  readonly version: number;
  readonly run: (program: Program, locals: State, event: EventSnapshot) => void;
  /** The functions the browser's run of page code put on state and context. */
  readonly functions: PageFunctions | undefined;
};

const StoreContext = createContext<Store | null>(null);

const BROWSER = { isServer: false, isBrowser: true, isEditing: false, isPreviewing: false } as const;

export function scopeFor(state: State, locals: State, content: State, functions: PageFunctions | undefined, event?: EventSnapshot): Scope {
  return withPageFunctions({ state: { ...state, ...locals }, context: {}, builder: BROWSER, content, ...(event ? { event } : {}) }, functions);
}

/**
 * Page code's browser part, run once as the island starts (the SDK runs it when its component
 * mounts): the state it leaves and the functions it defines. The server ran the same program with
 * the same state and browser semantics before shipping it, so this does not fail unless the
 * program was tampered with; then the page keeps the state it started from.
 */
function startState(initialState: State, content: State, pageCode: Program | undefined): { readonly state: State; readonly functions: PageFunctions | undefined } {
  if (!pageCode) return { state: initialState, functions: undefined };
  try {
    return runPageCode(pageCode, { state: initialState, context: {}, Builder: BROWSER, builder: BROWSER, content });
  } catch (error) {
    console.error('[content] Page code failed in the browser:', error);
    return { state: initialState, functions: undefined };
  }
}

/** The state after an action, without the repeat's own names (they belong to one drawing, not the content). */
function withoutLocals(next: State, locals: State, before: State): State {
  const keys = Object.keys(locals);
  if (keys.length === 0) return next;
  const out: Record<string, unknown> = { ...next };
  for (const key of keys) {
    if (Object.hasOwn(before, key)) out[key] = before[key];
    else delete out[key];
  }
  return out;
}

/** The content's store, for the other state islands (repeat-block.tsx); null outside a ContentState. */
export function useContentStore(): Store | null {
  return useContext(StoreContext);
}

export type ContentStateProps = {
  readonly initialState: State;
  readonly content: State;
  /** Page code to run as the island starts, from `initialState`, with browser semantics. */
  readonly pageCode?: Program | undefined;
  /** Whether that run changes the state the server drew with: blocks redraw once hydrated. */
  readonly redraw?: boolean | undefined;
  readonly children?: ReactNode;
};

export function ContentState({ initialState, content, pageCode, redraw = false, children }: ContentStateProps) {
  // Blocks draw the server's values until the version moves, so hydration matches the HTML whatever page code did here.
  const [start] = useState(() => startState(initialState, content, pageCode));
  const functions = start.functions;
  const [store, setStore] = useState({ state: start.state, version: 0 });
  // Only `run` and the redraw below set the state, and they keep this in step, so a burst of events never reads a stale state.
  const current = useRef(store);
  useEffect(() => {
    if (!redraw) return;
    const next = { state: current.current.state, version: current.current.version + 1 };
    current.current = next;
    setStore(next);
  }, [redraw]);
  const run = useCallback((program: Program, locals: State, event: EventSnapshot) => {
    const before = current.current;
    let next: State;
    try {
      next = runAction(program, scopeFor(before.state, locals, content, functions, event) as Scope & { readonly state: State });
    } catch (error) {
      // The SDK logs a failing action and carries on; so does this: the page keeps its state.
      console.error('[content] An action failed:', error);
      return;
    }
    const settled = { state: withoutLocals(next, locals, before.state), version: before.version + 1 };
    current.current = settled;
    setStore(settled);
  }, [content, functions]);
  const value = useMemo(() => ({ ...store, content, run, functions }), [store, content, run, functions]);
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

function snapshot(event: SyntheticEvent): EventSnapshot {
  const target = event.target as Partial<HTMLInputElement>;
  return {
    type: event.type,
    ...('key' in event && typeof event.key === 'string' ? { key: event.key } : {}),
    target: {
      ...(typeof target.value === 'string' ? { value: target.value } : {}),
      ...(typeof target.checked === 'boolean' ? { checked: target.checked } : {}),
      ...(typeof target.name === 'string' ? { name: target.name } : {}),
      ...(typeof target.id === 'string' ? { id: target.id } : {}),
    },
  };
}

/** Evaluates a program for display; a failure keeps what was drawn before (logged once per failure). */
function shown<T>(compute: () => T, fallback: T): T {
  try {
    return compute();
  } catch (error) {
    console.error('[content] A binding failed after an action:', error);
    return fallback;
  }
}

export type StateBlockProps = {
  /** The repeat's names for this drawing ($index, the item), joined to state as on the server. */
  readonly locals: State;
  readonly show?: Program | undefined;
  readonly hide?: Program | undefined;
  readonly initiallyVisible: boolean;
  readonly style?: Readonly<Record<string, Program>> | undefined;
  readonly initialStyle: Readonly<Record<string, string | number>>;
  readonly properties?: Readonly<Record<string, Program>> | undefined;
  readonly initialProperties: Readonly<Record<string, string>>;
  /** A Text element's text: the bound value or its `{{ }}` template, and the server's sanitized HTML. */
  readonly text?: { readonly program?: Program | undefined; readonly template?: Template | undefined; readonly initialHtml: string; readonly className: string } | undefined;
  /** A Button without a link but with a click action: drawn as a real button, so keyboards reach it. */
  readonly button?: { readonly className: string; readonly label: string; readonly program?: Program | undefined } | undefined;
  readonly actions?: Readonly<Partial<Record<ActionName, Program>>> | undefined;
  /** The wrapper's class (the block's responsive styles), if any. */
  readonly className?: string | undefined;
  /** The block's own tag when it is not a div (allowlisted again here; a void tag draws no children). */
  readonly tagName?: string | undefined;
  readonly children?: ReactNode;
};

export function StateBlock({
  locals,
  show,
  hide,
  initiallyVisible,
  style,
  initialStyle,
  properties,
  initialProperties,
  text,
  button,
  actions,
  className,
  tagName,
  children,
}: StateBlockProps) {
  const store = useContext(StoreContext);
  const version = store?.version ?? 0;
  const state = store?.state ?? {};
  const fresh = version > 0;
  const scope = scopeFor(state, locals, store?.content ?? {}, store?.functions);

  const visible = fresh
    ? shown(() => (hide ? !evaluate(hide, scope) : true) && (show ? Boolean(evaluate(show, scope)) : true), initiallyVisible)
    : initiallyVisible;
  const styleNow: Record<string, string | number> = { ...initialStyle };
  if (fresh && style) {
    for (const [name, program] of Object.entries(style)) {
      const value = shown(() => evaluate(program, scope), initialStyle[name]);
      if (typeof value === 'string' || typeof value === 'number') styleNow[name] = value;
    }
  }
  // Attributes go through the server's allowlist again: an action may have bound a script link.
  const values: Record<string, unknown> = { ...initialProperties };
  if (fresh && properties) {
    for (const [name, program] of Object.entries(properties)) values[name] = shown(() => evaluate(program, scope), initialProperties[name]);
  }
  const attributes = safeAttributes(values);
  const tag = blockTag(tagName, attributes.href !== undefined);

  const handlers: Record<string, (event: SyntheticEvent) => void> = {};
  for (const name of ACTION_NAMES) {
    const program = actions?.[name];
    if (program && store) handlers[HANDLERS[name]] = (event) => store.run(program, locals, snapshot(event));
  }
  const click = actions?.click;
  // A block that acts on click but is no button or link gets a button's role and keys, as a visitor expects.
  const keyboard =
    click && store && !button
      ? {
          role: 'button',
          tabIndex: 0,
          onKeyDown: (event: KeyboardEvent) => {
            // The block's own keyDown action runs too: Builder wires both to the one element.
            handlers[HANDLERS.keyDown]?.(event);
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            store.run(click, locals, snapshot(event));
          },
        }
      : {};

  let inner: ReactNode = children;
  if (text) {
    const html = fresh
      ? shown(() => {
          if (text.program) return safeHtml(valueText(evaluate(text.program, scope)));
          if (text.template) return safeHtml(renderTemplate(text.template, scope));
          return text.initialHtml;
        }, text.initialHtml)
      : text.initialHtml;
    inner = <div className={text.className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const css: CSSProperties = { ...(styleNow as CSSProperties), ...(visible ? {} : { display: 'none' }) };
  if (button) {
    // The button is the block's own element, so the editor's padding and colours are all clickable.
    const { program } = button;
    const label = fresh && program ? shown(() => valueText(evaluate(program, scope)), button.label) : button.label;
    return (
      <button type="button" className={className ? `${className} ${button.className}` : button.className} style={css} {...attributes} {...handlers}>
        {label}
      </button>
    );
  }
  // The keyboard's handler comes last: it runs the block's own keyDown action too (see `keyboard`).
  return createElement(tag, { className, style: css, ...attributes, ...handlers, ...keyboard }, isVoidTag(tag) ? undefined : inner);
}
