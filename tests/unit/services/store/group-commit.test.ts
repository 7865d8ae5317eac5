import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '@/services/store/group-commit';

/** A promise with its resolve and reject in hand. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves after the event loop has run its immediates (where a group commit flushes). */
const afterFlush = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('a group commit', () => {
  it('writes of one event-loop turn go to one batch, and each caller gets its own result', async () => {
    const batches: string[][] = [];
    const commit = createGroupCommit((items: readonly string[]) => {
      batches.push([...items]);
      return items.map((item) => item.toUpperCase());
    });
    const results = await Promise.all([commit('a'), commit('b'), commit('c')]);
    expect(results).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('with a sync, callers hear back only once the sync after their batch has resolved', async () => {
    const disk = deferred();
    let syncs = 0;
    const commit = createGroupCommit((items: readonly number[]) => items.map((n) => n * 2), {
      sync: () => {
        syncs += 1;
        return disk.promise;
      },
    });
    let answered = false;
    const answers = Promise.all([commit(1), commit(2)]).then((results) => {
      answered = true;
      return results;
    });
    await afterFlush();
    expect(syncs).toBe(1);
    expect(answered).toBe(false);
    disk.resolve();
    expect(await answers).toEqual([2, 4]);
  });

  it('a failed sync rejects every caller of its batch, and the next batch syncs and answers on its own', async () => {
    const first = deferred();
    const syncs = [first.promise, Promise.resolve()];
    const commit = createGroupCommit((items: readonly string[]) => items.map(() => true), {
      sync: () => syncs.shift() ?? Promise.reject(new Error('unexpected sync')),
    });
    const failed = Promise.allSettled([commit('a'), commit('b')]);
    await afterFlush();
    first.reject(new Error('EIO: fsync failed'));
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await commit('c')).toBe(true);
  });

  it('a batch that fails is retried item by item, so one bad item fails alone', async () => {
    const commit = createGroupCommit((items: readonly string[]) => {
      if (items.includes('bad')) throw new Error('constraint failed');
      return items.map(() => 'stored');
    });
    const settled = await Promise.allSettled([commit('good'), commit('bad'), commit('fine')]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when a batch fails, the items that commit alone share one sync and are answered after it', async () => {
    let syncs = 0;
    const commit = createGroupCommit(
      (items: readonly string[]) => {
        if (items.includes('bad')) throw new Error('constraint failed');
        return items.map(() => 'stored');
      },
      {
        sync: () => {
          syncs += 1;
          return Promise.resolve();
        },
      },
    );
    const settled = await Promise.allSettled([commit('good'), commit('bad'), commit('fine')]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(syncs).toBe(1);
  });
});
