import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalNewsletter } from '@/services/newsletter/local';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

const fields = { NAME: 'Pat', ZIPCODE: '02134', source: 'footer' };
let db: Database;
let remove: () => void;

beforeEach(() => {
  const temp = tempDataDir('newsletter');
  remove = temp.remove;
  db = openDatabase({ dataDir: temp.dir });
});
afterEach(() => {
  db.close();
  remove();
});

describe('the local newsletter list', () => {
  it('a new address is stored with its fields and answers ok', async () => {
    const newsletter = createLocalNewsletter({ db, now: () => new Date('2026-03-01T12:00:00Z') });
    expect(await newsletter.subscribe({ email: 'pat@example.com', fields })).toEqual({ ok: true });
    expect(newsletter.listSubscribers()).toEqual([
      { id: 1, email: 'pat@example.com', name: 'Pat', zipcode: '02134', source: 'footer', resultsUrl: '', petName: '', createdAt: '2026-03-01T12:00:00.000Z' },
    ]);
  });

  it('a signup from the quiz results keeps its results link and pet name', async () => {
    const newsletter = createLocalNewsletter({ db });
    const quiz = { NAME: '', ZIPCODE: '', source: 'quiz', RESULTS_URL: 'https://brightbowl.test/product-selector?quiz=abc', PET_NAME: 'Miso' };
    expect(await newsletter.subscribe({ email: 'miso@example.com', fields: quiz })).toEqual({ ok: true });
    expect(newsletter.listSubscribers()[0]).toMatchObject({ source: 'quiz', resultsUrl: quiz.RESULTS_URL, petName: 'Miso' });
  });

  it("a repeat signup from the quiz does not overwrite the first signup's link and name", async () => {
    const newsletter = createLocalNewsletter({ db });
    await newsletter.subscribe({ email: 'miso@example.com', fields: { ...fields, RESULTS_URL: 'https://brightbowl.test/a', PET_NAME: 'Miso' } });
    expect(await newsletter.subscribe({ email: 'miso@example.com', fields: { ...fields, RESULTS_URL: 'https://brightbowl.test/b', PET_NAME: 'Rex' } })).toEqual({
      ok: false,
      error: 'Member Exists',
      status: 409,
    });
    expect(newsletter.listSubscribers()[0]).toMatchObject({ resultsUrl: 'https://brightbowl.test/a', petName: 'Miso' });
  });

  it('an address already subscribed answers Member Exists, whatever its case', async () => {
    const newsletter = createLocalNewsletter({ db });
    await newsletter.subscribe({ email: 'pat@example.com', fields });
    expect(await newsletter.subscribe({ email: 'PAT@Example.COM', fields })).toEqual({ ok: false, error: 'Member Exists', status: 409 });
    expect(newsletter.listSubscribers()).toHaveLength(1);
  });

  it('a forgotten address answers Forgotten Email Not Subscribed and is not re-imported', async () => {
    const newsletter = createLocalNewsletter({ db });
    await newsletter.subscribe({ email: 'gone@example.com', fields });
    expect(newsletter.forget('Gone@example.com')).toBe(true);
    expect(newsletter.listSubscribers()).toEqual([]);
    expect(await newsletter.subscribe({ email: 'gone@example.com', fields })).toEqual({
      ok: false,
      error: 'Forgotten Email Not Subscribed',
      status: 409,
    });
    expect(newsletter.listSubscribers()).toEqual([]);
  });

  it('an address can be suppressed before it ever subscribed', async () => {
    const newsletter = createLocalNewsletter({ db });
    expect(newsletter.forget('never@example.com')).toBe(false);
    expect(await newsletter.subscribe({ email: 'never@example.com', fields })).toMatchObject({ error: 'Forgotten Email Not Subscribed' });
  });

  it('a stored subscriber survives closing and reopening the database (committed before ok)', async () => {
    const temp = tempDataDir('durable');
    try {
      const first = openDatabase({ dataDir: temp.dir });
      await createLocalNewsletter({ db: first }).subscribe({ email: 'kept@example.com', fields });
      first.close();
      const second = openDatabase({ dataDir: temp.dir });
      expect(createLocalNewsletter({ db: second }).listSubscribers().map((s) => s.email)).toEqual(['kept@example.com']);
      second.close();
    } finally {
      temp.remove();
    }
  });

  it('counts subscribers by address prefix, treating % and _ literally', async () => {
    const newsletter = createLocalNewsletter({ db });
    await newsletter.subscribe({ email: 'bench-1_a@example.com', fields });
    await newsletter.subscribe({ email: 'bench-1xa@example.com', fields });
    await newsletter.subscribe({ email: 'other@example.com', fields });
    expect(newsletter.countSubscribersWithPrefix('bench-1')).toBe(2);
    expect(newsletter.countSubscribersWithPrefix('bench-1_')).toBe(1);
    expect(newsletter.countSubscribersWithPrefix('%')).toBe(0);
  });

  it('signups arriving together are committed together, each answered as if alone', async () => {
    const newsletter = createLocalNewsletter({ db });
    const results = await Promise.all([
      newsletter.subscribe({ email: 'one@example.com', fields }),
      newsletter.subscribe({ email: 'two@example.com', fields }),
      newsletter.subscribe({ email: 'ONE@example.com', fields }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: false, error: 'Member Exists', status: 409 }]);
    expect(newsletter.listSubscribers().map((s) => s.email)).toEqual(['one@example.com', 'two@example.com']);
  });

  it('every signup answered ok in a burst is stored (nothing lost after ok)', async () => {
    const newsletter = createLocalNewsletter({ db });
    const results = await Promise.all(Array.from({ length: 500 }, (_, i) => newsletter.subscribe({ email: `burst-${i}@example.com`, fields })));
    expect(results.filter((r) => r.ok)).toHaveLength(500);
    expect(newsletter.countSubscribersWithPrefix('burst-')).toBe(500);
  });

  it('one failing signup in a batch does not fail the others', async () => {
    const newsletter = createLocalNewsletter({ db });
    // A name the table refuses (a trigger added for this test only) fails only its own signup.
    db.exec("CREATE TRIGGER refuse_poison BEFORE INSERT ON subscribers WHEN NEW.name = 'poison' BEGIN SELECT RAISE(ABORT, 'poison'); END;");
    const [good, bad] = await Promise.allSettled([
      newsletter.subscribe({ email: 'good@example.com', fields }),
      newsletter.subscribe({ email: 'bad@example.com', fields: { ...fields, NAME: 'poison' } }),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: { ok: true } });
    expect(bad.status).toBe('rejected');
    expect(newsletter.listSubscribers().map((s) => s.email)).toEqual(['good@example.com']);
  });

  it('a database failure rejects the promise instead of answering ok', async () => {
    const newsletter = createLocalNewsletter({ db });
    db.close();
    await expect(newsletter.subscribe({ email: 'pat@example.com', fields })).rejects.toThrow();
  });
});
