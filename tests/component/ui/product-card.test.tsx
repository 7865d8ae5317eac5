import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/ui/product-card/product-card';
import type { ProductCardData } from '@/ui/product-card/card-data';
import { LOCATOR_MODAL_OPEN_EVENT } from '@/machines/modals';

vi.mock('next/image', () => import('../blocks/next-image-mock'));

const base: ProductCardData = {
  id: 'bb-gen-01',
  name: 'Gentle Turkey & Pumpkin Dog Roll',
  href: '/products/gentle-turkey-pumpkin-dog-roll',
  image: { src: '/media/catalog/products/a.webp', alt: 'Gentle Turkey & Pumpkin Dog Roll' },
  alternate: { kind: 'image', src: '/media/catalog/products/a-alt.webp' },
  brand: { name: 'Brightbowl Gentle', href: '/brands/brightbowl-gentle', color: '#4f8a74' },
  rating: { average: 4.6, count: 128 },
  upc: '084219200116',
};

function card(product: ProductCardData = base, buyAction?: 'shop-now') {
  return render(<ProductCard product={product} whereToBuyHref="/en-gb/where-to-buy" {...(buyAction ? { buyAction } : {})} />);
}

afterEach(() => {
  (window as unknown as { dataLayer?: unknown }).dataLayer = undefined;
});

describe('ProductCard', () => {
  it('the alternate image is not requested until hover, then swaps in, and swaps back on leave', () => {
    const { container } = card();
    const article = container.querySelector('article');
    if (!article) throw new Error('no article');
    expect(container.querySelector('img[src$="a-alt.webp"]')).toBeNull();
    expect(article.dataset.media).toBe('primary');
    fireEvent.pointerEnter(article);
    expect(article.dataset.media).toBe('alternate');
    expect(container.querySelector('img[src$="a-alt.webp"]')?.getAttribute('alt')).toBe('');
    fireEvent.pointerLeave(article);
    expect(article.dataset.media).toBe('primary');
  });

  it('keyboard focus inside the card swaps the media like hover, and leaving the card swaps it back', () => {
    const { container } = card();
    const article = container.querySelector('article');
    if (!article) throw new Error('no article');
    const nameLink = screen.getByRole('link', { name: base.name });
    act(() => nameLink.focus());
    expect(article.dataset.media).toBe('alternate');
    act(() => nameLink.blur());
    expect(article.dataset.media).toBe('primary');
  });

  it('an alternate video is muted, inline, never preloaded, and only mounted on hover', () => {
    const { container } = card({ ...base, alternate: { kind: 'video', src: '/media/catalog/video/a.mp4' } });
    expect(container.querySelector('video')).toBeNull();
    const article = container.querySelector('article');
    if (!article) throw new Error('no article');
    fireEvent.pointerEnter(article);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
  });

  it('the rating is read as one sentence by screen readers', () => {
    card();
    expect(screen.getByText('4.6 out of 5 stars, 128 reviews')).toBeTruthy();
  });

  it('no rating is shown for a product without one', () => {
    card({ ...base, rating: null });
    expect(screen.queryByText(/out of 5 stars/)).toBeNull();
  });

  it('the brand pill links to the brand page and the name to the detail page, same tab', () => {
    card();
    expect(screen.getByRole('link', { name: 'Brightbowl Gentle' }).getAttribute('href')).toBe('/brands/brightbowl-gentle');
    const name = screen.getByRole('link', { name: base.name });
    expect(name.getAttribute('href')).toBe(base.href);
    expect(name.getAttribute('target')).toBeNull();
  });

  it('an external detail URL opens in a new tab with rel noopener', () => {
    card({ ...base, href: 'https://shop.example.net/p/1' });
    const name = screen.getByRole('link', { name: /opens in a new tab/ });
    expect(name.getAttribute('target')).toBe('_blank');
    expect(name.getAttribute('rel')).toContain('noopener');
  });

  it('the where-to-buy link carries the UPC and reports a where_to_buy event', () => {
    card();
    const link = screen.getByRole('link', { name: /Where to buy/ });
    expect(link.getAttribute('href')).toBe('/en-gb/where-to-buy?sc-upc=084219200116');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'where_to_buy', product_id: 'bb-gen-01', upc: '084219200116' });
  });

  it('the shop-now button dispatches the locator window event with the UPC, asks for the buy-online view and reports buy_online', () => {
    card(base, 'shop-now');
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(LOCATOR_MODAL_OPEN_EVENT, listener);
    fireEvent.click(screen.getByRole('button', { name: /Shop now/ }));
    window.removeEventListener(LOCATOR_MODAL_OPEN_EVENT, listener);
    expect(seen).toEqual([{ productId: '084219200116', online: true }]);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'buy_online', product_id: 'bb-gen-01', upc: '084219200116' });
  });
});
