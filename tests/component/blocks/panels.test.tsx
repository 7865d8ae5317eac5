import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { fixtureOptions, registered, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('panels', () => {
  it('Panel: the fixture heading, body, button and image with its alt text, on its coloured card', () => {
    const options = fixtureOptions('Panel', (o) => o.backgroundColor === 'Dark Green');
    const { container } = renderBlock('Panel', options);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(options.heading);
    expect(screen.getByText(String(options.body))).toBeTruthy();
    expect(screen.getByRole('img', { name: String(options.mediaAltText) })).toBeTruthy();
    const [button] = options.buttons as { label: string; url: string }[];
    expect(screen.getByRole('link', { name: button?.label }).getAttribute('href')).toBe(button?.url);
    expect(container.querySelector('[data-tone="dark"]')).not.toBeNull();
  });

  it('Panel: renders without an image or buttons (the isolation fixture)', () => {
    renderBlock('Panel', fixtureOptions('Panel', (o) => o.heading === 'After the broken block'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('After the broken block');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Panel with Search: a labelled GET search form submitting q to /search', () => {
    renderBlock('Panel with Search', { heading: 'Looking for something?', searchLabel: 'Search the site' });
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const input = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(input.getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it.each([
    ['en-gb', '/en-gb/search'],
    ['en-ca', '/en-ca/search'],
    ['en-us', '/search'],
  ] as const)('Panel with Search: in %s it submits to %s', (locale, action) => {
    const Block = registered('Panel with Search').component;
    render(
      <BlockEnvironmentProvider value={{ locale, theme: 'main' }}>
        <Block heading="Search" />
      </BlockEnvironmentProvider>,
    );
    expect(screen.getByRole('search').getAttribute('action')).toBe(action);
  });

  it('Panel With Navigate: a navigation landmark named by the heading, with a new-tab link announced', () => {
    renderBlock('Panel With Navigate', {
      heading: 'Explore',
      links: [
        { label: 'Dog food', url: '/dog-food', description: 'Rolls and bags' },
        { label: 'Vet resources', url: 'https://vet.example.com/', openInNewTab: true },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/dog-food', 'https://vet.example.com/']);
    expect(links[0]?.getAttribute('target')).toBeNull();
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toContain('noopener');
    expect(links[1]?.textContent).toContain('(opens in a new tab)');
  });

  it('Panel with large icons: items are h3, icons without alt text are decorative, SVG icons skip the optimizer, a url links the heading', () => {
    const { container } = renderBlock('Panel with large icons', {
      heading: 'Our promises',
      items: [
        { icon: '/media/icons/leaf.svg', heading: 'Fresh', body: 'Kept cold.' },
        { icon: '/media/icons/bowl.png', iconAltText: 'A full bowl', heading: 'Complete', url: '/nutrition' },
      ],
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fresh', 'Complete']);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['', 'A full bowl']);
    // SVGs are served as they are; raster images go through the optimizer.
    expect(images[0]?.getAttribute('src')).toBe('/media/icons/leaf.svg');
    expect(images[1]?.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2Ficons%2Fbowl\.png&w=\d+&q=75$/);
    expect(screen.getByRole('link', { name: 'Complete' }).getAttribute('href')).toBe('/nutrition');
  });
});
