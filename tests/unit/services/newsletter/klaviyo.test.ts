import { describe, expect, it, vi } from 'vitest';
import { createKlaviyoNewsletter, KLAVIYO_API_REVISION, klaviyoRefusal } from '@/services/newsletter/klaviyo';

type Call = { url: string; init: RequestInit; body: unknown };
type Route = (call: Call) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

const profile = (marketing: Record<string, unknown> = { consent: 'NEVER_SUBSCRIBED', suppression: [] }) =>
  json(201, { data: { type: 'profile', id: '01PROFILE', attributes: { email: 'pat@example.com', subscriptions: { email: { marketing } } } } });

/** A stand-in for Klaviyo's API: routes by method and path prefix, records every call. */
function fakeKlaviyo(routes: Partial<Record<'import' | 'members' | 'subscribe', Route>>) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const call = { url, init, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const path = new URL(url).pathname;
    const route = path.startsWith('/api/profile-import')
      ? (routes.import ?? (() => profile()))
      : path.startsWith('/api/lists/')
        ? (routes.members ?? (() => json(200, { data: [] })))
        : path.startsWith('/api/profile-subscription-bulk-create-jobs')
          ? (routes.subscribe ?? (() => new Response(null, { status: 202 })))
          : () => json(404, { errors: [{ code: 'not_found' }] });
    return Promise.resolve(route(call));
  });
  return { fetch, calls };
}

const request = { email: 'pat@example.com', fields: { NAME: 'Pat', ZIPCODE: '02134', source: 'footer' } };
const make = (fetch: ReturnType<typeof fakeKlaviyo>['fetch'], logError = vi.fn()) =>
  createKlaviyoNewsletter({ privateKey: 'pk_secret', listId: 'LIST1', fetch, logError });

describe('the Klaviyo newsletter list', () => {
  it('imports the profile with the custom properties, then subscribes it to the list', async () => {
    const { fetch, calls } = fakeKlaviyo({});
    expect(await make(fetch).subscribe(request)).toEqual({ ok: true });
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/profile-import',
      'POST /api/profile-subscription-bulk-create-jobs',
    ]);
    expect(calls[0]?.url).toContain('additional-fields[profile]=subscriptions');
    expect(calls[0]?.body).toEqual({
      data: { type: 'profile', attributes: { email: 'pat@example.com', properties: { NAME: 'Pat', ZIPCODE: '02134', source: 'footer' } } },
    });
    expect(calls[1]?.body).toMatchObject({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          custom_source: 'footer',
          profiles: { data: [{ type: 'profile', attributes: { email: 'pat@example.com', subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
        },
        relationships: { list: { data: { type: 'list', id: 'LIST1' } } },
      },
    });
  });

  it('a quiz signup sets the results link and pet name as profile properties before subscribing', async () => {
    const { fetch, calls } = fakeKlaviyo({});
    const quiz = { email: 'pat@example.com', fields: { NAME: '', ZIPCODE: '', source: 'quiz', RESULTS_URL: 'https://brightbowl.test/product-selector?quiz=abc', PET_NAME: 'Miso' } };
    expect(await make(fetch).subscribe(quiz)).toEqual({ ok: true });
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/profile-import',
      'POST /api/profile-import',
      'POST /api/profile-subscription-bulk-create-jobs',
    ]);
    expect(calls[1]?.body).toEqual({
      data: {
        type: 'profile',
        attributes: { email: 'pat@example.com', properties: { RESULTS_URL: 'https://brightbowl.test/product-selector?quiz=abc', PET_NAME: 'Miso' } },
      },
    });
    expect(calls[2]?.body).toMatchObject({ data: { attributes: { custom_source: 'quiz' } } });
  });

  it("a quiz signup of an address already on the list answers Member Exists and leaves the profile's link and name alone", async () => {
    const { fetch, calls } = fakeKlaviyo({
      import: () => profile({ consent: 'SUBSCRIBED', suppression: [] }),
      members: () => json(200, { data: [{ type: 'profile', id: '01PROFILE' }] }),
    });
    const quiz = { email: 'pat@example.com', fields: { NAME: '', ZIPCODE: '', source: 'quiz', RESULTS_URL: 'https://brightbowl.test/x', PET_NAME: 'Miso' } };
    expect(await make(fetch).subscribe(quiz)).toEqual({ ok: false, error: 'Member Exists', status: 409 });
    expect(calls.filter((c) => JSON.stringify(c.body ?? null).includes('RESULTS_URL'))).toEqual([]);
  });

  it('sends the private key and the API revision on every call', async () => {
    const { fetch, calls } = fakeKlaviyo({});
    await make(fetch).subscribe(request);
    for (const call of calls) {
      const headers = new Headers(call.init.headers);
      expect(headers.get('authorization')).toBe('Klaviyo-API-Key pk_secret');
      expect(headers.get('revision')).toBe(KLAVIYO_API_REVISION);
    }
  });

  it('a subscribed profile already on the list answers Member Exists without a new job', async () => {
    const { fetch, calls } = fakeKlaviyo({
      import: () => profile({ consent: 'SUBSCRIBED', suppression: [] }),
      members: () => json(200, { data: [{ type: 'profile', id: '01PROFILE' }] }),
    });
    expect(await make(fetch).subscribe(request)).toEqual({ ok: false, error: 'Member Exists', status: 409 });
    expect(decodeURIComponent(calls[1]?.url ?? '')).toContain('/lists/LIST1/profiles?filter=equals(email,"pat@example.com")');
    expect(calls).toHaveLength(2);
  });

  it('a subscribed profile not yet on this list is subscribed to it', async () => {
    const { fetch, calls } = fakeKlaviyo({ import: () => profile({ consent: 'SUBSCRIBED' }) });
    expect(await make(fetch).subscribe(request)).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it.each(['USER_SUPPRESSED', 'HARD_BOUNCE', 'SPAM_COMPLAINT', 'INVALID_EMAIL'])(
    'a profile suppressed for %s answers Forgotten Email Not Subscribed',
    async (reason) => {
      const { fetch, calls } = fakeKlaviyo({ import: () => profile({ consent: 'UNSUBSCRIBED', suppression: [{ reason, timestamp: 'x' }] }) });
      expect(await make(fetch).subscribe(request)).toEqual({ ok: false, error: 'Forgotten Email Not Subscribed', status: 409 });
      expect(calls).toHaveLength(1);
    },
  );

  it('a profile that only unsubscribed may subscribe again', async () => {
    const { fetch } = fakeKlaviyo({ import: () => profile({ consent: 'UNSUBSCRIBED', suppression: [{ reason: 'UNSUBSCRIBE', timestamp: 'x' }] }) });
    expect(await make(fetch).subscribe(request)).toEqual({ ok: true });
  });

  it("Klaviyo's duplicate and suppressed error answers map to the two named errors", async () => {
    const duplicate = fakeKlaviyo({ subscribe: () => json(409, { errors: [{ code: 'duplicate_profile', detail: 'exists' }] }) });
    expect(await make(duplicate.fetch).subscribe(request)).toMatchObject({ error: 'Member Exists' });
    const suppressed = fakeKlaviyo({ subscribe: () => json(400, { errors: [{ code: 'invalid', detail: 'Profile is suppressed' }] }) });
    expect(await make(suppressed.fetch).subscribe(request)).toMatchObject({ error: 'Forgotten Email Not Subscribed' });
    expect(klaviyoRefusal(400, { errors: [{ code: 'invalid', detail: 'bad phone' }] })).toBeNull();
  });

  it('any other Klaviyo failure is logged and answered 502 without Klaviyo details', async () => {
    const logError = vi.fn();
    const { fetch } = fakeKlaviyo({ import: () => json(401, { errors: [{ code: 'not_authenticated', detail: 'pk_secret bad' }] }) });
    const result = await make(fetch, logError).subscribe(request);
    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(JSON.stringify(result)).not.toContain('pk_secret');
    expect(logError).toHaveBeenCalledOnce();
  });

  it('a network failure is logged and answered 502', async () => {
    const logError = vi.fn();
    const fetch = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await createKlaviyoNewsletter({ privateKey: 'k', listId: 'L', fetch, logError }).subscribe(request)).toMatchObject({ status: 502 });
    expect(logError).toHaveBeenCalledWith('Klaviyo could not be reached', expect.any(TypeError));
  });

  it('an unexpected profile document is a failure, not a success', async () => {
    const { fetch } = fakeKlaviyo({ import: () => json(200, { data: 'nope' }) });
    expect(await make(fetch).subscribe(request)).toMatchObject({ ok: false, status: 502 });
  });
});
