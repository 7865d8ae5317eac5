import type { Database } from '@/services/store/database';

export interface UsedTokenStore {
  /**
   * Records a token as spent. Returns false when it was already spent, so "check and mark" is a
   * single atomic insert and two concurrent uses of one token cannot both succeed.
   */
  consume(id: string, expiresAtSeconds: number, nowMs: number): boolean;
  /** Deletes rows of tokens that have expired (they would be refused as expired anyway). */
  purgeExpired(nowMs: number): number;
  /**
   * Nothing, once the store is open: building it opens the database, so through a store opened on
   * first use (storage-state.ts) this throws when spent tokens cannot be recorded.
   */
  ready(): void;
}

/**
 * Spent local tokens in SQLite, so single use survives a restart. Expired rows are purged at most
 * once per `purgeEveryMs` of the injected clock, from inside `consume`, so no timer is needed.
 */
export function createUsedTokenStore(db: Database, { purgeEveryMs = 60_000 }: { purgeEveryMs?: number } = {}): UsedTokenStore {
  const insert = db.prepare<[string, number]>('INSERT INTO used_bot_tokens (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING');
  const purge = db.prepare<[number]>('DELETE FROM used_bot_tokens WHERE expires_at <= ?');
  let lastPurge = Number.NEGATIVE_INFINITY;

  const purgeExpired = (nowMs: number): number => {
    lastPurge = nowMs;
    return purge.run(Math.floor(nowMs / 1000)).changes;
  };

  return {
    consume(id, expiresAtSeconds, nowMs) {
      if (nowMs - lastPurge >= purgeEveryMs || nowMs < lastPurge) purgeExpired(nowMs);
      return insert.run(id, expiresAtSeconds).changes === 1;
    },
    purgeExpired,
    ready: () => undefined,
  };
}
