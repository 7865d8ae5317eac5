import { walSync, type Database } from '@/services/store/database';
import { createGroupCommit } from '@/services/store/group-commit';
import { SIGNUP_ERRORS } from '@/domain/newsletter/rules';
import type { NewsletterService, SubscribeRequest, SubscribeResult } from './types';

/** Both refusals conflict with the list's current state rather than with the request's shape. */
export const REFUSAL_STATUS = 409;

/** A stored subscriber, as listed and exported for the marketing team. */
type SubscriberRow = {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly zipcode: string;
  readonly source: string;
  /** The quiz results link of a signup from the results; '' otherwise. */
  readonly resultsUrl: string;
  /** The pet's name of a signup from the quiz results; '' otherwise. */
  readonly petName: string;
  readonly createdAt: string;
};

type LocalNewsletterOptions = {
  readonly db: Database;
  /** Injected so tests can pin time stamps. */
  readonly now?: () => Date;
};

/**
 * The embedded newsletter list: subscribers in SQLite. An address already on the list answers
 * 'Member Exists', one on the suppression table answers 'Forgotten Email Not Subscribed', and
 * success is reported only after the row is committed and on disk (a FULL connection syncs inside
 * COMMIT; on a NORMAL one the group commit syncs the WAL itself). Addresses compare
 * case-insensitively.
 *
 * @example
 * const newsletter = createLocalNewsletter({ db: openDatabase({ dataDir: '.data' }) });
 * await newsletter.subscribe({ email: 'pat@example.com', fields: { NAME: '', ZIPCODE: '', source: 'footer' } });
 * // { ok: true }
 */
export function createLocalNewsletter({ db, now = () => new Date() }: LocalNewsletterOptions): NewsletterService & LocalSubscriberAdmin {
  const isSuppressed = db.prepare<[string], { email: string }>('SELECT email FROM suppressed_emails WHERE email = ?');
  // A repeat changes nothing: it answers 'Member Exists', and the address is not proven to be the
  // visitor's, so a repeat must not overwrite what the subscriber's own signup stored.
  const insert = db.prepare<[string, string, string, string, string, string, string]>(
    `INSERT INTO subscribers (email, name, zipcode, source, results_url, pet_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
  );
  const subscribeOne = (request: SubscribeRequest, createdAt: string): SubscribeResult => {
    const email = request.email.trim();
    if (isSuppressed.get(email)) return { ok: false, error: SIGNUP_ERRORS.forgotten, status: REFUSAL_STATUS };
    const { NAME, ZIPCODE, source, RESULTS_URL = '', PET_NAME = '' } = request.fields;
    const { changes } = insert.run(email, NAME, ZIPCODE, source, RESULTS_URL, PET_NAME, createdAt);
    if (changes === 0) return { ok: false, error: SIGNUP_ERRORS.memberExists, status: REFUSAL_STATUS };
    return { ok: true };
  };
  // The suppression check and the insert share one transaction so a concurrent `forget` from the
  // subscribers command can never slip between them.
  const subscribeBatch = db.transaction((requests: readonly SubscribeRequest[], createdAt: string) =>
    requests.map((request) => subscribeOne(request, createdAt)),
  );

  return {
    kind: 'local',
    // Signups of one event-loop turn share a commit (src/services/store/group-commit.ts); each row's
    // time is its batch's. On a NORMAL connection the WAL is synced after each commit, off the event
    // loop, before the batch hears back: a signup is answered only once it survives a power cut.
    subscribe: createGroupCommit((requests: readonly SubscribeRequest[]) => subscribeBatch.immediate(requests, now().toISOString()), {
      sync: walSync(db),
    }),
    ...createLocalSubscriberAdmin(db, now),
  };
}

/** Maintenance the marketing team runs through `scripts/ops/subscribers.ts`. */
export type LocalSubscriberAdmin = {
  /** Every subscriber, oldest first. */
  listSubscribers(): SubscriberRow[];
  /** Subscribers whose address starts with a prefix (case-insensitive), e.g. one benchmark run's. */
  countSubscribersWithPrefix(prefix: string): number;
  /**
   * Permanently deletes an address at the subscriber's request: removes it from the list and
   * records it on the suppression table, so a later signup answers 'Forgotten Email Not Subscribed'.
   * @returns whether the address was on the list
   */
  forget(email: string): boolean;
};

function createLocalSubscriberAdmin(db: Database, now: () => Date): LocalSubscriberAdmin {
  const list = db.prepare<[], SubscriberRow>(
    'SELECT id, email, name, zipcode, source, results_url AS resultsUrl, pet_name AS petName, created_at AS createdAt FROM subscribers ORDER BY id',
  );
  const countPrefix = db.prepare<[string], { n: number }>(
    // LIKE is case-insensitive for ASCII; the escape keeps % and _ in the prefix literal.
    "SELECT count(*) AS n FROM subscribers WHERE email LIKE ? ESCAPE '\\'",
  );
  const remove = db.prepare<[string]>('DELETE FROM subscribers WHERE email = ?');
  const suppress = db.prepare<[string, string]>(
    "INSERT INTO suppressed_emails (email, reason, suppressed_at) VALUES (?, 'forgotten', ?) ON CONFLICT (email) DO NOTHING",
  );
  const forget = db.transaction((email: string, at: string): boolean => {
    const { changes } = remove.run(email);
    suppress.run(email, at);
    return changes > 0;
  });

  return {
    listSubscribers: () => list.all(),
    countSubscribersWithPrefix: (prefix) => countPrefix.get(`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)?.n ?? 0,
    forget: (email) => forget.immediate(email.trim(), now().toISOString()),
  };
}
