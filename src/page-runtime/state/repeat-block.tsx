'use client';

/**
 * A repeated block in content with state: the server draws one copy per item of the collection
 * (those drawings are this island's children), and when an action changes the collection this
 * island draws the items again in the browser from the block's template (repeat-template.ts),
 * evaluating its compiled programs with the same interpreter the server used. No parser and no
 * eval here.
 *
 * Until the first action the island shows exactly the server's drawings, so hydration never
 * disagrees with the HTML and nothing moves. After one, an item equal to the one the server drew
 * at the same place keeps the server's drawing (its state blocks follow state by themselves, and
 * focus inside it survives); every other item is drawn here. Drawings here are live too: they
 * are evaluated on every state change.
 */
import { Children, Fragment, useState, type ReactNode } from 'react';
import { displayJson, evaluate, ExpressionError, type PageFunctions, type Scope } from '../expressions/interpret';
import type { Program } from '../expressions/program';
import { scopeFor, StateBlock, useContentStore } from './content-state';
import { safeHref } from './safe-attributes';
import { valueText } from './value-text';
import { itemLocals, type RepeatBlockProps, type TemplateElement, type TemplateNode } from './repeat-template';

type State = Readonly<Record<string, unknown>>;

/** Evaluates a program for display; a failure is logged and answers `fallback`, as StateBlock does. */
function value(program: Program, scope: Scope, fallback: unknown): unknown {
  try {
    return evaluate(program, scope);
  } catch (error) {
    console.error('[content] A binding failed after an action:', error);
    return fallback;
  }
}

/** The items of a collection; anything that is not an array draws nothing, as on the server. */
function itemsOf(collection: Program, scope: Scope): readonly unknown[] {
  const items = value(collection, scope, []);
  return Array.isArray(items) ? items : [];
}

/** A bound value as text, as the server and StateBlock print it (value-text.ts); one that cannot be printed shows nothing. */
function asText(v: unknown): string {
  try {
    return valueText(v);
  } catch (error) {
    console.error('[content] A bound value could not be shown after an action:', error);
    return '';
  }
}

/**
 * Whether two collection items are the same data (items are JSON: content state and action
 * results), written as the interpreter sizes JSON so a huge or shared-reference item cannot stall
 * the visitor's tab; one too large or too deep to write is never taken for the server's item.
 */
function sameItem(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return displayJson(a) === displayJson(b);
  } catch (error) {
    if (error instanceof ExpressionError) return false;
    throw error;
  }
}

type Drawing = { readonly state: State; readonly content: State; readonly functions: PageFunctions | undefined };

function drawChildren(nodes: readonly TemplateNode[], locals: State, drawing: Drawing): ReactNode[] {
  return nodes.map((node) => <Fragment key={node.key}>{drawNode(node, locals, drawing)}</Fragment>);
}

function drawElement(element: TemplateElement, locals: State, drawing: Drawing): ReactNode {
  const scope = (): Scope => scopeFor(drawing.state, locals, drawing.content, drawing.functions);
  switch (element.kind) {
    case 'none':
      return null;
    case 'fragment':
      return drawChildren(element.children, locals, drawing);
    case 'text':
      // Sanitized on the server: static text of a block inside the repeat.
      return <div className={element.className} dangerouslySetInnerHTML={{ __html: element.html }} />;
    case 'button': {
      const label = element.labelProgram ? asText(value(element.labelProgram, scope(), element.label)) : element.label;
      return element.href ? (
        <a href={element.href} className={element.className}>
          {label}
        </a>
      ) : (
        <span className={element.className}>{label}</span>
      );
    }
    case 'image': {
      const src = element.srcProgram ? safeHref(value(element.srcProgram, scope(), element.src)) : element.src;
      const alt = element.altProgram ? asText(value(element.altProgram, scope(), element.alt)) : element.alt;
      const overlay = element.children.length > 0 ? drawChildren(element.children, locals, drawing) : null;
      if (!src || src.startsWith('#')) return overlay ? <div className={element.frameClassName}>{overlay}</div> : null;
      return (
        <div className={element.frameClassName}>
          {/* An item's picture drawn after an action: the optimizer's sizes are the server's business. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={alt} className={element.className} loading="lazy" decoding="async" />
          {overlay}
        </div>
      );
    }
    case 'section':
      return (
        <section className={element.className} style={{ maxWidth: element.maxWidth }}>
          {drawChildren(element.children, locals, drawing)}
        </section>
      );
    case 'box': {
      const children = drawChildren(element.children, locals, drawing);
      if (element.href) {
        return (
          <a href={element.href} className={element.className}>
            {children}
          </a>
        );
      }
      const Tag = element.tag;
      return <Tag className={element.className}>{children}</Tag>;
    }
  }
}

/** One drawing of a block (its repeat already applied): the element, in its state wrapper or its class wrapper. */
function drawSingle(node: TemplateNode, locals: State, drawing: Drawing): ReactNode {
  const inner = drawElement(node.element, locals, drawing);
  if (node.state) {
    // Drawn after an action: the StateBlock evaluates its programs; its first values only stand in when one fails.
    return (
      <StateBlock {...node.state} locals={locals} initiallyVisible={false} initialStyle={{}} initialProperties={{}}>
        {inner}
      </StateBlock>
    );
  }
  if (node.wrapperClassName) return <div className={node.wrapperClassName}>{inner}</div>;
  return inner;
}

function drawNode(node: TemplateNode, locals: State, drawing: Drawing): ReactNode {
  if (!node.repeat) return drawSingle(node, locals, drawing);
  const { collection, itemName } = node.repeat;
  return itemsOf(collection, scopeFor(drawing.state, locals, drawing.content, drawing.functions)).map((item, index) => (
    <Fragment key={index}>{drawSingle(node, { ...locals, ...itemLocals(itemName, item, index) }, drawing)}</Fragment>
  ));
}

export function RepeatBlock({ locals, collection, itemName, template, children }: RepeatBlockProps & { readonly children?: ReactNode }) {
  const store = useContentStore();
  const state = store?.state ?? {};
  const content = store?.content ?? {};
  const items = itemsOf(collection, scopeFor(state, locals, content, store?.functions));
  // The items the server drew: the collection as it is before any action.
  const [drawnByServer] = useState(items);
  const server = Children.toArray(children);
  // The browser's state must be the one the server drew from; where it is not, redrawing would
  // drop what the server drew, so the server's drawings stay (and their state blocks still follow state).
  const [agrees] = useState(() => {
    if (drawnByServer.length === server.length) return true;
    console.error(`[content] A repeat keeps the server's ${server.length} drawings: the browser's state has ${drawnByServer.length} items for it`);
    return false;
  });
  // The server's drawings keep one place (and key) from the first render on, so an action leaves those it does not change mounted.
  const serverDrawing = (index: number) => <Fragment key={`server-${index}`}>{server[index]}</Fragment>;
  if (!store || store.version === 0 || !agrees) return server.map((_, index) => serverDrawing(index));
  const drawing: Drawing = { state, content, functions: store.functions };
  return items.map((item, index) =>
    index < server.length && index < drawnByServer.length && sameItem(item, drawnByServer[index]) ? (
      serverDrawing(index)
    ) : (
      <Fragment key={`browser-${index}`}>{drawSingle(template, { ...locals, ...itemLocals(itemName, item, index) }, drawing)}</Fragment>
    ),
  );
}
