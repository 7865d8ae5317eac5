import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { fixtureOptions, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

type Row = { left: string; right: string };

describe('Comparison Card', () => {
  it('default: two titled columns, ours first, each listing its side of every row', () => {
    const options = fixtureOptions('Comparison Card', (o) => o.variant === 'default');
    renderBlock('Comparison Card', options);
    const rows = options.rows as Row[];
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([options.leftTitle, options.rightTitle]);
    const [ours, theirs] = screen.getAllByRole('list');
    expect(within(ours as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(rows.map((r) => r.left));
    expect(within(theirs as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(rows.map((r) => r.right));
  });

  it('myth-vs-fact: each myth stays with its fact in one item, labelled Myth and Fact when titles are empty', () => {
    renderBlock('Comparison Card', { variant: 'myth-vs-fact', heading: 'Myths', rows: [{ left: 'Kibble cleans teeth.', right: 'Brushing does.' }] });
    const [item] = screen.getAllByRole('listitem');
    expect(item?.textContent).toBe('Myth Kibble cleans teeth.Fact Brushing does.');
  });

  it('an unknown variant is refused', () => {
    renderBlock('Comparison Card', { variant: 'versus', heading: 'x', rows: [{ left: 'a', right: 'b' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Comparison Chart', () => {
  it('is a real table captioned by the heading, with column and row headers for the three columns', () => {
    const options = fixtureOptions('Comparison Chart');
    renderBlock('Comparison Chart', options);
    const table = screen.getByRole('table', { name: String(options.heading) });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      options.featureColumnTitle,
      options.column1Title,
      options.column2Title,
      options.column3Title,
    ]);
    const items = options.items as { label: string }[];
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(items.map((i) => i.label));
  });

  it('a checked flag reads "Yes" and an unchecked one "No", per column', () => {
    renderBlock('Comparison Chart', {
      heading: 'Side by side',
      column1Title: 'Ours',
      column2Title: 'Kibble',
      column3Title: 'Cans',
      items: [{ label: 'Gently cooked', column1Checked: true, column3Checked: true }],
    });
    const cells = screen.getAllByRole('cell').map((td) => td.querySelector('.visually-hidden')?.textContent);
    expect(cells).toEqual(['Yes', 'No', 'Yes']);
  });

  it('all three column titles are required', () => {
    renderBlock('Comparison Chart', { heading: 'x', column1Title: 'A', column2Title: 'B', items: [{ label: 'y' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Image Node Component', () => {
  it('a figure with the image in its chosen §9 ratio (reserving its space) and the caption', () => {
    const options = fixtureOptions('Image Node Component');
    const { container } = renderBlock('Image Node Component', options);
    expect(screen.getByRole('img', { name: String(options.mediaAltText) })).toBeTruthy();
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe(options.caption);
    expect((container.querySelector('img')?.parentElement as HTMLElement).style.aspectRatio).toBe('16 / 9');
  });

  it('the 5:7 ratio frames a portrait image', () => {
    const { container } = renderBlock('Image Node Component', { image: '/media/content/panel-dog.jpg', aspectRatio: '5:7' });
    expect((container.querySelector('img')?.parentElement as HTMLElement).style.aspectRatio).toBe('5 / 7');
  });

  it('an image is required and must be a same-origin jpeg, png or svg', () => {
    renderBlock('Image Node Component', { image: 'https://cdn.example.com/a.jpg' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Image Based Card', () => {
  it('an overlay card on Transparent puts the text on a dark scrim so it stays readable over the photo', () => {
    const { container } = renderBlock('Image Based Card', { image: '/media/content/panel-dog.jpg', heading: 'Fresh', textPlacement: 'Overlay', backgroundColor: 'Transparent' });
    expect(container.querySelector('[data-tone="dark"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Fresh' })).toBeTruthy();
  });

  it('the fixture card shows its eyebrow, heading and button', () => {
    const options = fixtureOptions('Image Based Card');
    renderBlock('Image Based Card', options);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(options.heading);
    expect(screen.getByText(String(options.eyebrow))).toBeTruthy();
    const [button] = options.buttons as { label: string; url: string }[];
    expect(screen.getByRole('link', { name: button?.label }).getAttribute('href')).toBe(button?.url);
  });
});
