import fs from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations, defaultMigrationsDir, loadMigrations } from './migrations';
import { asStoreUnavailable } from './storage-state';

export type { Database } from 'better-sqlite3';

/** The local stores' file inside the data directory. */
export const DATABASE_FILE = 'site.db';

/**
 * How hard a commit waits for the disk.
 * - `FULL`: the WAL is fsynced at every commit, so a row survives a power cut once the call
 *   returns (≈ 180 µs per commit measured on the dev machine). Subscribers and form submissions use
 *   it: the site promises nothing is lost once the API said 200.
 * - `NORMAL`: survives a crash of the process but not of the machine (≈ 30 µs). The used-token
 *   memory uses it: losing its last rows to a power cut only re-opens tokens that expire within
 *   300 s anyway.
 *
 * FULL's fsync runs inside COMMIT, on the event loop, so every request waits for the disk behind
 * it. A group commit (group-commit.ts) on a NORMAL connection can instead fsync the WAL itself off
 * the event loop (`walSync`) before its callers hear back: the same promise as FULL for its rows,
 * while other requests keep running.
 */
export type Durability = 'FULL' | 'NORMAL';

export type OpenDatabaseOptions = {
  /** Directory of the database file; created (with parents) on first use. */
  readonly dataDir: string;
  readonly durability?: Durability;
  /** Defaults to `src/services/store/migrations` under the working directory. */
  readonly migrationsDir?: string;
  /** Time stamp recorded with applied migrations (injected so tests stay deterministic). */
  readonly now?: () => Date;
};

/**
 * Opens (creating when missing) `${dataDir}/site.db` in WAL mode and brings its schema up to date.
 * Every call returns a new connection; share one through `sharedDatabase()`.
 *
 * @example
 * const db = openDatabase({ dataDir: '.data' });
 * db.prepare('SELECT count(*) AS n FROM subscribers').get(); // { n: 0 }
 */
export function openDatabase(options: OpenDatabaseOptions): Database {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(options.dataDir, DATABASE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.durability ?? 'FULL'}`);
    // Another process (the subscribers command, a second server) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    const now = options.now ?? (() => new Date());
    applyMigrations(db, loadMigrations(options.migrationsDir ?? defaultMigrationsDir()), now().toISOString());
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

type Registry = Map<string, Database>;
// Next loads each route's bundle separately; a registry on globalThis gives the whole process one
// connection per file and durability instead of one per route bundle.
const REGISTRY_KEY = Symbol.for('brightbowl.store.databases');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/**
 * One long-lived connection per data directory and durability, opened on first use. An unusable
 * directory (read-only, a plain file, a corrupt database) throws a StoreUnavailableError
 * (storage-state.ts), and the next call tries again.
 */
export function sharedDatabase(dataDir: string, durability: Durability = 'FULL'): Database {
  const key = `${path.resolve(dataDir)}\u0000${durability}`;
  const databases = registry();
  let db = databases.get(key);
  if (!db?.open) {
    try {
      db = openDatabase({ dataDir, durability });
    } catch (error) {
      throw asStoreUnavailable(error);
    }
    databases.set(key, db);
  }
  return db;
}

/** SQLite's `PRAGMA synchronous` value for FULL. */
const SYNCHRONOUS_FULL = 2;

/**
 * Makes every transaction `db` has committed so far survive a power cut, without blocking the event
 * loop: the fsync of the WAL runs on libuv's thread pool. Resolves at once on a FULL (or EXTRA)
 * connection, whose COMMIT has already synced.
 *
 * Why this is FULL's guarantee on a NORMAL connection: in WAL mode, NORMAL differs from FULL only
 * in not syncing the WAL at COMMIT; a checkpoint still syncs the WAL before copying it and the
 * database after, and a reused WAL's header is synced. So once the WAL has been synced after a
 * commit, that commit is either in the synced WAL or in the synced database. fsync acts on the
 * file, not on the descriptor, so a descriptor of our own syncs the frames SQLite wrote through
 * its own. The WAL exists from a connection's first write until the last connection closes, so a
 * missing WAL after a commit is an error, not a case to skip.
 *
 * @example
 * const db = sharedDatabase(dataDir, 'NORMAL');
 * const subscribe = createGroupCommit(insertAll, { sync: walSync(db) });
 */
export function walSync(db: Database): () => Promise<void> {
  if (Number(db.pragma('synchronous', { simple: true })) >= SYNCHRONOUS_FULL) return () => Promise.resolve();
  const walFile = `${db.name}-wal`;
  return async () => {
    // Opened per sync rather than kept: a descriptor held across a WAL delete-and-recreate (the
    // last connection closing, then a new one writing) would sync a file SQLite no longer uses.
    const handle = await open(walFile, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  };
}
