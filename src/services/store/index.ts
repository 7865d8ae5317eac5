/**
 * The embedded SQLite store shared by the local defaults (newsletter, bot-check token memory,
 * forms). Server only: better-sqlite3 is a native addon.
 */
export { DATABASE_FILE, openDatabase, sharedDatabase, type Database } from './database';
export { applyMigrations, defaultMigrationsDir, loadMigrations } from './migrations';
