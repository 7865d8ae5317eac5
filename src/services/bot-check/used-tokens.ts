import type { Database } from '@/services/store/database';
import { createGroupCommit } from '@/services/store/group-commit';

export interface UsedTokenStore {
  /**
   * Records a token as spent. Resolves false when it was already spent, so "check and mark" is a
   * single atomic insert and two concurrent uses of one token cannot both succeed; resolves only
   * once the record is committed.
   */
  consume(id: string, expiresAtSeconds: number, nowMs: number): Promise<boolean>;
  /** Deletes rows of tokens that have expired (they would be refused as expired anyway). */
  purgeExpired(nowMs: number): number;
  /**
   * Nothing, once the store is open: building it opens the database, so through a store opened on
   * first use (storage-state.ts) this throws when spent tokens cannot be recorded.
   */
  ready(): void;
}

type Spend = { readonly id: string; readonly expiresAtSeconds: number; readonly nowMs: number };

/**
 * Spent local tokens in SQLite, so single use survives a restart. Expired rows are purged at most
 * once per `purgeEveryMs` of the injected clock, from inside `consume`, so no timer is needed.
 * Tokens spent in the same event-loop turn are recorded in one transaction (a group commit), so a
 * burst pays one commit, not one each. The key is (expires_at, id) (migration 006): a token's id
 * and expiry are signed together, so the pair is as unique as the id, inserts append at the key's
 * right edge, and the purge deletes its leading range. Two spends of one token in one batch still
 * meet that key, so only the first is fresh.
 */
export function createUsedTokenStore(db: Database, { purgeEveryMs = 60_000 }: { purgeEveryMs?: number } = {}): UsedTokenStore {
  const insert = db.prepare<[string, number]>('INSERT INTO used_bot_tokens (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const purge = db.prepare<[number]>('DELETE FROM used_bot_tokens WHERE expires_at <= ?');
  let lastPurge = Number.NEGATIVE_INFINITY;

  const purgeExpired = (nowMs: number): number => {
    lastPurge = nowMs;
    return purge.run(Math.floor(nowMs / 1000)).changes;
  };

  const spendAll = db.transaction((spends: readonly Spend[]) => {
    const latest = spends.reduce((max, s) => Math.max(max, s.nowMs), Number.NEGATIVE_INFINITY);
    if (latest - lastPurge >= purgeEveryMs || latest < lastPurge) purgeExpired(latest);
    return spends.map((s) => insert.run(s.id, s.expiresAtSeconds).changes === 1);
  });
  const spend = createGroupCommit((spends: readonly Spend[]) => spendAll.immediate(spends));

  return {
    consume: (id, expiresAtSeconds, nowMs) => spend({ id, expiresAtSeconds, nowMs }),
    purgeExpired,
    ready: () => undefined,
  };
}
