import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, ButtonGroup } from '@/ui/button';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes, pageBuilderImageWidth } from '@/ui/image-sizes';
import { IMAGES } from '@/config/constants';

afterEach(() => {
  vi.restoreAllMocks();
});

const base = { style: 'Solid', color: 'Dark Green', size: 'Md', openInNewTab: false } as const;

describe('buttons (§3)', () => {
  it('a same-site button opens in the same tab', () => {
    render(<Button {...base} label="Where to buy" url="/where-to-buy" />);
    const link = screen.getByRole('link', { name: 'Where to buy' });
    expect(link.getAttribute('href')).toBe('/where-to-buy');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('a new-tab button gets target=_blank, rel=noopener and an announced "(opens in a new tab)"', () => {
    render(<Button {...base} label="Privacy policy" url="/privacy-policy" openInNewTab />);
    const link = screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    const note = link.querySelector('.visually-hidden');
    expect(note?.textContent?.trim()).toBe('(opens in a new tab)');
  });

  it('an off-site new-tab button also withholds the referrer', () => {
    render(<Button {...base} label="Partner" url="https://partner.example.com/" openInNewTab />);
    expect(screen.getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('style, size and colour reach the rendered link', () => {
    render(<Button label="Shop" url="/shop" style="Outline" size="Lg" color="Fuchsia" openInNewTab={false} />);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.className).toMatch(/outline/);
    expect(link.className).toMatch(/lg/);
    expect(link.style.getPropertyValue('--button-fill')).toBe('#b3265e');
  });

  it('an empty button list renders nothing', () => {
    const { container } = render(<ButtonGroup buttons={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('block images', () => {
  it('every srcset candidate asks for a width inside the page-builder width set (100 to 2000)', () => {
    // The real next/image: in happy-dom it warns about layout it cannot measure (no CSS applied).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <BlockImage src="/media/content/masthead-main.jpg" alt="A bowl" sizes="(max-width: 2000px) 100vw, 2000px" />,
    );
    const image = container.querySelector('img');
    const widths = [...(image?.getAttribute('srcset') ?? '').matchAll(/[?&]w=(\d+)/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) {
      expect(w).toBeGreaterThanOrEqual(IMAGES.pageBuilderImageWidthMin);
      expect(w).toBeLessThanOrEqual(IMAGES.pageBuilderImageWidthMax);
    }
    expect(image?.getAttribute('alt')).toBe('A bowl');
    expect(image?.getAttribute('sizes')).toBe('(max-width: 2000px) 100vw, 2000px');
  });

  it('an SVG is served as is, not through the optimizer', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<BlockImage src="/media/icons/leaf.svg" alt="" sizes="96px" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/icons/leaf.svg');
  });

  it('requested widths are clamped to served widths inside 100..2000', () => {
    expect(pageBuilderImageWidth(3840)).toBe(1920);
    expect(pageBuilderImageWidth(16)).toBe(128);
    expect(pageBuilderImageWidth(828)).toBe(828);
  });

  it('sizes follow the §9 breakpoints and cap the large slot', () => {
    expect(blockImageSizes({ fraction: 0.5 })).toBe('(max-width: 640px) 100vw, (max-width: 991px) 50vw, 600px');
    expect(blockImageSizes({ fraction: 2, maxWidthPx: 1200 })).toMatch(/, 2000px$/);
  });
});
