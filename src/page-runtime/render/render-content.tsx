/**
 * The published-page renderer: Builder content JSON rendered as React Server Components into the
 * first HTML flush. Custom blocks are looked up by their registered name and get options parsed by
 * their schema here, on the server; blocks that need the browser are islands that receive those
 * parsed options; every other block and Builder's built-in elements ship no JavaScript.
 *
 * No Suspense boundary wraps a block: React streams a completed boundary of more than 500 bytes
 * out of place once the page has flushed 12.8 kB (the header alone is more), so content would
 * arrive after the footer and move it, which is what a phone measured as a 0.849 layout shift.
 * Failure isolation works without one: invalid options show the §8 message, and a server block
 * that throws is caught where it is called (see ServerBlock).
 *
 * Builder's dynamic content renders here too, with no eval (bindings.ts): bindings, show/hide,
 * repeat and `{{ }}` text are evaluated with the content's initial state, so the first HTML is what
 * the SDK would show; content whose blocks have actions gets one state island (state/) that owns
 * its state and re-draws the blocks that read it. Page code (`data.jsCode`) and content inputs'
 * default values make the initial state (page-code.ts). What this renderer leaves out (raw Custom
 * Code blocks, page code outside the safe subset, animations, unregistered components) is listed
 * by `contentUnrenderedFeatures` and logged by the page.
 */
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { z } from 'zod';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentBreakpoints } from '@/domain/content/entry';
import { BlockErrorBoundary, FailedBlock, InvalidBlock } from '../block-error-boundary';
import { BlockError } from '@/block-kit/block-error';
import { BUILDER_FORM_COMPONENT_NAMES, type BuilderFormComponentName } from '../forms/builder-form-names';
import {
  builderFormOptionsSchema,
  builderFormSettings,
  builderInputOptionsSchema,
  labelText,
  submitButtonText,
} from '../forms/builder-form-options';
import { Island } from '../islands/islands';
import { ContentIsland } from '../islands/content-island';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '../registry';
import type { BlockViewProps } from '@/block-kit/types';
import type { ImageLoading } from '@/ui/block-image';
import type { RegisteredBlock } from '@/page-runtime/types';
import { ACTION_BUTTON_CLASS, BoxElement, ButtonElement, buttonHref, ColumnsElement, ImageElement, SectionElement, TEXT_CLASS, TextElement, textHtml } from './builtin-elements';
import { blockClassName, mediaSizes, responsiveCss, type MediaSizes, type ResponsiveStyles } from './responsive-styles';
import { columnBlocks, inlineSymbol, isRawCodeComponent, unrenderedFeatures, type UnrenderedFeature } from './server-support';
import {
  action,
  actionCode,
  applyBindings,
  BindingError,
  bindingCode,
  contentScope,
  expression,
  fillTemplate,
  programOf,
  repeatLocals,
  textTemplate,
  warnOnce,
  withLocals,
  type BindingScope,
  type BoundBlock,
  type RepeatLocals,
} from './bindings';
import { hasActions } from './content-features';
import { prepareContentState } from './page-code';
import { withPageFunctions } from '../expressions/interpret';
import { repeatIslandProps } from './client-template';
import { blockElement, hasOwnElement, type BlockElement } from './block-element';
import { parseBlockOptions } from './option-values';
import { isVoidTag } from '../state/safe-attributes';
import { valueText } from '../state/value-text';
import { ACTION_NAMES, isActionName, type ActionName } from '../state/action-names';
import type { StateBlockProps } from '../state/content-state';
import type { Program } from '../expressions/program';
import { Budget, ExpressionError } from '../expressions/interpret';
import { pageCss } from './css-filter';
import { isWidget, renderWidget, WIDGET_NAMES } from './widgets';
import { SLOT_COMPONENT, slotBlocks } from './slot';
import { VIDEO_COMPONENT, VideoElement } from './video-element';
import { env } from '@/config/env';
import { plainIssues } from '@/domain/zod-issues';
import { Section } from '@/ui/section';

const REGISTERED: ReadonlyMap<string, RegisteredBlock> = new Map(BLOCK_REGISTRY.map((block) => [block.name, block]));
const TEST_REGISTERED: ReadonlyMap<string, RegisteredBlock> = new Map(TEST_BLOCKS.map((block) => [block.name, block]));

/** A registered block by name; test blocks only where TEST_BLOCKS is on. */
function registeredBlock(name: string): RegisteredBlock | undefined {
  return REGISTERED.get(name) ?? (env().TEST_BLOCKS ? TEST_REGISTERED.get(name) : undefined);
}

/** Builder's built-ins this renderer draws itself (React SDK names, and the Gen 2 SDK's aliases). */
const BUILT_INS = ['Text', 'Image', 'Core:Button', 'Button', 'Columns', 'Core:Section', 'Section', 'Core:Fragment', 'Fragment', 'Symbol', SLOT_COMPONENT, VIDEO_COMPONENT] as const;
const FORM_ELEMENTS: ReadonlySet<string> = new Set(BUILDER_FORM_COMPONENT_NAMES);
const isFormElement = (name: string): name is BuilderFormComponentName => FORM_ELEMENTS.has(name);
const KNOWN: ReadonlySet<string> = new Set([...REGISTERED.keys(), ...BUILT_INS, ...FORM_ELEMENTS, ...WIDGET_NAMES]);

/** Whether the server renderer knows a component name (registered blocks, built-ins, our Form elements). */
function isServerRenderable(componentName: string): boolean {
  return KNOWN.has(componentName) || registeredBlock(componentName) !== undefined;
}

/** What of this content the server renderer leaves out; empty when it renders all of it. */
export function contentUnrenderedFeatures(data: { readonly blocks: readonly ContentBlock[]; readonly [key: string]: unknown }): UnrenderedFeature[] {
  return unrenderedFeatures(data, isServerRenderable);
}

type Options = Readonly<Record<string, unknown>>;

/** Collects the page's CSS while its blocks render (one stylesheet for the whole page). */
type StyleSheet = { readonly rules: string[]; readonly sizes: MediaSizes };

type ServerBlockProps = {
  readonly view: ComponentType<BlockViewProps>;
  readonly props: BlockViewProps;
  readonly blockName: string;
  readonly blockId: string | undefined;
};

/**
 * Calls a server block's function inside a try/catch, so an exception in the block's own render
 * (where it interprets its options) becomes the §8 message in the HTML, logged with its stack on
 * the server, and the page still answers 200. Server blocks are plain functions (a test checks
 * every one); hooks they use (useId) run as this component's, which React allows on the server.
 * Next's own control flow (notFound, redirect) is rethrown untouched.
 */
function ServerBlock({ view, props, blockName, blockId }: ServerBlockProps): ReactNode {
  try {
    return (view as (p: BlockViewProps) => ReactNode)(props);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[content] Block "${blockName}"${blockId ? ` (${blockId})` : ''} failed while rendering on the server:`, error);
    return <FailedBlock blockName={blockName} blockId={blockId} />;
  }
}


function renderRegistered(entry: RegisteredBlock, block: ContentBlock, children: ReactNode, imageLoading: ImageLoading | undefined): ReactNode {
  const parsed = parseBlockOptions(entry.schema, block.component?.options ?? {});
  if (!parsed.success) {
    return <InvalidBlock blockName={entry.name} report={z.prettifyError(parsed.error)} issues={plainIssues(parsed.error)} />;
  }
  if (entry.island) {
    return (
      <BlockErrorBoundary blockName={entry.name} resetKey={block.id ?? ''}>
        <Island name={entry.island} props={parsed.data}>
          {children}
        </Island>
      </BlockErrorBoundary>
    );
  }
  const placed = imageLoading ? { ...parsed.data, imageLoading } : parsed.data;
  const props: BlockViewProps = entry.canHaveChildren ? { ...placed, children } : placed;
  return <ServerBlock view={entry.view} props={props} blockName={entry.name} blockId={block.id} />;
}

/** The page builder's Form elements: options parsed here, the views loaded as islands. */
function renderFormElement(name: BuilderFormComponentName, options: Options, children: ReactNode): ReactNode {
  switch (name) {
    case 'Form:Form':
      return (
        <Island name={name} props={{ settings: builderFormSettings(builderFormOptionsSchema.parse(options)) }}>
          {children}
        </Island>
      );
    case 'Form:SubmitButton':
      return <Island name={name} props={{ text: submitButtonText(options) }} />;
    case 'Form:Label': {
      const text = labelText(options);
      return text ? <Island name={name} props={{ text }} /> : null;
    }
    case 'Form:Input':
    case 'Form:TextArea':
    case 'Form:Select': {
      const parsed = builderInputOptionsSchema.safeParse(options);
      if (parsed.success) return <Island name={name} props={{ options: parsed.data }} />;
      console.error(`[content] A ${name} has no usable name; it is not rendered`, parsed.error.issues);
      return null;
    }
  }
}

/** What every block of one content renders with. */
type RenderContext = {
  readonly sheet: StyleSheet;
  /** The names bindings read: the content's state (with a repeat's locals), context, builder, content. */
  readonly scope: BindingScope;
  /** Whether the content has actions: its bound blocks then live in the state island. */
  readonly stateful: boolean;
  /** The repeat locals of the drawing being rendered, for the island to join to its state. */
  readonly locals: RepeatLocals;
  /** How images of the block being rendered load (BlockPlacement): set for the page's first blocks and what they hold. */
  readonly imageLoading?: ImageLoading;
  /** The steps left for everything this page's render evaluates (symbols and repeats included); none: a budget per evaluation. */
  readonly budget?: Budget;
};

function renderList(blocks: readonly ContentBlock[] | undefined, ctx: RenderContext): ReactNode[] {
  return (blocks ?? []).map((block, index) => renderElement(block, ctx, block.id ?? `index-${index}`));
}

/** A binding, repeat or text expression the evaluator refused or that failed: logged, and the block's §8 error in its place. */
function failedBinding(block: ContentBlock, error: BindingError, key: string): ReactNode {
  const name = block.component?.name ?? 'Box';
  // The same content fails the same way on every request: logged once, not once per visit.
  warnOnce(`[content] Block "${name}"${block.id ? ` (${block.id})` : ''} was not rendered: ${error.message}`);
  return <BlockError key={key} blockName={name} />;
}

/** A Symbol: its own content (resolved before rendering) with its own state, which `symbol.data` inputs join. */
function renderSymbol(options: Options | undefined, ctx: RenderContext): ReactNode {
  const symbol = inlineSymbol(options);
  if (!symbol) return null;
  const entry = options?.symbol && typeof options.symbol === 'object' ? (options.symbol as { entry?: unknown }).entry : undefined;
  const content = { data: dataForBindings(symbol.data) };
  // A symbol is content of its own: its inputs' defaults, state (with `symbol.data`) and page code, as the page's.
  const prepared = prepareContentState({ ...symbol.state, ...symbol.inputs }, symbol.data, content, typeof entry === 'string' ? `symbol ${entry}` : 'a symbol', ctx.budget);
  const stateful = hasActions(symbol.blocks) || prepared.changesInBrowser;
  const scope = withPageFunctions(contentScope(prepared.state, symbol.data), prepared.functions);
  const inner = renderList(symbol.blocks, { sheet: ctx.sheet, scope, stateful, locals: {}, ...(ctx.budget ? { budget: ctx.budget } : {}) });
  return (
    <div className="builder-symbol">
      {stateful ? (
        <ContentIsland island="Content state" props={{ ...prepared.island, content }}>
          {inner}
        </ContentIsland>
      ) : (
        inner
      )}
    </div>
  );
}

function renderComponent(name: string, block: ContentBlock, ctx: RenderContext): ReactNode {
  const options = block.component?.options;
  const children = renderList(block.children, ctx);
  const entry = registeredBlock(name);
  if (entry) return renderRegistered(entry, block, entry.canHaveChildren ? children : undefined, ctx.imageLoading);
  if (isFormElement(name)) return renderFormElement(name, options ?? {}, children);
  if (isWidget(name)) return renderWidget(name, options, (blocks, key) => <Fragment key={key}>{renderList(blocks, ctx)}</Fragment>, children, block.children);
  switch (name) {
    case 'Text':
      return <TextElement options={withFilledText(options, ctx.scope, ctx.budget)} />;
    case 'Image':
      return (
        <ImageElement options={options} imageLoading={ctx.imageLoading}>
          {children.length > 0 ? children : undefined}
        </ImageElement>
      );
    case 'Core:Button':
    case 'Button':
      return <ButtonElement options={options} />;
    case 'Columns':
      return <ColumnsElement options={options} columns={columnBlocks(options).map((column) => renderList(column, ctx))} />;
    case 'Core:Section':
    case 'Section':
      return <SectionElement options={options}>{children}</SectionElement>;
    case 'Core:Fragment':
    case 'Fragment':
      return children;
    case 'Symbol':
      return renderSymbol(options, ctx);
    case SLOT_COMPONENT:
      // The blocks the page put in this slot of the symbol (its state); Builder's own box around them.
      return <div className="builder-slot">{renderList(slotBlocks(options, ctx.scope.state), ctx)}</div>;
    case VIDEO_COMPONENT:
      return <VideoElement options={options}>{children.length > 0 ? children : undefined}</VideoElement>;
    default:
      if (isRawCodeComponent(name)) {
        // contentUnrenderedFeatures names it too; visitors get the page without it.
        warnOnce(`[content] Component "${name}" is not rendered: raw HTML and scripts never run on published pages (page code does, through the safe interpreter)`);
        return null;
      }
      // As the SDK: a component nobody registered draws its children in the block's own element
      // (renderBound). contentUnrenderedFeatures lists it too.
      warnOnce(`[content] Component "${name}" is not registered: its block draws only its children`);
      return children;
  }
}

/** A Text element's options with `{{ }}` in its text filled in from the scope. */
function withFilledText(options: Options | undefined, scope: BindingScope, budget?: Budget): Options | undefined {
  const text = options?.text;
  if (typeof text !== 'string') return options;
  const filled = fillTemplate(text, scope, budget);
  return filled === text ? options : { ...options, text: filled };
}

function isResponsiveStyles(value: unknown): value is ResponsiveStyles {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A repeated block draws once per item of its collection, each drawing with the item in its state. */
function renderElement(block: ContentBlock, ctx: RenderContext, key: string): ReactNode {
  let drawings: readonly RepeatLocals[] | null;
  try {
    drawings = repeatLocals(block, ctx.scope, ctx.budget);
  } catch (error) {
    if (error instanceof BindingError) return failedBinding(block, error, key);
    throw error;
  }
  if (drawings === null) return renderBound(block, ctx, key);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- each drawing is the block without its repeat
  const { repeat, ...single } = block;
  const drawn = drawings.map((locals, index) =>
    renderBound(single as ContentBlock, { ...ctx, scope: withLocals(ctx.scope, locals), locals: { ...ctx.locals, ...locals } }, `${key}-${index}`),
  );
  // A repeat that spent the rest of the page's budget is one §8 message, not one per drawing it could not afford.
  if (ctx.budget?.exhausted) {
    return failedBinding(block, new BindingError(`repeat: the page's budget of ${ctx.budget.limit} steps ran out in its drawings`), key);
  }
  // With state, an action may change the collection: the repeat island draws it again (client-template.ts).
  const island = ctx.stateful ? repeatIslandProps(block, single, key, ctx.locals, (b) => cssFor(b, ctx.sheet)) : undefined;
  if (!island) return <Fragment key={key}>{drawn}</Fragment>;
  return (
    <ContentIsland key={key} island="Repeat block" props={island}>
      {drawn.map((drawing, index) => (
        <Fragment key={index}>{drawing}</Fragment>
      ))}
    </ContentIsland>
  );
}

/** The options each built-in prints as text (builtin-elements.tsx), checked before it renders. */
const SHOWN_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  Text: ['text'],
  Image: ['altText'],
  Button: ['text'],
  'Core:Button': ['text'],
};

function renderBound(block: ContentBlock, ctx: RenderContext, key: string): ReactNode {
  let bound: BoundBlock;
  try {
    bound = applyBindings(block, ctx.scope, ctx.budget);
    if (!bound.visible && !ctx.stateful) return null;
  } catch (error) {
    if (error instanceof BindingError) return failedBinding(block, error, key);
    throw error;
  }
  const drawn = bound.block;
  const css = cssFor(drawn, ctx.sheet);
  const styledClass = css ? `builder-block ${blockClassName(drawn.id ?? '')}` : undefined;
  const name = drawn.component?.name;
  const element = blockElement(drawn, bound.properties);
  // A plain box is its own wrapper: the state island's element, or the box element with the block's class.
  const plainBox = name === undefined && drawn.linkUrl === undefined;
  const unregistered = name !== undefined && !isServerRenderable(name);
  let rendered: ReactNode;
  try {
    // Built-ins print bound values while React renders them, outside this try: a value that cannot
    // be printed (its own toString, too large) is found here first, so it is this block's §8 message.
    if (name !== undefined && SHOWN_OPTIONS[name]) for (const option of SHOWN_OPTIONS[name]) valueText(drawn.component?.options?.[option]);
    rendered =
      name !== undefined
        ? renderComponent(name, drawn, ctx)
        : plainBox && ctx.stateful && isDynamic(block)
          ? renderList(drawn.children, ctx)
          : (
              <BoxElement tag={element.tag} linkUrl={drawn.linkUrl} className={styledClass} style={bound.style} attributes={element.attributes}>
                {renderList(drawn.children, ctx)}
              </BoxElement>
            );
  } catch (error) {
    if (error instanceof BindingError) return failedBinding(block, error, key);
    if (error instanceof ExpressionError) return failedBinding(block, new BindingError(`a bound value: ${error.message}`), key);
    throw error;
  }
  if (ctx.stateful && isDynamic(block)) {
    return (
      <ContentIsland key={key} island="State block" props={stateBlockProps(block, bound, ctx, name === undefined && !plainBox ? undefined : (styledClass ?? (unregistered ? 'builder-block' : undefined)), element, name !== undefined || plainBox)}>
        {rendered}
      </ContentIsland>
    );
  }
  const hasWrapperValues = Object.keys(bound.style).length > 0 || hasOwnElement(element);
  // Builder's wrapper element exists only where it carries the block's responsive styles, bound
  // style, tag or attributes, and always for an unregistered component, whose children it holds.
  if (name !== undefined && (styledClass || hasWrapperValues || unregistered)) {
    const props = { key, className: styledClass ?? (unregistered ? 'builder-block' : undefined), style: bound.style, ...element.attributes };
    return createElement(element.tag, props, isVoidTag(element.tag) ? undefined : rendered);
  }
  // A keyed fragment: sibling blocks keep stable identities without an extra element.
  return <Fragment key={key}>{rendered}</Fragment>;
}

/** The block's responsive styles as CSS in the page's sheet ('' when it has none). */
function cssFor(block: ContentBlock, sheet: StyleSheet): string {
  const className = block.id ? blockClassName(block.id) : undefined;
  const css = className && isResponsiveStyles(block.responsiveStyles) ? responsiveCss(className, block.responsiveStyles, sheet.sizes) : '';
  // A repeated block draws several times with one class: its rule goes in once.
  if (css && !sheet.rules.includes(css)) sheet.rules.push(css);
  return css;
}

/** Whether a block's drawing depends on state: it has bindings, actions or `{{ }}` text. */
function isDynamic(block: ContentBlock): boolean {
  if (Object.keys(bindingCode(block)).length > 0 || Object.keys(actionCode(block)).length > 0) return true;
  const text = block.component?.options?.text;
  return block.component?.name === 'Text' && typeof text === 'string' && textTemplate(text) !== undefined;
}

/** The programs a StateBlock re-evaluates after an action, and what the server drew first. */
function stateBlockProps(block: ContentBlock, bound: BoundBlock, ctx: RenderContext, className: string | undefined, element: BlockElement, ownElement: boolean): StateBlockProps {
  const bindings = bindingCode(block);
  const program = (key: string): Program | undefined => (bindings[key] === undefined ? undefined : programOf(expression(bindings[key]), `binding "${key}"`));
  const prefixed = (prefix: string): Record<string, Program> =>
    Object.fromEntries(
      Object.keys(bindings)
        .filter((key) => key.startsWith(prefix) && key.split('.').length === 2)
        .map((key) => [key.slice(prefix.length), program(key)!]),
    );
  const actions: Partial<Record<ActionName, Program>> = {};
  for (const [name, code] of Object.entries(actionCode(block))) {
    if (isActionName(name)) actions[name] = programOf(action(code), `action "${name}"`);
    else warnOnce(`[content] Action "${name}" on block ${block.id ?? 'without id'} is not run: the page runs ${ACTION_NAMES.join(', ')}`);
  }
  const name = bound.block.component?.name;
  const options = bound.block.component?.options;
  const rawText = block.component?.options?.text;
  const text =
    name === 'Text'
      ? {
          program: program('component.options.text'),
          template: typeof rawText === 'string' && bindings['component.options.text'] === undefined ? textTemplate(rawText) : undefined,
          initialHtml: textHtml(withFilledText(options, ctx.scope, ctx.budget)),
          className: TEXT_CLASS,
        }
      : undefined;
  const isButton = name === 'Core:Button' || name === 'Button';
  const button =
    isButton && actions.click && !buttonHref(options)
      ? { className: ACTION_BUTTON_CLASS, label: valueText(options?.text), program: program('component.options.text') }
      : undefined;
  return {
    locals: ctx.locals,
    show: program('show'),
    hide: program('hide'),
    initiallyVisible: bound.visible,
    style: prefixed('style.'),
    initialStyle: bound.style,
    // Builder binds a link as `href` as well as `properties.href`.
    properties: bindings.href === undefined ? prefixed('properties.') : { href: program('href')!, ...prefixed('properties.') },
    // Around a box's own link (linkUrl) the island's element is a plain wrapper: no second link.
    initialProperties: ownElement ? element.attributes : Object.fromEntries(Object.entries(element.attributes).filter(([attribute]) => attribute !== 'href')),
    ...(ownElement && element.tag !== 'div' ? { tagName: element.tag } : {}),
    text,
    button,
    actions,
    className,
  };
}

/** The content's data as the browser's bindings read it (`content.data`): no blocks, and no code, which is not data. */
function dataForBindings(data: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose (see above)
  const { blocks, jsCode, tsCode, cssCode, httpRequests, ...rest } = data;
  return rest;
}

/** The page builder's own elements that bring no frame: on the page's top level they get the page's column. */
const FRAMED_AT_TOP_LEVEL: ReadonlySet<string> = new Set<BuilderFormComponentName>(['Form:Form']);

export type ContentBlocksProps = {
  readonly blocks: readonly ContentBlock[];
  /** The content's `data.cssCode`, if any. */
  readonly cssCode?: unknown;
  /** Identifies the stylesheet (the variation id): React hoists it into <head> once per key. */
  readonly styleKey: string;
  /** The content's initial state (`data.state` with its data URL results), which bindings read. */
  readonly state?: Readonly<Record<string, unknown>> | undefined;
  /** The content's `data`, which bindings read as `content.data`. */
  readonly data?: Readonly<Record<string, unknown>> | undefined;
  /** The content's id: `&` in its custom CSS names its element. */
  readonly contentId?: string | undefined;
  /** The content's own breakpoints (`meta.breakpoints`), for its responsive styles. */
  readonly breakpoints?: ContentBreakpoints | undefined;
  /** What this render may evaluate in all (a fresh page budget when not given; a caller passes one to read what was spent). */
  readonly budget?: Budget | undefined;
};

/**
 * How the images of the page's first blocks load. On a phone the first screen holds the first block
 * and often the top of the second (a heading, then a picture), so their images are requested as the
 * HTML arrives; the first block's come first. Every later image waits until it nears the viewport.
 */
const TOP_BLOCK_IMAGE_LOADING: readonly ImageLoading[] = ['lead', 'eager'];

/** The page's blocks as server-rendered HTML, with their responsive styles in one stylesheet. */
export function ContentBlocks({ blocks, cssCode, styleKey, state = {}, data = {}, contentId, breakpoints, budget = new Budget() }: ContentBlocksProps) {
  const sheet: StyleSheet = { rules: [], sizes: mediaSizes(breakpoints) };
  const bindingContent = { data: dataForBindings(data) };
  const prepared = prepareContentState(state, data, bindingContent, contentId ? `content ${contentId}` : 'a content', budget);
  // Page code whose browser part changes the state needs the island even where no block has an action.
  const stateful = hasActions(blocks) || prepared.changesInBrowser;
  // One budget for the whole page, per render: what a visitor's request may cost is bounded whatever the content.
  const ctx: RenderContext = { sheet, scope: withPageFunctions(contentScope(prepared.state, data), prepared.functions), stateful, locals: {}, budget };
  const rendered = blocks.map((block, index) => {
    const key = block.id ?? `index-${index}`;
    const imageLoading = TOP_BLOCK_IMAGE_LOADING[index];
    const element = renderElement(block, imageLoading ? { ...ctx, imageLoading } : ctx, key);
    // A block of ours frames itself (a Section: the page's width, gutters and spacing); a form
    // dropped straight onto the page would otherwise sit flush against the screen's edge.
    return FRAMED_AT_TOP_LEVEL.has(block.component?.name ?? '') ? (
      <Section key={key} backgroundColor="Transparent">
        {element}
      </Section>
    ) : (
      element
    );
  });
  const scopeClass = typeof cssCode === 'string' && cssCode.includes('&') && contentId ? `builder-component-${blockClassName(contentId) ?? 'content'}` : undefined;
  const custom = pageCss(cssCode, scopeClass);
  for (const dropped of custom.dropped) warnOnce(`[content] Custom CSS of ${styleKey} left out: ${dropped}`);
  const css = sheet.rules.join('') + custom.css;
  const content = stateful ? (
    <ContentIsland island="Content state" props={{ ...prepared.island, content: bindingContent }}>
      {rendered}
    </ContentIsland>
  ) : (
    rendered
  );
  return (
    <>
      {css ? (
        <style href={`builder-content-${styleKey}`} precedence="default">
          {css}
        </style>
      ) : null}
      {scopeClass ? (
        // The element `&` names; it takes no box of its own, so the page's layout is as without it.
        <div className={`builder-component ${scopeClass}`} style={{ display: 'contents' }}>
          {content}
        </div>
      ) : (
        content
      )}
    </>
  );
}
