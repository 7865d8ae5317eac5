import { describe, expect, it, vi } from 'vitest';
import { createBazaarvoiceReviews, fetchRatingStatistics, type BazaarvoiceReviewsOptions } from '@/services/reviews/bazaarvoice';
import { ReviewsServiceError } from '@/services/reviews/types';

type FetchArgs = Parameters<typeof fetch>;

/** A fetch that records its calls and answers with the given function. */
function stubFetch(answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const fn = vi.fn(async (input: FetchArgs[0], init?: FetchArgs[1]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    return answer(url, init);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The vendor's statistics answer for the ids in the request, with the given stats per id. */
const vendorAnswer = (stats: Record<string, { avg: number | null; count: number }>) => (url: URL) => {
  const ids = (url.searchParams.get('filter') ?? '').replace(/^productid:/, '').split(',');
  return json({
    HasErrors: false,
    Errors: [],
    TotalResults: ids.length,
    Results: ids
      .filter((id) => id in stats)
      .map((id) => ({
        ProductStatistics: {
          ProductId: id,
          ReviewStatistics: { AverageOverallRating: stats[id]!.avg, TotalReviewCount: stats[id]!.count, OverallRatingRange: 5 },
          NativeReviewStatistics: { AverageOverallRating: stats[id]!.avg, TotalReviewCount: stats[id]!.count },
        },
      })),
  });
};

function service(stub: { fetch: typeof fetch }, extra: Partial<BazaarvoiceReviewsOptions> = {}) {
  const errors: ReviewsServiceError[] = [];
  const reviews = createBazaarvoiceReviews({
    baseUrl: 'https://reviews.example.com/',
    apiKey: 'test-passkey',
    fetch: stub.fetch,
    onError: (e) => errors.push(e),
    ...extra,
  });
  return { reviews, errors };
}

describe('cloud reviews (Bazaarvoice-style statistics API)', () => {
  it('a rated product answers the vendor average and review count', async () => {
    const stub = stubFetch(vendorAnswer({ 'BBL-1': { avg: 4.62, count: 128 } }));
    const { reviews, errors } = service(stub);
    expect(await reviews.ratingSummary('BBL-1')).toEqual({ average: 4.62, count: 128 });
    expect(errors).toEqual([]);
  });

  it('asks the statistics endpoint with the API version, passkey, review stats and product filter', async () => {
    const stub = stubFetch(vendorAnswer({}));
    await service(stub).reviews.ratingSummaries(['BBL-1', 'BBL-2']);
    const url = stub.calls[0]!;
    expect(url.origin + url.pathname).toBe('https://reviews.example.com/data/statistics.json');
    expect(url.searchParams.get('apiversion')).toBe('5.4');
    expect(url.searchParams.get('passkey')).toBe('test-passkey');
    expect(url.searchParams.get('stats')).toBe('Reviews');
    expect(url.searchParams.get('filter')).toBe('productid:BBL-1,BBL-2');
  });

  it('a long listing is asked for in requests of at most 100 ids, each id once', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `BBL-${i}`);
    const stats = Object.fromEntries(ids.map((id) => [id, { avg: 4, count: 3 }]));
    const stub = stubFetch(vendorAnswer(stats));
    const summaries = await service(stub).reviews.ratingSummaries([...ids, ...ids.slice(0, 10)]);
    expect(stub.calls).toHaveLength(3);
    for (const call of stub.calls) expect((call.searchParams.get('filter') ?? '').split(',').length).toBeLessThanOrEqual(100);
    expect(summaries.size).toBe(250);
  });

  it('no ids means no request', async () => {
    const stub = stubFetch(vendorAnswer({}));
    expect((await service(stub).reviews.ratingSummaries([])).size).toBe(0);
    expect(stub.calls).toHaveLength(0);
  });

  it('a product with no reviews, or one the vendor does not know, has no summary', async () => {
    const stub = stubFetch(vendorAnswer({ 'BBL-0': { avg: null, count: 0 } }));
    const { reviews, errors } = service(stub);
    expect(await reviews.ratingSummary('BBL-0')).toBeNull();
    expect(await reviews.ratingSummary('BBL-unknown')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a malformed vendor answer yields no stars and a reported malformed error, never a throw', async () => {
    const stub = stubFetch(() => json({ HasErrors: false, Results: [{ ProductStatistics: { ProductId: 'BBL-1', ReviewStatistics: { AverageOverallRating: 'great', TotalReviewCount: -1 } } }] }));
    const { reviews, errors } = service(stub);
    await expect(reviews.ratingSummary('BBL-1')).resolves.toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ReviewsServiceError);
    expect(errors[0]!.kind).toBe('malformed');
  });

  it('a body that is not JSON is a malformed answer', async () => {
    const stub = stubFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
    const result = await fetchRatingStatistics(['BBL-1'], { baseUrl: 'https://reviews.example.com', apiKey: 'k', fetch: stub.fetch });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('errors the vendor reports in its answer are a vendor error', async () => {
    const stub = stubFetch(() => json({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_INVALID_API_KEY', Message: 'Invalid passkey' }], Results: [] }));
    const { reviews, errors } = service(stub);
    expect(await reviews.ratingSummary('BBL-1')).toBeNull();
    expect(errors[0]!.kind).toBe('vendor');
    expect(errors[0]!.message).toContain('ERROR_PARAM_INVALID_API_KEY');
  });

  it('an HTTP error status is an http error carrying the status', async () => {
    const stub = stubFetch(() => new Response('busy', { status: 503 }));
    const result = await fetchRatingStatistics(['BBL-1'], { baseUrl: 'https://reviews.example.com', apiKey: 'k', fetch: stub.fetch });
    expect(!result.ok && { kind: result.error.kind, status: result.error.status }).toEqual({ kind: 'http', status: 503 });
  });

  it('an unreachable service is a network error', async () => {
    const stub = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    const { reviews, errors } = service(stub);
    expect((await reviews.ratingSummaries(['BBL-1'])).size).toBe(0);
    expect(errors[0]!.kind).toBe('network');
  });

  it('a service slower than the timeout is abandoned as a timeout', async () => {
    const stub = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            const reason: unknown = init.signal?.reason;
            reject(reason instanceof Error ? reason : new Error(String(reason)));
          });
        }),
    );
    const { reviews, errors } = service(stub, { timeoutMs: 20 });
    expect(await reviews.ratingSummary('BBL-1')).toBeNull();
    expect(errors[0]!.kind).toBe('timeout');
  });

  it('without an onError hook, failures are logged rather than swallowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stub = stubFetch(() => new Response('nope', { status: 500 }));
    const reviews = createBazaarvoiceReviews({ baseUrl: 'https://reviews.example.com', apiKey: 'k', fetch: stub.fetch });
    expect(await reviews.ratingSummary('BBL-1')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[reviews] http'));
    warn.mockRestore();
  });
});
