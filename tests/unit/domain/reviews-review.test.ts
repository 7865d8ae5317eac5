import { describe, expect, it } from 'vitest';
import { reviewPage, sortReviews, summarizeReviews, type Review } from '@/domain/reviews/review';
import { reviewListQuerySchema } from '@/domain/reviews/review-schema';
import { hasHiddenCharacters, REVIEW_MESSAGES, showHiddenCharacters } from '@/domain/reviews/submission';
import { reviewSubmissionSchema } from '@/domain/reviews/submission-schema';

const review = (id: string, rating: number, date: string, helpfulCount = 0): Review => ({
  id,
  productId: 'P',
  rating,
  title: 't',
  text: 'x',
  author: 'a',
  petName: '',
  petType: 'cat',
  date,
  helpfulCount,
});

const list = [review('a', 3, '2026-01-03', 1), review('b', 5, '2026-01-01', 9), review('c', 1, '2026-01-02', 4), review('d', 5, '2026-01-04', 0)];

describe('review rules', () => {
  it('the summary is the mean rating to one decimal over all reviews; none gives no summary', () => {
    expect(summarizeReviews(list)).toEqual({ average: 3.5, count: 4 });
    expect(summarizeReviews([review('x', 4, '2026-01-01'), review('y', 4, '2026-01-01'), review('z', 5, '2026-01-01')])).toEqual({ average: 4.3, count: 3 });
    expect(summarizeReviews([])).toBeNull();
  });

  it('each sort orders by its key and breaks ties newest first', () => {
    expect(sortReviews(list, 'newest').map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortReviews(list, 'highest').map((r) => r.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(sortReviews(list, 'lowest').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortReviews(list, 'most-helpful').map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('a page past the end shows the last page, never an empty list', () => {
    const page = reviewPage(list, { sort: 'newest', page: 9, pageSize: 3 });
    expect(page).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(page.items.map((r) => r.id)).toEqual(['b']);
    expect(reviewPage(list, { sort: 'newest', page: 0, pageSize: 3 }).page).toBe(1);
  });

  it('unknown sort or page values in the query fall back to newest, page 1', () => {
    expect(reviewListQuerySchema.parse({ sort: 'best', page: 'x' })).toEqual({ sort: 'newest', page: 1 });
    expect(reviewListQuerySchema.parse({ sort: 'lowest', page: '3' })).toEqual({ sort: 'lowest', page: 3 });
  });
});

describe('a written review (the form and the server share these rules)', () => {
  const valid = {
    productId: 'BBL-1',
    rating: 4,
    title: 'Good',
    text: 'a'.repeat(50),
    nickname: 'Kim',
    petName: '',
    petType: 'dog',
    email: 'kim@example.com',
    consent: true,
  };
  const messageFor = (body: Record<string, unknown>) => {
    const result = reviewSubmissionSchema.safeParse(body);
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it('a complete review passes', () => {
    expect(messageFor(valid)).toBeNull();
  });

  it('a rating outside 1 to 5 stars is refused with the rating message', () => {
    expect(messageFor({ ...valid, rating: 0 })).toEqual([REVIEW_MESSAGES.rating]);
    expect(messageFor({ ...valid, rating: 6 })).toEqual([REVIEW_MESSAGES.rating]);
    expect(messageFor({ ...valid, rating: 2.5 })).toEqual([REVIEW_MESSAGES.rating]);
  });

  it('text shorter than the minimum or longer than the maximum is refused with its message', () => {
    expect(messageFor({ ...valid, text: 'a'.repeat(49) })).toEqual([REVIEW_MESSAGES.textTooShort]);
    expect(messageFor({ ...valid, text: 'a'.repeat(2001) })).toEqual([REVIEW_MESSAGES.textTooLong]);
  });

  it('a review without consent, with a bad email or with an unknown field is refused', () => {
    expect(messageFor({ ...valid, consent: false })).toEqual([REVIEW_MESSAGES.consent]);
    expect(messageFor({ ...valid, email: 'kim@' })).toEqual([REVIEW_MESSAGES.email]);
    expect(messageFor({ ...valid, admin: true })).not.toBeNull();
  });
});

describe('hidden characters in a review', () => {
  it('a moderator sees each control or text-direction character written out, and the rest as typed', () => {
    expect(showHiddenCharacters('Great\u202Etaerg\u0000', { multiline: false })).toBe('Great<U+202E>taerg<U+0000>');
    expect(showHiddenCharacters('One\nTwo\u2069', { multiline: true })).toBe('One\nTwo<U+2069>');
    expect(showHiddenCharacters('One\nTwo', { multiline: false })).toBe('One<U+000A>Two');
  });

  it('letters of every script, emoji and joiners pass; only controls and bidi embeddings, overrides and isolates are refused', () => {
    expect(hasHiddenCharacters('Zoë loves it — très bon, 很好, جيد جدا 🐶‍🦺', { multiline: false })).toBe(false);
    for (const char of ['\u0000', '\u001F', '\u007F', '\u009F', '\u202A', '\u202E', '\u2066', '\u2069']) expect(hasHiddenCharacters(`a${char}b`, { multiline: true })).toBe(true);
    expect(hasHiddenCharacters('a\tb\r\nc', { multiline: true })).toBe(false);
  });
});
