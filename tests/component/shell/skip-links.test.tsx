import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SkipLinks } from '@/shell/skip-links';
import { PageIntro } from '@/shell/page-intro';

describe('page shell', () => {
  it('three skip links point at navigation, main content and footer, in that order', () => {
    render(<SkipLinks />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#site-navigation', '#main-content', '#site-footer']);
    expect(links.map((a) => a.textContent)).toEqual(['Skip to navigation', 'Skip to main content', 'Skip to footer']);
  });

  it('a page intro renders one level-one heading labelling its section', () => {
    render(<PageIntro heading="Where to buy" intro="Find a store." />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Where to buy');
    expect(screen.getByRole('region', { name: 'Where to buy' })).toBeTruthy();
  });
});
