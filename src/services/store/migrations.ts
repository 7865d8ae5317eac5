import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

/** One schema step, read from `NNN_name.sql`. */
export type Migration = {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
};

const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_-]+)\.sql$/;

/**
 * Where the numbered SQL files live. Resolved from the working directory rather than from this
 * module's URL because Next bundles this file into `.next/server`, away from its neighbours;
 * `next start`, vitest and the scripts all run from the repository root.
 */
export function defaultMigrationsDir(cwd: string = process.cwd()): string {
  return path.join(cwd, 'src', 'services', 'store', 'migrations');
}

/**
 * Reads the migrations of a directory in version order. Refuses a gap or a duplicate version so a
 * mis-numbered file fails loudly at start instead of leaving a half-built schema.
 *
 * @example
 * loadMigrations('src/services/store/migrations').map((m) => m.version); // [1, 2, 3]
 */
export function loadMigrations(dir: string): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file): Migration => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(`Migration file ${file} must be named NNN_name.sql (lowercase name)`);
      }
      return { version: Number(match[1]), name: match[2], sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);

  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations in ${dir} must be numbered 1, 2, 3… without gaps or duplicates; found ${migration.version} at position ${index + 1}`,
      );
    }
  });
  return migrations;
}

/**
 * Applies, in order, every migration the database has not recorded in `schema_migrations`. Each
 * step runs in its own IMMEDIATE transaction, which takes the write lock before reading the
 * applied versions, so two processes starting together never apply the same step twice.
 *
 * @returns the versions applied by this call
 */
export function applyMigrations(db: Database, migrations: readonly Migration[], appliedAt: string): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const isApplied = db.prepare<[number], { version: number }>('SELECT version FROM schema_migrations WHERE version = ?');
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );

  const applied: number[] = [];
  for (const migration of migrations) {
    const step = db.transaction(() => {
      if (isApplied.get(migration.version)) return false;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, appliedAt);
      return true;
    });
    if (step.immediate()) applied.push(migration.version);
  }
  return applied;
}
