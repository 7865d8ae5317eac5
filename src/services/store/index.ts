/**
 * The embedded SQLite store shared by the local defaults (newsletter, bot-check token memory,
 * forms). Server only: better-sqlite3 is a native addon.
 */
export { DATABASE_FILE, openDatabase, sharedDatabase, type Database } from './database';
export { applyMigrations, defaultMigrationsDir, loadMigrations } from './migrations';

import { env } from '@/config/env';
import { sharedDatabase as openShared } from './database';
import { checkStorage, type StorageState } from './storage-state';

/**
 * Whether DATA_DIR can hold the local stores right now: a writable directory whose database opens
 * and takes a write lock. Read by /api/health and once at start.
 */
export function storageState(dataDir: string = env().DATA_DIR): StorageState {
  return checkStorage(dataDir, () => {
    // BEGIN IMMEDIATE takes the write lock, which a read-only database file refuses.
    openShared(dataDir).exec('BEGIN IMMEDIATE; ROLLBACK');
  });
}
