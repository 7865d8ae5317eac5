import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { ContentBlocks, contentUnrenderedFeatures } from '@/page-runtime/render/render-content';

const el = (fields: Record<string, unknown>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...fields });
const text = (id: string, value: string) => el({ id, component: { name: 'Text', options: { text: `<p>${value}</p>` } } });
const widget = (name: string, options: Record<string, unknown>, children?: ContentBlock[]) => el({ id: 'w', component: { name, options }, ...(children ? { children } : {}) });

const item = (n: number) => ({ title: [text(`t${n}`, `Title ${n}`)], detail: [text(`d${n}`, `Detail ${n}`)] });
const tab = (n: number) => ({ label: [text(`l${n}`, `Tab ${n}`)], content: [text(`c${n}`, `Panel ${n}`)] });

function published(blocks: readonly ContentBlock[]) {
  return (
    <BlockEnvironmentProvider value={{ locale: 'en-us', theme: 'main' }}>
      <ContentBlocks blocks={blocks} styleKey="test" />
    </BlockEnvironmentProvider>
  );
}

const details = () => [...document.querySelectorAll('details')];

describe('Builder:Accordion', () => {
  it('renders every item as a closed native disclosure, titles as summaries and details in the HTML', () => {
    const html = renderToString(published([widget('Builder:Accordion', { items: [item(1), item(2)] })]));
    expect(html).toContain('Detail 2');
    render(published([widget('Builder:Accordion', { items: [item(1), item(2)] })]));
    expect(details().map((d) => [d.open, d.querySelector('summary')?.textContent])).toEqual([
      [false, 'Title 1'],
      [false, 'Title 2'],
    ]);
    expect(document.querySelectorAll('.builder-accordion-detail').length).toBe(2);
  });

  it('without oneAtATime the items share no name, so several stay open', () => {
    render(published([widget('Builder:Accordion', { items: [item(1), item(2)], oneAtATime: false })]));
    expect(details().map((d) => d.getAttribute('name'))).toEqual([null, null]);
  });

  it('oneAtATime (and grid, which the SDK also limits to one) puts the items in one exclusive group', () => {
    render(
      published([
        widget('Builder:Accordion', { items: [item(1), item(2)], oneAtATime: true }),
        el({ id: 'g', component: { name: 'Builder:Accordion', options: { items: [item(3), item(4)], grid: true, gridRowWidth: '50%' } } }),
      ]),
    );
    const names = details().map((d) => d.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toBeTruthy();
    expect(names[3]).toBe(names[2]);
    expect(names[2]).not.toBe(names[0]);
    expect(details()[2]?.parentElement?.style.getPropertyValue('--accordion-item-width')).toBe('50%');
  });

  it('useChildrenForItems reads each child’s first child as the title and its second as the detail', () => {
    render(published([widget('Builder:Accordion', { useChildrenForItems: true, items: [] }, [el({ id: 'i1', children: [text('ct', 'Child title'), text('cd', 'Child detail')] })])]));
    expect(details()[0]?.querySelector('summary')?.textContent).toBe('Child title');
    expect(details()[0]?.querySelector('.builder-accordion-detail')?.textContent).toBe('Child detail');
  });

  it('no items, or items that are not lists of elements, render nothing and do not fail', () => {
    const { container } = render(published([widget('Builder:Accordion', {}), el({ id: 'x', component: { name: 'Builder:Accordion', options: { items: 'nope' } } })]));
    expect(container.querySelector('details')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('Builder: Tabs', () => {
  const tabs = () => screen.getAllByRole('tab');
  const visiblePanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.textContent);

  it('the first tab is selected by default: its panel shows, the others are in the HTML but hidden', () => {
    const html = renderToString(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2), tab(3)] })]));
    expect(html).toContain('Panel 3');
    render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2), tab(3)] })]));
    expect(tabs().map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Tab 1', 'true'],
      ['Tab 2', 'false'],
      ['Tab 3', 'false'],
    ]);
    expect(visiblePanels()).toEqual(['Panel 1']);
    expect(screen.getByRole('tablist')).toBeTruthy();
    const first = tabs()[0];
    expect(document.getElementById(first?.getAttribute('aria-controls') ?? '')?.getAttribute('aria-labelledby')).toBe(first?.id);
  });

  it('defaultActiveTab is 1-based, as the SDK reads it; 0 opens the first tab and out of range opens none', () => {
    render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2)], defaultActiveTab: 2 })]));
    expect(visiblePanels()).toEqual(['Panel 2']);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
  });

  it('defaultActiveTab 0 opens the first tab (the SDK ignores a falsy value), and one past the end opens none', () => {
    const { unmount } = render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2)], defaultActiveTab: 0 })]));
    expect(visiblePanels()).toEqual(['Panel 1']);
    unmount();
    render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2)], defaultActiveTab: 3 })]));
    expect(visiblePanels()).toEqual([]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1]);
  });

  it('the selected tab wears activeTabStyle and Builder’s class; arrows, Home and End move focus and selection; a click selects', () => {
    render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2), tab(3)], activeTabStyle: { backgroundColor: 'rgb(1, 2, 3)' }, tabHeaderLayout: 'center' })]));
    expect(tabs()[0]?.style.backgroundColor).toBe('rgb(1, 2, 3)');
    expect(tabs()[0]?.classList.contains('builder-tab-active')).toBe(true);
    expect(screen.getByRole('tablist').style.justifyContent).toBe('center');
    // Roving tabindex once hydrated: only the selected tab is in the Tab order.
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs()[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[1]);
    expect(visiblePanels()).toEqual(['Panel 2']);
    fireEvent.keyDown(tabs()[1] as HTMLElement, { key: 'End' });
    expect(visiblePanels()).toEqual(['Panel 3']);
    fireEvent.keyDown(tabs()[2] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(visiblePanels()).toEqual(['Panel 3']);
    fireEvent.keyDown(tabs()[2] as HTMLElement, { key: 'Home' });
    expect(visiblePanels()).toEqual(['Panel 1']);
    fireEvent.click(tabs()[1] as HTMLElement);
    expect(visiblePanels()).toEqual(['Panel 2']);
    expect(tabs()[1]?.style.backgroundColor).toBe('rgb(1, 2, 3)');
    expect(tabs()[0]?.style.backgroundColor).toBe('');
  });

  it('collapsible: clicking the open tab closes it; otherwise it stays open', () => {
    render(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2)], collapsible: true }), el({ id: 'n', component: { name: 'Builder: Tabs', options: { tabs: [tab(3)] } } })]));
    fireEvent.click(screen.getByRole('tab', { name: 'Tab 1' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Tab 3' }));
    expect(visiblePanels()).toEqual(['Panel 3']);
  });

  it('without JavaScript each tab is a link to its panel, so every panel is reachable', () => {
    const html = renderToString(published([widget('Builder: Tabs', { tabs: [tab(1), tab(2)] })]));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.querySelectorAll('a[role="tab"]')];
    expect(links.map((a) => doc.getElementById(decodeURIComponent(a.getAttribute('href')?.slice(1) ?? ''))?.textContent)).toEqual(['Panel 1', 'Panel 2']);
    // Before hydration every tab is in the Tab order.
    expect(links.map((a) => a.getAttribute('tabindex'))).toEqual(['0', '0']);
  });

  it('no tabs render nothing', () => {
    const { container } = render(published([widget('Builder: Tabs', { tabs: [] })]));
    expect(container.textContent).toBe('');
  });
});

describe('Builder:Carousel and Builder:Masonry', () => {
  it('the carousel renders every slide in a scroller with Previous and Next; its own slides list or its children', () => {
    render(published([widget('Builder:Carousel', { slides: [{ content: [text('s1', 'Slide 1')] }, { content: [text('s2', 'Slide 2')] }] })]));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Slide 1', 'Slide 2']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Previous/ }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Next/ })).toBeTruthy();
    // Slick's dots, on unless hideDots: one per slide, the first marked current.
    expect(screen.getAllByRole('button', { name: /^Slide / }).map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-current')])).toEqual([
      ['Slide 1 of 2', 'true'],
      ['Slide 2 of 2', null],
    ]);
  });

  it('hideDots leaves only Previous and Next', () => {
    render(published([widget('Builder:Carousel', { hideDots: true, slides: [{ content: [text('s1', 'Slide 1')] }, { content: [text('s2', 'Slide 2')] }] })]));
    expect(screen.getAllByRole('button').length).toBe(2);
  });

  it('useChildrenForSlides makes each child a slide', () => {
    render(published([widget('Builder:Carousel', { useChildrenForSlides: true }, [text('a', 'Child A'), text('b', 'Child B')])]));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Child A', 'Child B']);
  });

  it('masonry lays its tiles in CSS columns of columnWidth with gutterSize between; children when useChildrenForTiles', () => {
    render(
      published([
        widget('Builder:Masonry', { columnWidth: '240px', gutterSize: 12, useChildrenForTiles: true }, [text('a', 'Tile A'), text('b', 'Tile B')]),
        el({ id: 'm2', component: { name: 'Builder:Masonry', options: { columnWidth: '25%', tiles: [{ content: [text('c', 'Tile C')] }] } } }),
      ]),
    );
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.builder-masonry')];
    expect([...(first?.querySelectorAll('.masonry-item') ?? [])].map((t) => t.textContent)).toEqual(['Tile A', 'Tile B']);
    expect(first?.style.getPropertyValue('--masonry-columns')).toBe('240px auto');
    expect(first?.style.getPropertyValue('--masonry-gutter')).toBe('12px');
    expect(second?.textContent).toBe('Tile C');
    expect(second?.style.getPropertyValue('--masonry-columns')).toBe('auto 4');
  });
});

describe('styles of the blocks inside a widget', () => {
  it('every element in an accordion, tabs, carousel or masonry list has its responsive styles in the page’s stylesheet', () => {
    const styled = (id: string) => el({ id, component: { name: 'Text', options: { text: id } }, responsiveStyles: { large: { paddingTop: '7px' } } });
    const html = renderToString(
      published([
        el({ id: 'a', component: { name: 'Builder:Accordion', options: { items: [{ title: [styled('builder-at')], detail: [styled('builder-ad')] }] } } }),
        el({ id: 't', component: { name: 'Builder: Tabs', options: { tabs: [{ label: [styled('builder-tl')], content: [styled('builder-tc')] }] } } }),
        el({ id: 'c', component: { name: 'Builder:Carousel', options: { slides: [{ content: [styled('builder-cs')] }] } } }),
        el({ id: 'm', component: { name: 'Builder:Masonry', options: { tiles: [{ content: [styled('builder-mt')] }] } } }),
      ]),
    );
    for (const id of ['builder-at', 'builder-ad', 'builder-tl', 'builder-tc', 'builder-cs', 'builder-mt']) expect(html, id).toContain(`.${id}{padding-top:7px}`);
  });
});

describe('the support check walks the widgets’ element lists', () => {
  it('widgets are server-renderable, and a feature inside a panel is still found', () => {
    expect(contentUnrenderedFeatures({ blocks: [widget('Builder:Accordion', { items: [item(1)] }), widget('Builder: Tabs', { tabs: [tab(1)] })] })).toEqual([]);
    const inPanel = widget('Builder: Tabs', { tabs: [{ label: [text('l', 'L')], content: [el({ id: 'deep', component: { name: 'Nope', options: {} } })] }] });
    expect(contentUnrenderedFeatures({ blocks: [inPanel] })).toEqual(['unknown component "Nope" on block deep']);
  });
});
