/**
 * Builder's built-in elements an editor can insert (Text, Image, Button, Columns, Section,
 * Fragment, Symbol; a block with no component is a Box), rendered as server components with no
 * JavaScript. Options arrive as Builder stores them: each element reads only the fields it knows,
 * with the same defaults as @builder.io/react 9.4, and drops what is unsafe (script links, markup
 * outside the rich-text allowlist).
 */
import 'server-only';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import { BlockImage, type ImageLoading } from '@/ui/block-image';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import { SmartLink } from '@/ui/smart-link';
import styles from './builtin-elements.module.css';
import { sanitizeRichText } from './rich-text';
import { isVoidTag, safeHref, type BlockTag } from '../state/safe-attributes';
import { valueText } from '../state/value-text';

type Options = Readonly<Record<string, unknown>>;


const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const positiveNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The classes of a Text element's and a Button's own element (the state island draws them too). */
export const TEXT_CLASS = cx('builder-text', styles.text);
const BUTTON_CLASS = cx('builder-button', styles.button);
export const ACTION_BUTTON_CLASS = cx('builder-button', styles.button, styles.actionButton);

/** A Text element's HTML: the editor's rich text (or a binding's value, printed as the SDK prints it), through the allowlist. */
export function textHtml(options: Options | undefined): string {
  const value = options?.text;
  return sanitizeRichText(valueText(value === undefined || value === null || value === '' ? options?.content : value));
}

/** 'Text': the editor's rich text, through the allowlist. */
export function TextElement({ options }: { readonly options: Options | undefined }) {
  return <div className={TEXT_CLASS} dangerouslySetInnerHTML={{ __html: textHtml(options) }} />;
}

const OBJECT_FIT = new Set(['cover', 'contain', 'fill', 'none', 'scale-down']);

/**
 * 'Image'. With an aspect ratio (Builder stores height / width) the frame reserves its height before
 * the image loads; without one the image keeps its natural proportions. Same-origin images go
 * through the optimizer; remote ones (Builder's CDN) are served as they are.
 */
export function ImageElement({
  options,
  imageLoading,
  children,
}: {
  readonly options: Options | undefined;
  /** How the page renderer places the element's image (BlockPlacement); the editor's own choice wins when it asks for more. */
  readonly imageLoading?: ImageLoading | undefined;
  readonly children?: ReactNode;
}) {
  const src = safeHref(text(options?.image));
  if (!src || src.startsWith('#')) return children ? <div className={styles.imageFrame}>{children}</div> : null;
  const alt = valueText(options?.altText);
  const ratio = positiveNumber(options?.aspectRatio);
  const fit = text(options?.backgroundSize);
  const loading: ImageLoading = options?.highPriority === true ? 'lead' : (imageLoading ?? (options?.lazy === false ? 'eager' : 'lazy'));
  const sizes = text(options?.sizes) ?? '100vw';
  const overlay = children ? <div className={styles.imageOverlay}>{children}</div> : null;
  if (ratio && src.startsWith('/')) {
    return (
      <div className={styles.imageFrame}>
        <BlockImage src={src} alt={alt} sizes={sizes} aspectRatio={`1 / ${ratio}`} fit={fit === 'contain' ? 'contain' : 'cover'} loading={loading} rounded={false} />
        {overlay}
      </div>
    );
  }
  const style: CSSProperties = {
    ...(fit && OBJECT_FIT.has(fit) ? { objectFit: fit as CSSProperties['objectFit'] } : {}),
    ...(ratio ? { aspectRatio: `1 / ${ratio}` } : {}),
  };
  return (
    <div className={styles.imageFrame}>
      {/* A remote or unsized editor image: no dimensions to give next/image, and no optimizer host for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={alt} className={styles.image} style={style} loading={loading === 'lazy' ? 'lazy' : 'eager'} fetchPriority={loading === 'lead' ? 'high' : undefined} decoding="async" />
      {overlay}
    </div>
  );
}

/** A Button's link, when it has a safe one. */
export const buttonHref = (options: Options | undefined): string | undefined => safeHref(options?.link);

/** 'Core:Button': a link when it has one, else plain text (Builder's span with role=button has no action). */
export function ButtonElement({ options }: { readonly options: Options | undefined }) {
  const label = valueText(options?.text);
  const href = safeHref(options?.link);
  if (!href) return <span className={BUTTON_CLASS}>{label}</span>;
  return (
    <SmartLink url={href} openInNewTab={options?.openLinkInNewTab === true} className={BUTTON_CLASS}>
      {label}
    </SmartLink>
  );
}

const STACK_CLASS = { tablet: styles.stackTablet, mobile: styles.stackMobile, never: undefined } as const;

/**
 * 'Columns': side by side with `space` px between them (default 20), stacked below the tablet
 * (991px) or mobile (640px) breakpoint unless `stackColumnsAt` is 'never'. Widths are percentages
 * that share the gaps, as in the SDK.
 */
export function ColumnsElement({ options, columns }: { readonly options: Options | undefined; readonly columns: readonly ReactNode[] }) {
  const space = typeof options?.space === 'number' && Number.isFinite(options.space) && options.space >= 0 ? options.space : 20;
  const stackAt = options?.stackColumnsAt === 'mobile' || options?.stackColumnsAt === 'never' ? options.stackColumnsAt : 'tablet';
  const declared = Array.isArray(options?.columns) ? options.columns : [];
  const widthOf = (index: number): number => {
    const column: unknown = declared[index];
    const width = typeof column === 'object' && column !== null ? (column as { width?: unknown }).width : undefined;
    return positiveNumber(width) ?? 100 / Math.max(1, columns.length);
  };
  const style: CssVars = { '--columns-gap': `${space}px` };
  return (
    <div className={cx('builder-columns', styles.columns, STACK_CLASS[stackAt], options?.reverseColumnsWhenStacked === true && styles.reverse)} style={style}>
      {columns.map((column, index) => {
        const width = widthOf(index);
        const columnStyle: CssVars = { '--column-width': `calc(${width}% - ${(space * (columns.length - 1) * width) / 100}px)` };
        return (
          // Columns have no ids of their own; their order is their identity.
          <div key={index} className={cx('builder-column', styles.column)} style={columnStyle}>
            {column}
          </div>
        );
      })}
    </div>
  );
}

/** 'Core:Section': a centred column at `maxWidth` (default 1200, as the SDK). */
export function SectionElement({ options, children }: { readonly options: Options | undefined; readonly children?: ReactNode }) {
  const maxWidth = positiveNumber(options?.maxWidth) ?? 1200;
  return (
    <section className={styles.section} style={{ maxWidth }}>
      {children}
    </section>
  );
}

/**
 * A block without a component (Builder's Box, and a resolved personalization container): the tag it
 * asked for (allowlisted by the renderer), a link when it has `linkUrl`, its safe attributes, and
 * the class that carries its responsive styles. A void tag (hr) draws without children.
 */
export function BoxElement({
  tag,
  linkUrl,
  className,
  style,
  attributes,
  children,
}: {
  readonly tag: BlockTag;
  readonly linkUrl: unknown;
  readonly className?: string | undefined;
  /** Values `style.*` bindings set. */
  readonly style?: CSSProperties | undefined;
  /** The block's properties and bound attributes, already filtered to safe ones (safeAttributes). */
  readonly attributes?: Readonly<Record<string, string>> | undefined;
  readonly children?: ReactNode;
}) {
  const href = safeHref(linkUrl);
  if (href) {
    return (
      <SmartLink url={href} className={className}>
        {children}
      </SmartLink>
    );
  }
  return createElement(tag, { className, style, ...attributes }, isVoidTag(tag) ? undefined : children);
}
