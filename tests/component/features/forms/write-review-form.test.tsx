// act() needs an async callback to flush React's queued updates and effects, even where the body awaits nothing.
/* eslint-disable @typescript-eslint/require-await */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REVIEW_MESSAGES } from '@/domain/reviews/submission';
import { WRITE_REVIEW_COPY, WriteReviewForm } from '@/features/reviews/write-review-form';
import { stubFetch } from './fetch-stub';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const products = [
  { reviewId: 'BBL-1', name: 'Chicken Roll' },
  { reviewId: 'BBL-2', name: 'Salmon Pâté' },
];

async function fill(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.input(field, { target: { value } });
    fireEvent.change(field, { target: { value } });
  });
}

async function fillValid() {
  await fill(/^Recipe/, 'BBL-2');
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  });
  await fill(/^Review title/, 'Happy cat');
  await fill(/^Your review/, 'Our cat ate every bite and asked for more; the switch took a week and went well.');
  await fill(/^Name to show/, 'Kim');
  await fill(/^Your pet's name/, 'Mochi');
  await fill(/^Your pet is a/, 'cat');
  await fill(/^Email/, 'kim@example.com');
  await act(async () => {
    fireEvent.click(screen.getByRole('checkbox'));
  });
}

const send = async () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: WRITE_REVIEW_COPY.submit }));
  });

describe('the write-a-review form', () => {
  it('the recipe named by ?product= is chosen already; an unknown one leaves the picker empty', async () => {
    stubFetch();
    const { unmount } = render(<WriteReviewForm products={products} initialProductId="BBL-2" locale="en-us" />);
    expect(screen.getByLabelText<HTMLSelectElement>(/^Recipe/).value).toBe('BBL-2');
    unmount();
    render(<WriteReviewForm products={products} initialProductId="nope" locale="en-us" />);
    expect(screen.getByLabelText<HTMLSelectElement>(/^Recipe/).value).toBe('');
  });

  it('the rating is a group of five radio buttons named by their star counts', () => {
    stubFetch();
    render(<WriteReviewForm products={products} locale="en-us" />);
    const group = screen.getByRole('group', { name: /Your rating/ });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
  });

  it('sending an empty form shows each field’s message under it and sends nothing', async () => {
    const { calls } = stubFetch();
    render(<WriteReviewForm products={products} locale="en-us" />);
    await send();
    await waitFor(() => expect(screen.getByText(REVIEW_MESSAGES.rating)).toBeTruthy());
    expect(screen.getByText(REVIEW_MESSAGES.product)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.consent)).toBeTruthy();
    const title = screen.getByLabelText(/^Review title/);
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(calls.filter((c) => c.startsWith('POST /api/reviews'))).toEqual([]);
  });

  it('a review shorter than the minimum shows the length message under the text', async () => {
    stubFetch();
    render(<WriteReviewForm products={products} locale="en-us" />);
    await fillValid();
    await fill(/^Your review/, 'Too short.');
    await send();
    await waitFor(() => expect(screen.getByText(REVIEW_MESSAGES.textTooShort)).toBeTruthy());
  });

  it('a valid review is posted with a bot-check token and the locale, then the success message shows', async () => {
    const { calls, bodies } = stubFetch({ 'POST /api/reviews': () => Response.json({ results: { id: '1', status: 'pending' } }) });
    render(<WriteReviewForm products={products} locale="en-gb" />);
    await fillValid();
    await send();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(WRITE_REVIEW_COPY.success));
    expect(calls).toContain('POST /api/reviews?locale=en-gb');
    expect(bodies['POST /api/reviews']).toEqual([
      { productId: 'BBL-2', rating: '4', title: 'Happy cat', text: 'Our cat ate every bite and asked for more; the switch took a week and went well.', nickname: 'Kim', petName: 'Mochi', petType: 'cat', email: 'kim@example.com', consent: true },
    ]);
  });

  it('a field the server refuses shows the server’s message under that field, and nothing typed is lost', async () => {
    stubFetch({ 'POST /api/reviews': () => Response.json({ error: REVIEW_MESSAGES.unknownProduct, field: 'productId' }, { status: 400 }) });
    render(<WriteReviewForm products={products} locale="en-us" />);
    await fillValid();
    await send();
    const recipe = screen.getByLabelText(/^Recipe/);
    await waitFor(() => expect(recipe.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById((recipe.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent).toBe(REVIEW_MESSAGES.unknownProduct);
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.unknownProduct);
    expect(screen.getByLabelText<HTMLInputElement>(/^Review title/).value).toBe('Happy cat');
  });

  it('a right-to-left override in the title is refused under the title before anything is sent', async () => {
    const { calls } = stubFetch();
    render(<WriteReviewForm products={products} locale="en-us" />);
    await fillValid();
    await fill(/^Review title/, 'Happy \u202Etac');
    await send();
    const title = screen.getByLabelText(/^Review title/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById((title.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent).toBe(REVIEW_MESSAGES.titleHiddenCharacters);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('a second review with the same email shows the server’s 409 message, not the generic form error', async () => {
    stubFetch({ 'POST /api/reviews': () => Response.json({ error: REVIEW_MESSAGES.alreadyReviewed, field: 'email' }, { status: 409 }) });
    render(<WriteReviewForm products={products} locale="en-us" />);
    await fillValid();
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.alreadyReviewed));
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('kim@example.com');
  });

  it('a refusal with a message (429 too many pending) shows that message; an answer without one the §8 default', async () => {
    let answer = () => Response.json({ error: REVIEW_MESSAGES.tooManyPending }, { status: 429 });
    stubFetch({ 'POST /api/reviews': () => answer() });
    render(<WriteReviewForm products={products} locale="en-us" />);
    await fillValid();
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.tooManyPending));
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Form submission error :( Please check your answers and try again'));
  });
});
