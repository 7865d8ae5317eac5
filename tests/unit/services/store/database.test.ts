import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, DATABASE_FILE, loadMigrations, openDatabase, sharedDatabase, defaultMigrationsDir } from '@/services/store';
import { tempDataDir } from './temp-data-dir';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function temp(): string {
  const t = tempDataDir();
  cleanups.push(t.remove);
  return t.dir;
}

describe('the SQLite store', () => {
  it('creates the data directory and site.db on first use, in WAL mode', () => {
    const dir = path.join(temp(), 'nested', 'data');
    const db = openDatabase({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, DATABASE_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('applies the numbered migrations in order and records each one', () => {
    const db = openDatabase({ dataDir: temp(), now: () => new Date('2026-01-01T00:00:00Z') });
    const rows = db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual([
      { version: 1, name: 'subscribers', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 2, name: 'used_bot_tokens', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 3, name: 'form_submissions', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 4, name: 'reviews', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 5, name: 'review_limits', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 6, name: 'used_bot_tokens_by_expiry', applied_at: '2026-01-01T00:00:00.000Z' },
      { version: 7, name: 'subscriber_quiz_results', applied_at: '2026-01-01T00:00:00.000Z' },
    ]);
    db.close();
  });

  it('tokens spent before the spent-token table was re-keyed by expiry (migration 6) stay spent after it', () => {
    const dir = temp();
    const file = path.join(dir, DATABASE_FILE);
    fs.mkdirSync(dir, { recursive: true });
    const before = new BetterSqlite3(file);
    applyMigrations(before, loadMigrations(defaultMigrationsDir()).filter((m) => m.version < 6), 'then');
    before.prepare('INSERT INTO used_bot_tokens (id, expires_at) VALUES (?, ?)').run('spent-earlier', 1_900_000_000);
    before.close();
    const db = openDatabase({ dataDir: dir });
    expect(db.prepare('SELECT expires_at, id FROM used_bot_tokens').all()).toEqual([{ expires_at: 1_900_000_000, id: 'spent-earlier' }]);
    expect(() => db.prepare('INSERT INTO used_bot_tokens (id, expires_at) VALUES (?, ?)').run('spent-earlier', 1_900_000_000)).toThrow(/UNIQUE/);
    db.close();
  });

  it('reopening an up-to-date database applies nothing twice', () => {
    const dir = temp();
    openDatabase({ dataDir: dir }).close();
    const db = openDatabase({ dataDir: dir });
    expect(applyMigrations(db, loadMigrations(defaultMigrationsDir()), 'now')).toEqual([]);
    db.close();
  });

  it('a gap in migration numbers is refused', () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x);');
    fs.writeFileSync(path.join(dir, '003_c.sql'), 'CREATE TABLE c (x);');
    expect(() => loadMigrations(dir)).toThrow(/without gaps/);
  });

  it('a badly named migration file is refused', () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'first.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/NNN_name\.sql/);
  });

  it('a failing migration leaves no trace of itself', () => {
    const migrationsDir = temp();
    fs.writeFileSync(path.join(migrationsDir, '001_ok.sql'), 'CREATE TABLE ok (x);');
    fs.writeFileSync(path.join(migrationsDir, '002_bad.sql'), 'CREATE TABLE half (x); THIS IS NOT SQL;');
    const dataDir = temp();
    expect(() => openDatabase({ dataDir, migrationsDir })).toThrow();
    fs.writeFileSync(path.join(migrationsDir, '002_bad.sql'), 'CREATE TABLE half (x);');
    const db = openDatabase({ dataDir, migrationsDir });
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: 2 });
    db.close();
  });

  it('the shared connection is one per data directory and durability', () => {
    const dir = temp();
    const a = sharedDatabase(dir);
    expect(sharedDatabase(dir)).toBe(a);
    const normal = sharedDatabase(dir, 'NORMAL');
    expect(normal).not.toBe(a);
    expect(a.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(normal.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    a.close();
    normal.close();
  });
});
