export type GroupCommitOptions = {
  /**
   * Makes the batch's commit durable before its callers hear back (`walSync` on a NORMAL
   * connection): run once per batch, after COMMIT, while the next batch may already be forming.
   */
  readonly sync?: () => Promise<void>;
};

const fewerResults = () => new Error('A group commit returned fewer results than it was given items');

type Pending<Item, Result> = {
  readonly item: Item;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
};

/**
 * Group commit: writes arriving in the same event-loop turn go to `batch` together, which runs them
 * in one IMMEDIATE transaction, so they share one commit (and, at FULL durability, one fsync)
 * instead of paying one each. Every caller still hears back only after COMMIT. Should a batch fail,
 * each item is retried alone so one bad row cannot fail its neighbours; an item that fails on its
 * own rejects, and the caller decides what that means (the routes answer 503). With `sync`, the
 * fsync runs after COMMIT and off the event loop, so requests keep running while the disk works.
 *
 * @param batch runs every item in one transaction and returns one result per item, in order
 *   (a better-sqlite3 `db.transaction(...).immediate`)
 * @example
 * const insertAll = db.transaction((ids: readonly string[]) => ids.map((id) => insert.run(id).changes === 1));
 * const consume = createGroupCommit((ids: readonly string[]) => insertAll.immediate(ids));
 * await consume('a'); // true once committed
 */
export function createGroupCommit<Item, Result>(
  batch: (items: readonly Item[]) => Result[],
  options: GroupCommitOptions = {},
): (item: Item) => Promise<Result> {
  const { sync } = options;
  let queue: Pending<Item, Result>[] = [];

  const answer = (pending: readonly Pending<Item, Result>[], results: readonly Result[]): void => {
    pending.forEach((p, i) => {
      if (i < results.length) p.resolve(results[i] as Result);
      else p.reject(fewerResults());
    });
  };
  // With a sync, a committed batch is answered only once it is durable; a failed sync fails every
  // caller of the batch, since none of their rows can be promised.
  const settle = (pending: readonly Pending<Item, Result>[], results: readonly Result[]): void => {
    if (!sync) return answer(pending, results);
    sync().then(
      () => answer(pending, results),
      (error: unknown) => pending.forEach((p) => p.reject(error)),
    );
  };

  const flush = (): void => {
    const pending = queue;
    queue = [];
    let results: Result[];
    try {
      results = batch(pending.map((p) => p.item));
    } catch {
      // The batch rolled back as a whole; find out per item which ones fail on their own. The
      // items that commit alone are answered together, after one sync, as a batch would be.
      const committed: Pending<Item, Result>[] = [];
      const alone: Result[] = [];
      for (const p of pending) {
        try {
          const [result] = batch([p.item]);
          if (result === undefined) {
            p.reject(fewerResults());
          } else {
            committed.push(p);
            alone.push(result);
          }
        } catch (error) {
          p.reject(error);
        }
      }
      if (committed.length > 0) settle(committed, alone);
      return;
    }
    settle(pending, results);
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
}
