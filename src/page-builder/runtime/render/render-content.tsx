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
 * Content this renderer cannot render exactly goes to the SDK page instead (server-support.ts):
 * callers check `contentSdkReasons` first.
 */
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { z } from 'zod';
import type { ContentBlock } from '@/domain/content/block';
import { BlockErrorBoundary, FailedBlock, InvalidBlock } from '../block-error-boundary';
import { BlockError } from '@/page-builder/kit/block-error';
import { BUILDER_FORM_COMPONENT_NAMES, type BuilderFormComponentName } from '../builder-form/builder-form-names';
import {
  builderFormOptionsSchema,
  builderFormSettings,
  builderInputOptionsSchema,
  labelText,
  submitButtonText,
} from '../builder-form/builder-form-options';
import { Island } from '../islands';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '../registry';
import type { BlockViewProps } from '@/page-builder/kit/types';
import type { RegisteredBlock } from '@/page-builder/runtime/types';
import { BoxElement, ButtonElement, ColumnsElement, ImageElement, SectionElement, TextElement } from './builtin-elements';
import { blockClassName, responsiveCss, type ResponsiveStyles } from './responsive-styles';
import { columnBlocks, inlineSymbolBlocks, sdkReasons, type SdkReason } from './server-support';
import { isWidget, renderWidget, WIDGET_NAMES } from './widgets';
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
const BUILT_INS = ['Text', 'Image', 'Core:Button', 'Button', 'Columns', 'Core:Section', 'Section', 'Core:Fragment', 'Fragment', 'Symbol'] as const;
const FORM_ELEMENTS: ReadonlySet<string> = new Set(BUILDER_FORM_COMPONENT_NAMES);
const isFormElement = (name: string): name is BuilderFormComponentName => FORM_ELEMENTS.has(name);
const KNOWN: ReadonlySet<string> = new Set([...REGISTERED.keys(), ...BUILT_INS, ...FORM_ELEMENTS, ...WIDGET_NAMES]);

/** Whether the server renderer knows a component name (registered blocks, built-ins, our Form elements). */
function isServerRenderable(componentName: string): boolean {
  return KNOWN.has(componentName) || registeredBlock(componentName) !== undefined;
}

/** Why this content must render through the SDK; empty when the server renders all of it. */
export function contentSdkReasons(data: { readonly blocks: readonly ContentBlock[]; readonly [key: string]: unknown }): SdkReason[] {
  return sdkReasons(data, isServerRenderable);
}

type Options = Readonly<Record<string, unknown>>;

/** Collects the page's CSS while its blocks render (one stylesheet for the whole page). */
type StyleSheet = { readonly rules: string[] };

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


function renderRegistered(entry: RegisteredBlock, block: ContentBlock, children: ReactNode): ReactNode {
  const parsed = entry.schema.safeParse(block.component?.options ?? {});
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
  const props: BlockViewProps = entry.canHaveChildren ? { ...parsed.data, children } : parsed.data;
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

function renderList(blocks: readonly ContentBlock[] | undefined, sheet: StyleSheet): ReactNode[] {
  return (blocks ?? []).map((block, index) => renderElement(block, sheet, block.id ?? `index-${index}`));
}

function renderComponent(name: string, block: ContentBlock, sheet: StyleSheet): ReactNode {
  const options = block.component?.options;
  const children = renderList(block.children, sheet);
  const entry = registeredBlock(name);
  if (entry) return renderRegistered(entry, block, entry.canHaveChildren ? children : undefined);
  if (isFormElement(name)) return renderFormElement(name, options ?? {}, children);
  if (isWidget(name)) return renderWidget(name, options, (blocks, key) => <Fragment key={key}>{renderList(blocks, sheet)}</Fragment>, children, block.children);
  switch (name) {
    case 'Text':
      return <TextElement options={options} />;
    case 'Image':
      return <ImageElement options={options}>{children.length > 0 ? children : undefined}</ImageElement>;
    case 'Core:Button':
    case 'Button':
      return <ButtonElement options={options} />;
    case 'Columns':
      return <ColumnsElement options={options} columns={columnBlocks(options).map((column) => renderList(column, sheet))} />;
    case 'Core:Section':
    case 'Section':
      return <SectionElement options={options}>{children}</SectionElement>;
    case 'Core:Fragment':
    case 'Fragment':
      return children;
    case 'Symbol':
      return <div className="builder-symbol">{renderList(inlineSymbolBlocks(options), sheet)}</div>;
    default:
      // contentSdkReasons sends such content to the SDK page; reaching here means a caller skipped it.
      console.error(`[content] No server renderer for component "${name}"`);
      return <BlockError blockName={name} />;
  }
}

function isResponsiveStyles(value: unknown): value is ResponsiveStyles {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renderElement(block: ContentBlock, sheet: StyleSheet, key: string): ReactNode {
  const className = block.id ? blockClassName(block.id) : undefined;
  const css = className && isResponsiveStyles(block.responsiveStyles) ? responsiveCss(className, block.responsiveStyles) : '';
  if (css) sheet.rules.push(css);
  const styledClass = css ? `builder-block ${className}` : undefined;
  const name = block.component?.name;

  if (name === undefined) {
    return (
      <BoxElement key={key} tagName={block.tagName} linkUrl={block.linkUrl} className={styledClass}>
        {renderList(block.children, sheet)}
      </BoxElement>
    );
  }
  const rendered = renderComponent(name, block, sheet);
  // Builder's wrapper element exists only where it carries the block's responsive styles.
  return styledClass ? (
    <div key={key} className={styledClass}>
      {rendered}
    </div>
  ) : (
    // A keyed fragment: sibling blocks keep stable identities without an extra element.
    <Fragment key={key}>{rendered}</Fragment>
  );
}

/** The page builder's own elements that bring no frame: on the page's top level they get the page's column. */
const FRAMED_AT_TOP_LEVEL: ReadonlySet<string> = new Set<BuilderFormComponentName>(['Form:Form']);

/** Extra CSS the editor wrote for the whole page (`data.cssCode`), kept from closing its style element. */
function pageCss(cssCode: unknown): string {
  return typeof cssCode === 'string' ? cssCode.replace(/<\/?style/gi, '') : '';
}

export type ContentBlocksProps = {
  readonly blocks: readonly ContentBlock[];
  /** The content's `data.cssCode`, if any. */
  readonly cssCode?: unknown;
  /** Identifies the stylesheet (the variation id): React hoists it into <head> once per key. */
  readonly styleKey: string;
};

/** The page's blocks as server-rendered HTML, with their responsive styles in one stylesheet. */
export function ContentBlocks({ blocks, cssCode, styleKey }: ContentBlocksProps) {
  const sheet: StyleSheet = { rules: [] };
  const rendered = blocks.map((block, index) => {
    const key = block.id ?? `index-${index}`;
    const element = renderElement(block, sheet, key);
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
  const css = sheet.rules.join('') + pageCss(cssCode);
  return (
    <>
      {css ? (
        <style href={`builder-content-${styleKey}`} precedence="default">
          {css}
        </style>
      ) : null}
      {rendered}
    </>
  );
}
