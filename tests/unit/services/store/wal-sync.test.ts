import fs from 'node:fs';
import path from 'node:path';
import type * as FsPromises from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalNewsletter } from '@/services/newsletter/local';
import { DATABASE_FILE, openDatabase, walSync, type Database } from '@/services/store/database';
import { tempDataDir } from './temp-data-dir';

/** Every file the store opens through node:fs/promises, and each fsync of one, in order. */
const diskLog: string[] = [];
/** While set, fsyncs wait for it: a slow disk. */
let slowDisk: Promise<void> | null = null;

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const open: typeof real.open = async (file, ...rest) => {
    const handle = await real.open(file, ...rest);
    const name = String(file);
    diskLog.push(`open ${name}`);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      if (slowDisk) await slowDisk;
      await sync();
      diskLog.push(`fsync ${name}`);
    };
    return handle;
  };
  return { ...real, open, default: { ...real, open } };
});

const fields = { NAME: 'Pat', ZIPCODE: '02134', source: 'footer' };
let dir: string;
let remove: () => void;
const open: Database[] = [];

beforeEach(() => {
  ({ dir, remove } = tempDataDir('wal-sync'));
  diskLog.length = 0;
  slowDisk = null;
});
afterEach(() => {
  open.splice(0).forEach((db) => db.open && db.close());
  remove();
});

function database(durability: 'FULL' | 'NORMAL'): Database {
  const db = openDatabase({ dataDir: dir, durability });
  open.push(db);
  return db;
}

describe('walSync: a commit on a NORMAL connection made durable off the event loop', () => {
  it('on a NORMAL connection it fsyncs that database’s own WAL file', async () => {
    const db = database('NORMAL');
    db.exec("INSERT INTO subscribers (email, name, zipcode, source, created_at) VALUES ('a@example.com', '', '', '', 'now')");
    await walSync(db)();
    const wal = path.join(dir, `${DATABASE_FILE}-wal`);
    expect(diskLog).toEqual([`open ${wal}`, `fsync ${wal}`]);
  });

  it('on a FULL connection it adds no fsync, since COMMIT has already synced', async () => {
    const db = database('FULL');
    db.exec("INSERT INTO subscribers (email, name, zipcode, source, created_at) VALUES ('a@example.com', '', '', '', 'now')");
    await walSync(db)();
    expect(diskLog).toEqual([]);
  });

  it('a missing WAL rejects instead of passing for durable', async () => {
    const db = database('NORMAL');
    const sync = walSync(db);
    db.close(); // the last connection closing checkpoints and deletes the WAL
    expect(fs.existsSync(path.join(dir, `${DATABASE_FILE}-wal`))).toBe(false);
    await expect(sync()).rejects.toThrow(/ENOENT/);
  });

  it('a signup on a NORMAL connection is answered only after its WAL is synced', async () => {
    const newsletter = createLocalNewsletter({ db: database('NORMAL') });
    let releaseDisk = (): void => undefined;
    slowDisk = new Promise((resolve) => (releaseDisk = resolve));
    let answered = false;
    const signup = newsletter.subscribe({ email: 'pat@example.com', fields }).then((result) => {
      answered = true;
      return result;
    });
    await vi.waitFor(() => expect(diskLog.some((line) => line.startsWith('open '))).toBe(true));
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    expect(answered).toBe(false);
    releaseDisk();
    expect(await signup).toEqual({ ok: true });
    expect(diskLog.at(-1)).toMatch(/^fsync .*site\.db-wal$/);
  });
});
