import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { initialTab, isWidget, WIDGET_NAMES, widgetBlockLists } from '@/page-runtime/render/widgets/widget-blocks';

const el = (id: string): ContentBlock => ({ '@type': '@builder.io/sdk:Element', id });
const ids = (lists: ContentBlock[][]) => lists.map((list) => list.map((b) => b.id));

describe('Builder widget names and element lists', () => {
  it('the names are the ones @builder.io/widgets registers, Tabs with its space', () => {
    expect([...WIDGET_NAMES]).toEqual(['Builder:Accordion', 'Builder: Tabs', 'Builder:Carousel', 'Builder:Masonry']);
    expect(isWidget('Builder: Tabs')).toBe(true);
    expect(isWidget('Builder:Tabs')).toBe(false);
  });

  it('every element list a widget renders from its options is returned, non-elements dropped', () => {
    expect(ids(widgetBlockLists('Builder:Accordion', { items: [{ title: [el('t'), 'junk'], detail: [el('d')] }, 'junk'] }))).toEqual([['t'], ['d']]);
    expect(ids(widgetBlockLists('Builder: Tabs', { tabs: [{ label: [el('l')], content: [el('c')] }] }))).toEqual([['l'], ['c']]);
    expect(ids(widgetBlockLists('Builder:Carousel', { slides: [{ content: [el('s')] }], prevButton: [el('p')], nextButton: [el('n')] }))).toEqual([['s'], ['p'], ['n']]);
    expect(ids(widgetBlockLists('Builder:Masonry', { tiles: [{ content: [el('m')] }] }))).toEqual([['m']]);
  });

  it('lists a widget ignores because it renders its children instead are not returned', () => {
    expect(widgetBlockLists('Builder:Accordion', { useChildrenForItems: true, items: [{ title: [el('t')] }] })).toEqual([]);
    expect(widgetBlockLists('Builder:Masonry', { useChildrenForTiles: true, tiles: [{ content: [el('m')] }] })).toEqual([]);
    expect(widgetBlockLists('Builder:Accordion', undefined)).toEqual([]);
  });

  it('the initial tab follows the SDK: 1-based defaultActiveTab, the first when 0 or absent, none when out of range', () => {
    const tabs = [{ label: [], content: [] }, { label: [], content: [] }];
    expect(initialTab({ tabs, defaultActiveTab: undefined })).toBe(0);
    expect(initialTab({ tabs, defaultActiveTab: 0 })).toBe(0);
    expect(initialTab({ tabs, defaultActiveTab: 2 })).toBe(1);
    expect(initialTab({ tabs, defaultActiveTab: 3 })).toBe(-1);
    expect(initialTab({ tabs, defaultActiveTab: -1 })).toBe(-1);
    expect(initialTab({ tabs: [], defaultActiveTab: undefined })).toBe(-1);
  });
});
