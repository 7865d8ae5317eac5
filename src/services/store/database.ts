import fs from 'node:fs';
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
