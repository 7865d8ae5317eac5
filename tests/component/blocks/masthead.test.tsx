import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { fixtureOptions, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

type FixtureButton = { label: string; url: string };

describe('Masthead', () => {
  it('renders the home fixture: the page h1, the subheading, its buttons, and the photo with its alt text loaded first', () => {
    const options = fixtureOptions('Masthead', (o) => o.layout === 'Overlay');
    renderBlock('Masthead', options);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(options.heading);
    expect(screen.getByText(String(options.subheading))).toBeTruthy();
    for (const button of options.buttons as FixtureButton[]) {
      const link = screen.getByRole('link', { name: button.label });
      expect(link.getAttribute('href')).toBe(button.url);
      expect(link.getAttribute('target')).toBeNull();
    }
    const photo = screen.getByRole('img', { name: String(options.mediaAltText) });
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('sizes')).toBe('(max-width: 2000px) 100vw, 2000px');
  });

  it.each(['Overlay', 'Skinny', 'Stacked'] as const)('the %s layout renders its heading, text and image', (layout) => {
    const { container } = renderBlock('Masthead', {
      layout,
      heading: 'Fresh food',
      subheading: 'Kept cold.',
      image: '/media/content/masthead-main.jpg',
      mediaAltText: 'A bowl',
      backgroundColor: 'Light Blue',
    });
    expect(container.querySelector(`[data-layout="${layout.toLowerCase()}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fresh food');
    expect(screen.getByRole('img', { name: 'A bowl' })).toBeTruthy();
  });

  it('the vet fixture (Stacked) renders as the page h1', () => {
    const options = fixtureOptions('Masthead', (o) => o.layout === 'Stacked');
    renderBlock('Masthead', options);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(options.heading);
  });

  it('a demoted masthead is an h2, so a page keeps exactly one h1', () => {
    renderBlock('Masthead', { layout: 'Skinny', heading: 'Second masthead', headingLevel: 'h2' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Second masthead');
  });

  it('an Overlay with no background colour puts the text on a dark scrim over the photo', () => {
    renderBlock('Masthead', { layout: 'Overlay', heading: 'On a photo', image: '/media/content/masthead-main.jpg', mediaAltText: 'A bowl' });
    const card = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(card?.getAttribute('data-tone')).toBe('dark');
  });

  it('an unknown layout shows the block error message in place of the masthead', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Masthead', { layout: 'Wide', heading: 'Fresh food' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
