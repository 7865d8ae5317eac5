/**
 * What is wrong with the local stores' storage, in words an operator can act on. A data directory
 * that is read-only, a plain file, missing or holding a corrupt database is not the visitor's
 * fault and not a bug: routes answer 503 with their own "could not be saved right now" message,
 * and the log says once what is wrong instead of printing a stack for every request.
 */
import fs from 'node:fs';
import path from 'node:path';

type StorageProblem = 'read-only' | 'not-a-directory' | 'missing' | 'corrupt' | 'full' | 'io-error';

const DESCRIPTIONS: Readonly<Record<StorageProblem, string>> = {
  'read-only': 'DATA_DIR (or its database) cannot be written',
  'not-a-directory': 'DATA_DIR is not a directory',
  missing: 'DATA_DIR does not exist and cannot be created',
  corrupt: 'the database in DATA_DIR is not a readable SQLite database',
  full: 'the disk holding DATA_DIR is full',
  'io-error': 'reading or writing DATA_DIR failed',
};

/** The local stores' data directory cannot be used; `problem` says why. */
class StoreUnavailableError extends Error {
  constructor(
    readonly problem: StorageProblem,
    readonly detail: string,
  ) {
    super(`${DESCRIPTIONS[problem]} (${detail})`);
    this.name = 'StoreUnavailableError';
  }
}

function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('code' in error)) return '';
  const code = (error).code;
  return typeof code === 'string' ? code : '';
}

/**
 * The storage problem an error reports (a file-system error or an SQLite one), or null when the
 * error is something else (a bug, which keeps its stack).
 *
 * @example
 * storageProblemOf(Object.assign(new Error('x'), { code: 'SQLITE_NOTADB' })); // 'corrupt'
 */
function storageProblemOf(error: unknown): StorageProblem | null {
  if (error instanceof StoreUnavailableError) return error.problem;
  const code = codeOf(error);
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'not-a-directory';
  if (code === 'ENOENT') return 'missing';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM') {
    return 'read-only';
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return 'corrupt';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'full';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'io-error';
  return null;
}

/** An error from opening or using the store, as a StoreUnavailableError when it is a storage problem. */
export function asStoreUnavailable(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const problem = storageProblemOf(error);
  return problem === null ? error : new StoreUnavailableError(problem, error instanceof Error ? error.message : String(error));
}

/** A storage problem is logged at most once per this long per kind. */
const REPORT_EVERY_MS = 60_000;
const REPORTED = Symbol.for('brightbowl.store.reported');

function reportedAt(): Map<StorageProblem, number> {
  const holder = globalThis as typeof globalThis & { [REPORTED]?: Map<StorageProblem, number> };
  // On globalThis: Next loads each route as its own bundle, and one line per kind is per process.
  holder[REPORTED] ??= new Map();
  return holder[REPORTED];
}

/**
 * Logs a storage failure as one line (no stack), at most once a minute per kind of problem, and
 * says whether `error` was one. Anything else is left to the caller, which logs it with its stack.
 */
export function reportStorageFailure(where: string, error: unknown, log: (line: string) => void = (line) => console.error(line), now: number = Date.now()): boolean {
  const problem = storageProblemOf(error);
  if (problem === null) return false;
  const seen = reportedAt();
  const last = seen.get(problem);
  if (last === undefined || now - last >= REPORT_EVERY_MS || now < last) {
    seen.set(problem, now);
    const detail = error instanceof StoreUnavailableError ? error.detail : error instanceof Error ? error.message : String(error);
    log(`[store] ${where}: ${DESCRIPTIONS[problem]} (${detail.slice(0, 200)}); answering 503 until it is fixed`);
  }
  return true;
}

/**
 * `message` is for the operator's log: it repeats the error, which names files under DATA_DIR.
 * `description` says what is wrong without any path, for answers a visitor may read.
 */
export type StorageState =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: StorageProblem; readonly message: string; readonly description: string };

/**
 * Whether the data directory can hold the stores: it is (or can be made) a directory, and a file
 * can be written in it. The database itself is checked by opening it (`probe`).
 */
export function checkStorage(dataDir: string, probe: () => void): StorageState {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.statSync(dataDir).isDirectory()) return failed(new StoreUnavailableError('not-a-directory', dataDir));
    const probeFile = path.join(dataDir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probeFile, '');
    fs.rmSync(probeFile, { force: true });
    probe();
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

function failed(error: unknown): StorageState {
  const unavailable = asStoreUnavailable(error);
  if (!(unavailable instanceof StoreUnavailableError)) throw error;
  return { ok: false, problem: unavailable.problem, message: unavailable.message, description: DESCRIPTIONS[unavailable.problem] };
}

/**
 * A store built on first use instead of when its route is composed, so an unusable data directory
 * fails the requests that need the store (with a 503) rather than every route that merely holds
 * it. A failed build is retried on the next use: fixing the directory needs no restart.
 */
export function openedOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get(_target, property) {
      const value: unknown = Reflect.get(real(), property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(built) : value;
    },
  });
}
