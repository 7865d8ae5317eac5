import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { fixtureOptions, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

const img = (alt: string) => screen.getByRole('img', { name: alt });

describe('layout and text blocks', () => {
  it('Hed and Dek: the fixture headline is an h2 naming its region, followed by the dek', () => {
    const options = fixtureOptions('Hed and Dek');
    renderBlock('Hed and Dek', options);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(options.hed);
    expect(screen.getByRole('region', { name: String(options.hed) })).toBeTruthy();
    expect(screen.getByText(String(options.dek))).toBeTruthy();
  });

  it('Left Right Single: the fixture heading, body, image with its alt text and buttons', () => {
    // A fixture use of the block with buttons and described media (pages differ in which fields they fill).
    const options = fixtureOptions('Left Right Single', (o) => Array.isArray(o.buttons) && o.buttons.length > 0 && typeof o.mediaAltText === 'string' && o.mediaAltText !== '');
    const { container } = renderBlock('Left Right Single', options);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(options.heading);
    expect(screen.getByText(String(options.body))).toBeTruthy();
    // Through the image optimizer, at a served width, for the editor's image.
    expect(new URL(img(String(options.mediaAltText)).getAttribute('src') ?? '', 'http://site.test').searchParams.get('url')).toBe(options.image);
    const [button] = options.buttons as { label: string; url: string }[];
    expect(screen.getByRole('link', { name: button?.label }).getAttribute('href')).toBe(button?.url);
    expect(container.querySelector('[data-media]')?.getAttribute('data-media')).toBe(String(options.mediaPosition).toLowerCase());
  });

  it('an image with empty alt text is decorative (alt="") and hidden from the accessibility tree', () => {
    const { container } = renderBlock('Left Right Single', { heading: 'Fresh', image: '/media/content/ingredients.jpg', mediaAltText: '' });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('Left Right Single With List: Numbers make an ordered list, Checks an unordered one', () => {
    const items = [{ text: 'Pour' }, { heading: 'Serve', text: 'Into the bowl' }];
    const { unmount } = renderBlock('Left Right Single With List', { heading: 'How to serve', items, listStyle: 'Numbers' });
    const ordered = screen.getByRole('list');
    expect(ordered.tagName).toBe('OL');
    expect(within(ordered).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pour', 'ServeInto the bowl']);
    unmount();
    renderBlock('Left Right Single With List', { heading: 'Why fresh', items });
    expect(screen.getByRole('list').tagName).toBe('UL');
  });

  it('Left Right Multiple: image sides alternate from the first; rows are h3 under a section heading, h2 without one', () => {
    const items = [1, 2, 3].map((n) => ({ heading: `Row ${n}`, image: `/media/content/row-${n}.jpg`, mediaAltText: `Row ${n} photo` }));
    const { container, unmount } = renderBlock('Left Right Multiple', { heading: 'Our kitchen', items, firstMediaPosition: 'Right' });
    expect([...container.querySelectorAll('[data-media]')].map((el) => el.getAttribute('data-media'))).toEqual(['right', 'left', 'right']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3']);
    unmount();
    renderBlock('Left Right Multiple', { items });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('Left Right Scroll: an h2 introduction with its items as h3 and images', () => {
    renderBlock('Left Right Scroll', {
      heading: 'From kitchen to bowl',
      items: [
        { heading: 'Sourced', body: 'Real meat first.', image: '/media/content/a.jpg', mediaAltText: 'Fresh chicken' },
        { heading: 'Cooked', body: 'Gently, in small batches.' },
      ],
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('From kitchen to bowl');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sourced', 'Cooked']);
    expect(img('Fresh chicken')).toBeTruthy();
  });

  it('Split Component: heading, text and a full-bleed image; without an image the text takes the width', () => {
    const { container, unmount } = renderBlock('Split Component', {
      heading: 'Made fresh',
      body: 'Never on a shelf.',
      image: '/media/content/a.jpg',
      mediaAltText: 'A kitchen',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Made fresh');
    expect(img('A kitchen').getAttribute('sizes')).toContain('50vw');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    unmount();
    const again = renderBlock('Split Component', { heading: 'Made fresh' });
    expect(again.container.querySelector('img')).toBeNull();
  });

  it('Two Column Component: the fixture columns as headings with their images; a third column is refused', () => {
    const options = fixtureOptions('Two Column Component');
    const columns = options.columns as { heading: string; mediaAltText: string }[];
    const { unmount } = renderBlock('Two Column Component', options);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(columns.map((c) => c.heading));
    for (const column of columns) expect(img(column.mediaAltText)).toBeTruthy();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Two Column Component', { columns: [...columns, ...columns] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });

  it('Two Col Image + List w/ Separator: the list items are h3 under the h2', () => {
    renderBlock('Two Col Image + List w/ Separator', {
      heading: 'What is inside',
      image: '/media/content/a.jpg',
      mediaAltText: 'Ingredients',
      items: [{ heading: 'Protein' }, { heading: 'Vegetables', body: 'Carrots and peas.' }],
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What is inside');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Protein', 'Vegetables']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('UI Page Heading: the page h1 by default, an h2 when the editor demotes it', () => {
    const { unmount } = renderBlock('UI Page Heading', { heading: 'Where to buy', subheading: 'Find a store near you.' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where to buy');
    unmount();
    renderBlock('UI Page Heading', { heading: 'Where to buy', headingLevel: 'h2' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('Container: renders its child blocks at its max width and gap', () => {
    const options = fixtureOptions('Container');
    const { container } = renderBlock('Container', { ...options, children: <p>child block</p> });
    expect(screen.getByText('child block')).toBeTruthy();
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.getPropertyValue('--section-max-width')).toBe(`${String(options.maxWidth)}px`);
    expect(frame.style.getPropertyValue('--column-gap')).toBe('20px');
  });

  it('a background colour sets the text tone: dark backgrounds get light text, Transparent inherits', () => {
    const tone = (backgroundColor: string) => {
      const { container, unmount } = renderBlock('Hed and Dek', { hed: 'Tone', backgroundColor });
      const value = container.firstElementChild?.getAttribute('data-tone') ?? null;
      unmount();
      return value;
    };
    expect(tone('Dark Green')).toBe('dark');
    expect(tone('Fuchsia Gradient 1')).toBe('dark');
    expect(tone('Light Beige')).toBe('light');
    expect(tone('Transparent')).toBeNull();
  });
});
