import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionUrlProblem,
  builderFormSubmitUrl,
  createActionUrlSubmitter,
  createBuilderFormSubmitter,
  createFormSubmitter,
  createLocalFormStore,
  formTargetFor,
  type LocalFormStore,
} from '@/services/forms';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

let db: Database;
let remove: () => void;
let store: LocalFormStore;
beforeEach(() => {
  const temp = tempDataDir('forms');
  remove = temp.remove;
  db = openDatabase({ dataDir: temp.dir });
  store = createLocalFormStore({ db, now: () => new Date('2026-02-02T10:00:00Z') });
});
afterEach(() => {
  db.close();
  remove();
});

type Captured = { url: string; init: RequestInit };
function capture(response: () => Response) {
  const calls: Captured[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response());
  });
  return { fetch, calls };
}

describe('the local form store', () => {
  it('stores form name, JSON payload and time, and lists them back', () => {
    expect(store.save('contact', { topic: 'careers', ok: true })).toEqual({ id: 1, formName: 'contact', createdAt: '2026-02-02T10:00:00.000Z' });
    store.save('vet-tech-signup', { firstName: 'Sam' });
    expect(store.list('contact')).toEqual([
      { id: 1, formName: 'contact', createdAt: '2026-02-02T10:00:00.000Z', values: { topic: 'careers', ok: true } },
    ]);
    expect(store.list()).toHaveLength(2);
  });

  it('the local submitter answers like POST /api/forms/[name]', async () => {
    const submitter = createFormSubmitter({ kind: 'local' }, { store, fetch: vi.fn(), allowedActionHosts: [] });
    expect(await submitter.submit({ formName: 'contact', values: { a: '1' } })).toEqual({
      ok: true,
      status: 200,
      body: { results: { id: 1, formName: 'contact', createdAt: '2026-02-02T10:00:00.000Z' } },
    });
  });
});

describe("Builder's form-submit", () => {
  it('puts api key, base64 recipient and form name in the query', () => {
    const url = new URL(builderFormSubmitUrl('pub-key', 'team@example.com', 'Contact us'));
    expect(url.origin + url.pathname).toBe('https://builder.io/api/v1/form-submit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apiKey: 'pub-key', to: btoa('team@example.com'), name: 'Contact us' });
  });

  it('sends the values as multipart and reads a JSON answer', async () => {
    const { fetch, calls } = capture(() => Response.json({ results: { id: 'x' } }));
    const submitter = createBuilderFormSubmitter({ apiKey: 'k', recipient: 'r@example.com', fetch });
    const outcome = await submitter.submit({ formName: 'f', values: { topic: 'other', tags: ['a', 'b'], consent: true } });
    expect(outcome).toEqual({ ok: true, status: 200, body: { results: { id: 'x' } } });
    const form = calls[0]?.init.body as FormData;
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('consent')).toBe('true');
  });

  it('a failure answer keeps its body for the error path', async () => {
    const { fetch } = capture(() => Response.json({ message: 'Recipient not verified' }, { status: 400 }));
    const outcome = await createBuilderFormSubmitter({ apiKey: 'k', recipient: 'r', fetch }).submit({ formName: 'f', values: {} });
    expect(outcome).toEqual({ ok: false, status: 400, body: { message: 'Recipient not verified' } });
  });

  it('an unreachable service is logged and answered as a 502 outcome', async () => {
    const logError = vi.fn();
    const submitter = createBuilderFormSubmitter({ apiKey: 'k', recipient: 'r', fetch: () => Promise.reject(new Error('down')), logError });
    expect(await submitter.submit({ formName: 'f', values: {} })).toMatchObject({ ok: false, status: 502 });
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('the custom action URL', () => {
  it('forwards JSON by default, with the block headers, to an allowed https host', async () => {
    const { fetch, calls } = capture(() => new Response('thanks', { status: 201 }));
    const submitter = createActionUrlSubmitter({
      url: 'https://forms.example.com/hook',
      headers: { 'x-form': 'contact' },
      allowedHosts: ['forms.example.com'],
      fetch,
    });
    expect(await submitter.submit({ formName: 'contact', values: { a: 1 } })).toEqual({ ok: true, status: 201, body: 'thanks' });
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(calls[0]?.init.headers).toEqual({ 'x-form': 'contact', 'content-type': 'application/json' });
  });

  it('encodes URL-encoded bodies with nested keys dotted', async () => {
    const { fetch, calls } = capture(() => new Response(null, { status: 204 }));
    await createActionUrlSubmitter({ url: 'https://a.example/x', contentType: 'application/x-www-form-urlencoded', allowedHosts: ['a.example'], fetch }).submit({
      formName: 'f',
      values: { address: { city: 'Oslo' }, tags: ['a', 'b'], empty: null },
    });
    expect(calls[0]?.init.body).toBe('address.city=Oslo&tags=a&tags=b&empty=');
  });

  it('refuses URLs that are not https, carry credentials or point at a host off the list', () => {
    expect(actionUrlProblem('http://forms.example.com/x', ['forms.example.com'])).toMatch(/https/);
    expect(actionUrlProblem('https://u:p@forms.example.com/x', ['forms.example.com'])).toMatch(/credentials/);
    expect(actionUrlProblem('https://169.254.169.254/latest', ['forms.example.com'])).toMatch(/not on the allowed list/);
    expect(actionUrlProblem('/relative', [])).toMatch(/absolute/);
    expect(() => createActionUrlSubmitter({ url: 'https://internal/', allowedHosts: [], fetch: vi.fn() })).toThrow();
  });
});

describe('choosing where a block submits', () => {
  it('email with a Builder key → form-submit; custom with an action → action; otherwise local', () => {
    expect(formTargetFor({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'a@b.co' }, 'key')).toEqual({
      kind: 'builder',
      apiKey: 'key',
      recipient: 'a@b.co',
    });
    expect(formTargetFor({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'a@b.co' }, undefined)).toEqual({ kind: 'local' });
    expect(formTargetFor({ sendSubmissionsTo: 'custom', action: 'https://x.example/h', contentType: 'multipart/form-data' }, 'key')).toEqual({
      kind: 'action',
      url: 'https://x.example/h',
      contentType: 'multipart/form-data',
    });
    expect(formTargetFor({ sendSubmissionsTo: 'custom', action: 'https://x.example/h', contentType: 'text/evil' }, undefined)).toEqual({
      kind: 'action',
      url: 'https://x.example/h',
    });
    expect(formTargetFor({}, 'key')).toEqual({ kind: 'local' });
  });
});
