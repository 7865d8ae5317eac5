import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { INFO_CARD_TYPES } from '@/config/block-options';
import { fixtureOptions, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

type Item = Record<string, unknown>;
const itemsOf = (options: Record<string, unknown>, key = 'items') => options[key] as Item[];

describe('Features', () => {
  it('the fixture features are h3s under the h2 that names the region, in editor order', () => {
    const options = fixtureOptions('Features');
    renderBlock('Features', options);
    const region = screen.getByRole('region', { name: String(options.heading) });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(itemsOf(options).map((i) => i.heading));
    expect(within(region).getAllByRole('listitem')).toHaveLength(itemsOf(options).length);
  });

  it('icons without alt text are decorative; without a section heading the features are h2s', () => {
    const { container } = renderBlock('Features', {
      items: [
        { icon: '/media/content/icon-leaf.svg', heading: 'Fresh' },
        { heading: 'Cold', body: 'Kept cold.' },
      ],
    });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fresh', 'Cold']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a single feature is refused with the §8 block message (a list needs at least two)', () => {
    renderBlock('Features', { items: [{ heading: 'Alone' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Info Card List', () => {
  it('every §9 info card type is offered, and each card link carries its analytics type', () => {
    const options = fixtureOptions('Info Card List');
    const { container } = renderBlock('Info Card List', options);
    const links = [...container.querySelectorAll('a[data-info-card-type]')];
    expect(links.map((a) => a.getAttribute('data-info-card-type'))).toEqual(itemsOf(options).map((i) => i.type));
    for (const type of INFO_CARD_TYPES) expect(links.some((a) => a.getAttribute('data-info-card-type') === type), type).toBe(true);
  });

  it('a link without a label says what the type does and names its card for screen readers', () => {
    renderBlock('Info Card List', { items: [{ type: 'research_download', heading: 'Digestibility study', url: '/media/study.pdf' }] });
    expect(screen.getByRole('link', { name: /^Download\s?: Digestibility study$/ }).getAttribute('href')).toBe('/media/study.pdf');
    expect(screen.getByText('Research')).toBeTruthy();
  });

  it('an unknown card type is refused (analytics only knows the §9 types)', () => {
    renderBlock('Info Card List', { items: [{ type: 'podcast', heading: 'x', url: '/x' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Team', () => {
  it('each §3 team item shows image with its alt text, name as a heading, position, and a bio behind a disclosure', () => {
    const options = fixtureOptions('Team');
    const { container } = renderBlock('Team', options);
    const members = itemsOf(options);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(members.map((m) => m.name));
    for (const m of members) {
      expect(screen.getByRole('img', { name: String(m.imageAltText) })).toBeTruthy();
      expect(screen.getByText(String(m.position))).toBeTruthy();
    }
    expect(container.querySelectorAll('details')).toHaveLength(members.length);
  });

  it('a bio is closed at first and opens from its summary, which names the person for screen readers', () => {
    const { container } = renderBlock('Team', { items: [{ name: 'Dr. Maya Chen', bio: 'Formulates every recipe.' }] });
    const details = container.querySelector('details');
    const summary = container.querySelector('summary');
    expect(details?.open).toBe(false);
    expect(summary?.textContent).toBe('Read bio of Dr. Maya Chen');
    // The native disclosure: the summary is the keyboard-operable control (Enter and Space toggle it).
    fireEvent.click(summary as Element);
    expect(details?.open).toBe(true);
    expect(within(details as HTMLElement).getByText('Formulates every recipe.')).toBeTruthy();
  });

  it('a member without a bio gets no empty disclosure', () => {
    const { container } = renderBlock('Team', { items: [{ name: 'Sam Ortiz', position: 'Head Chef' }] });
    expect(container.querySelector('details')).toBeNull();
  });
});

describe('Logo Cloud', () => {
  it('every logo is an image named by its organisation; a logo with a url is a link', () => {
    const options = fixtureOptions('Logo Cloud');
    renderBlock('Logo Cloud', options);
    const logos = itemsOf(options, 'logos');
    for (const logo of logos) expect(screen.getByRole('img', { name: String(logo.imageAltText) })).toBeTruthy();
    const linked = logos.filter((l) => typeof l.url === 'string');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(linked.map((l) => l.url));
  });

  it('a logo without a name is refused: a logo is never decorative', () => {
    renderBlock('Logo Cloud', { logos: [{ image: '/media/content/logo-vet-weekly.svg' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });

  it('a linked logo opens in a new tab by default, announced to screen readers', () => {
    renderBlock('Logo Cloud', { logos: [{ image: '/media/content/logo-vet-weekly.svg', imageAltText: 'Vet Weekly', url: 'https://vetweekly.example/' }] });
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });
});
