import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import reviewsJson from '@fixtures/reviews/reviews.json';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { ReviewsFromAReviewService, REVIEWS_LOAD_ERROR } from '@/blocks/reviews-from-a-review-service/reviews-from-a-review-service';
import { reviewsFromServiceSchema } from '@/blocks/reviews-from-a-review-service/schema';
import { reviewPage, type Review, type ReviewSort } from '@/domain/reviews/review';
import { fixtureOptions, renderBlock } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reviews block', () => {
  it('each quoted review shows its stars to screen readers as words, its title as an h3, the reviewer, the pet and the date', () => {
    const options = fixtureOptions('Reviews');
    renderBlock('Reviews', options);
    const quoted = options.reviews as { rating: number; title: string; author: string; petName: string; petType: string }[];
    const items = within(screen.getByRole('region', { name: String(options.heading) })).getAllByRole('listitem');
    expect(items).toHaveLength(quoted.length);
    quoted.forEach((review, i) => {
      const item = items[i]!;
      expect(within(item).getByText(`${review.rating} out of 5 stars`)).toBeTruthy();
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(review.title);
      expect(item.textContent).toContain(`${review.author}, for ${review.petName}, a ${review.petType}`);
      expect(item.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  it('the home page quotes only reviews that exist in the review fixtures (nothing invented)', () => {
    const quoted = fixtureOptions('Reviews').reviews as { title: string; text: string; author: string }[];
    for (const q of quoted) {
      expect((reviewsJson as Review[]).some((r) => r.title === q.title && r.text === q.text && r.author === q.author)).toBe(true);
    }
  });

  it('the write-a-review link goes where the editor of each locale pointed it, and can be hidden', () => {
    const { unmount } = renderBlock('Reviews', fixtureOptions('Reviews', (o) => String(o.writeReviewUrl).startsWith('/en-gb/')));
    expect(screen.getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe('/en-gb/write-a-review');
    unmount();
    renderBlock('Reviews', { ...fixtureOptions('Reviews'), showWriteReviewLink: false });
    expect(screen.queryByRole('link', { name: 'Write a review' })).toBeNull();
  });

  it('a Reviews block with no reviews, or a rating outside 1 to 5, shows the block error instead', () => {
    const { unmount } = renderBlock('Reviews', { heading: 'x', reviews: [] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    unmount();
    renderBlock('Reviews', { reviews: [{ rating: 6, title: 't', text: 'x', author: 'a' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Reviews from a review service block', () => {
  const reviews: Review[] = Array.from({ length: 7 }, (_, i) => ({
    id: `r${i}`,
    productId: 'BBL-1',
    rating: (i % 5) + 1,
    title: `Review ${i}`,
    text: 'Text',
    author: 'Sam',
    petName: 'Rex',
    petType: 'dog',
    date: `2026-01-0${i + 1}`,
    helpfulCount: i,
  }));

  /** A stand-in for GET /api/reviews that pages the list above with the real rules. */
  function stubReviewsRoute() {
    const calls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const url = new URL(input, 'http://site.test');
        calls.push(url);
        const page = reviewPage(reviews, { sort: url.searchParams.get('sort') as ReviewSort, page: Number(url.searchParams.get('page')), pageSize: Number(url.searchParams.get('pageSize')) });
        return Promise.resolve(new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }));
      }),
    );
    return calls;
  }

  const props = (over: Record<string, unknown> = {}) => reviewsFromServiceSchema.parse({ productId: 'BBL-1', pageSize: 3, ...over });

  it('asks the reviews route for the product in the editor’s sort and page size, and lists what it answers', async () => {
    const calls = stubReviewsRoute();
    render(<ReviewsFromAReviewService {...props({ defaultSort: 'highest' })} />);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(calls[0]?.searchParams.get('product')).toBe('BBL-1');
    expect(calls[0]?.searchParams.get('sort')).toBe('highest');
    expect(calls[0]?.searchParams.get('pageSize')).toBe('3');
    expect(screen.getAllByText('5 out of 5 stars').length).toBeGreaterThan(0);
    // Ratings 1,2,3,4,5,1,2: 18 / 7 = 2.57, shown to one decimal.
    expect(screen.getByText('2.6 out of 5 stars from 7 reviews')).toBeTruthy();
  });

  it('choosing a sort re-asks from page 1 in that order; the pager disables previous on the first page and next on the last', async () => {
    const calls = stubReviewsRoute();
    render(<ReviewsFromAReviewService {...props()} />);
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous reviews' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeTruthy());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next reviews' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Most helpful' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('most-helpful');
    expect(screen.getByRole('button', { name: 'Most helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Review 6');
  });

  it('a failed answer shows a message, never a blank block', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: 'x' }), { status: 503 }))));
    act(() => {
      render(<ReviewsFromAReviewService {...props()} />);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REVIEWS_LOAD_ERROR));
  });

  it('a block without a product id shows the block error', () => {
    renderBlock('Reviews from a review service', { heading: 'Reviews' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});
