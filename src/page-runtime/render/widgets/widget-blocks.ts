/**
 * Builder's built-in widgets (@builder.io/widgets 2.1: Accordion, Tabs, Carousel, Masonry) as
 * their options are stored: the component names and option names of the package's own configs,
 * read leniently (what an editor's content holds is not ours to reject). Pure and free of React,
 * so the support check (server-support.ts) can walk a widget's element lists without loading the
 * renderer.
 */
import { z } from 'zod';
import type { ContentBlock } from '@/domain/content/block';

/** The names the widgets package registers (Tabs with the space, as the package spells it). */
export const WIDGET_NAMES = ['Builder:Accordion', 'Builder: Tabs', 'Builder:Carousel', 'Builder:Masonry'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(WIDGET_NAMES);
export function isWidget(name: string): name is WidgetName {
  return NAMES.has(name);
}

type Options = Readonly<Record<string, unknown>>;

// Local copies of server-support's guards: importing them would make the two modules import each other.
function isRecord(value: unknown): value is Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isElement(value: unknown): value is ContentBlock {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/** (Optional before the transform: a key the content lacks reads as undefined, not as missing.) */
/** A `uiBlocks` option: an element list; anything in it that is not an element is dropped. */
const elements = z.unknown().optional().transform((value): ContentBlock[] => (Array.isArray(value) ? value.filter(isElement) : []));
/** A boolean option: only `true` is on (the SDK tests truthiness; stored booleans are booleans). */
const flag = z.unknown().optional().transform((value) => value === true);
/** A `list` option: its objects, each read with `item` (whose fields cannot fail). */
function list<T extends z.ZodType>(item: T) {
  return z.unknown().optional().transform((value): z.output<T>[] => (Array.isArray(value) ? value.filter(isRecord).map((entry) => item.parse(entry)) : []));
}
const finiteNumber = z.unknown().optional().transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined));

/** A CSS length an editor typed ("25%", "200px", "12rem"); anything else is not passed to CSS. */
const CSS_LENGTH = /^\d+(?:\.\d+)?(?:%|px|rem|em|vw)$/;
const cssLength = (fallback: string) => z.unknown().optional().transform((value) => (typeof value === 'string' && CSS_LENGTH.test(value.trim()) ? value.trim() : fallback));

export const accordionOptionsSchema = z.object({
  items: list(z.object({ title: elements, detail: elements })),
  oneAtATime: flag,
  grid: flag,
  gridRowWidth: cssLength('25%'),
  useChildrenForItems: flag,
});
export type AccordionOptions = z.output<typeof accordionOptionsSchema>;

const TAB_HEADER_LAYOUTS = ['center', 'space-between', 'space-around', 'flex-start', 'flex-end'] as const;
/** `activeTabStyle` (a `uiStyle`): camelCase CSS properties with string or number values. */
const styleObject = z.unknown().optional().transform((value): Record<string, string | number> => {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([key, v]) => /^[a-zA-Z]+$/.test(key) && (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && !/[<>{};]/.test(v))),
  ) as Record<string, string | number>;
});

export const tabsOptionsSchema = z.object({
  tabs: list(z.object({ label: elements, content: elements })),
  /** 1-based; the SDK starts on the first tab when it is 0 or absent, and on none when it is out of range. */
  defaultActiveTab: finiteNumber,
  collapsible: flag,
  activeTabStyle: styleObject,
  tabHeaderLayout: z.enum(TAB_HEADER_LAYOUTS).catch('flex-start'),
});
export type TabsOptions = z.output<typeof tabsOptionsSchema>;

/** The tab the SDK opens with (its index, or -1 for none), as TabsComponent computes it. */
export function initialTab({ tabs, defaultActiveTab }: Pick<TabsOptions, 'tabs' | 'defaultActiveTab'>): number {
  const index = defaultActiveTab ? defaultActiveTab - 1 : 0;
  return Number.isInteger(index) && index >= 0 && index < tabs.length ? index : -1;
}

export const carouselOptionsSchema = z.object({
  slides: list(z.object({ content: elements })),
  prevButton: elements,
  nextButton: elements,
  hideDots: flag,
  useChildrenForSlides: flag,
});

export const masonryOptionsSchema = z.object({
  tiles: list(z.object({ content: elements })),
  // The SDK reads the prop as given: a stored false or a missing value both mean the tiles list.
  useChildrenForTiles: flag,
  columnWidth: cssLength('200px'),
  gutterSize: finiteNumber,
});
export type MasonryOptions = z.output<typeof masonryOptionsSchema>;

/** Every element list the widget renders from its options (none when it renders its children instead). */
export function widgetBlockLists(name: WidgetName, options: Options | undefined): ContentBlock[][] {
  const raw = options ?? {};
  switch (name) {
    case 'Builder:Accordion': {
      const parsed = accordionOptionsSchema.parse(raw);
      return parsed.useChildrenForItems ? [] : parsed.items.flatMap((item) => [item.title, item.detail]);
    }
    case 'Builder: Tabs':
      return tabsOptionsSchema.parse(raw).tabs.flatMap((tab) => [tab.label, tab.content]);
    case 'Builder:Carousel': {
      const parsed = carouselOptionsSchema.parse(raw);
      const slides = parsed.useChildrenForSlides ? [] : parsed.slides.map((slide) => slide.content);
      return [...slides, parsed.prevButton, parsed.nextButton];
    }
    case 'Builder:Masonry': {
      const parsed = masonryOptionsSchema.parse(raw);
      return parsed.useChildrenForTiles ? [] : parsed.tiles.map((tile) => tile.content);
    }
  }
}
