/**
 * The local review service: published reviews are the fixture reviews
 * (fixtures/reviews/reviews.json) plus the reviews written on /write-a-review that a moderator has
 * approved in SQLite. Every average and count (cards, product pages, JSON-LD) is computed from that
 * one list, so what a card says always matches the reviews a visitor can read.
 */
import { reportStorageFailure } from '@/services/store/storage-state';
import { z } from 'zod';
import { formatIssues } from '@/domain/zod-issues';
import reviewsJson from '@fixtures/reviews/reviews.json';
import type { Locale } from '@/config/constants';
import { reviewSchema } from '@/domain/reviews/review-schema';
import { reviewPage, summarizeReviews, type RatingSummary, type Review, type ReviewPage } from '@/domain/reviews/review';
import type { ReviewSubmission } from '@/domain/reviews/submission-schema';
import type { Database } from '@/services/store/database';
import type { ReviewsService, SubmitReviewResult } from './types';
import { UnknownProductError } from './unknown-product';

const REVIEWS_FIXTURE_FILE = 'fixtures/reviews/reviews.json';

export class ReviewsFixtureError extends Error {
  override name = 'ReviewsFixtureError';
}

/** Parses the reviews fixture; a bad entry fails with the file and JSON path in the message. */
export function parseReviewsFixture(data: unknown, file = REVIEWS_FIXTURE_FILE): Review[] {
  const result = z.array(reviewSchema).safeParse(data);
  if (!result.success) {
    throw new ReviewsFixtureError(`Invalid reviews fixture ${file}:\n${formatIssues(result.error, { linePrefix: `  ${file}: ` })}`);
  }
  return result.data;
}

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A stored review as the moderation command lists it (email included: moderators may need to ask). */
type StoredReview = {
  readonly id: number;
  readonly productId: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly nickname: string;
  readonly petName: string;
  readonly petType: 'dog' | 'cat';
  readonly email: string;
  readonly locale: string;
  readonly status: ReviewStatus;
  readonly createdAt: string;
  readonly moderatedAt: string | null;
};

type StoredRow = {
  id: number;
  product_id: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  pet_name: string;
  pet_type: 'dog' | 'cat';
  email: string;
  locale: string;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
};

const toStored = (row: StoredRow): StoredReview => ({
  id: row.id,
  productId: row.product_id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  nickname: row.nickname,
  petName: row.pet_name,
  petType: row.pet_type,
  email: row.email,
  locale: row.locale,
  status: row.status,
  createdAt: row.created_at,
  moderatedAt: row.moderated_at,
});

/** The public form of an approved review: no email, the date only. */
const toPublished = (row: StoredRow): Review => ({
  id: `local-${row.id}`,
  productId: row.product_id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  author: row.nickname,
  petName: row.pet_name,
  petType: row.pet_type,
  date: row.created_at.slice(0, 10),
  helpfulCount: 0,
});

/**
 * Reviews one email, or one client, may have waiting for moderation at once. A reader reviews the
 * few recipes their pet eats; more than this waiting at once is a script, and a moderator's queue
 * is not where it should land.
 */
const PENDING_REVIEW_LIMITS = { perEmail: 5, perClient: 10 } as const;

export type LocalReviewsOptions = {
  /** Published fixture reviews. */
  readonly fixtures: readonly Review[];
  /** Where written reviews are kept; opened on first use (a closure so pages without reviews never open it). */
  readonly db: () => Database;
  /** Review-service ids a review may be written for (the catalog's); others are refused. */
  readonly isKnownProduct: (productId: string) => boolean | Promise<boolean>;
  readonly now?: () => Date;
  /** Where a store failure is reported; the ratings then come from the fixtures alone. */
  readonly onError?: (message: string, error: unknown) => void;
};

export type LocalReviewsAdmin = {
  list(status?: ReviewStatus): StoredReview[];
  /** Sets a pending (or previously moderated) review's status; false when no review has that id. */
  moderate(id: number, status: Exclude<ReviewStatus, 'pending'>): boolean;
};

/**
 * @example
 * const reviews = createLocalReviews({ fixtures, db: () => openDatabase({ dataDir: '.data' }), isKnownProduct: () => true });
 * await reviews.ratingSummary('BBL-20010'); // { average: 4.5, count: 12 }
 */
export function createLocalReviews(options: LocalReviewsOptions): ReviewsService & LocalReviewsAdmin {
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((message, error) => console.error(`[reviews] ${message}`, error));
  const fixturesByProduct = new Map<string, Review[]>();
  for (const review of options.fixtures) {
    const list = fixturesByProduct.get(review.productId) ?? [];
    list.push(review);
    fixturesByProduct.set(review.productId, list);
  }

  const approvedRows = (productIds: readonly string[] | null): StoredRow[] => {
    try {
      const db = options.db();
      if (productIds === null) return db.prepare<[], StoredRow>("SELECT * FROM reviews WHERE status = 'approved'").all();
      if (productIds.length === 0) return [];
      const placeholders = productIds.map(() => '?').join(',');
      return db.prepare<string[], StoredRow>(`SELECT * FROM reviews WHERE status = 'approved' AND product_id IN (${placeholders})`).all(...productIds);
    } catch (error) {
      // Ratings are decoration: an unreadable store shows the fixture reviews rather than an error page.
      if (!reportStorageFailure('reading approved reviews (showing fixture reviews only)', error)) {
        onError('reading approved reviews failed; showing fixture reviews only', error);
      }
      return [];
    }
  };

  const published = (productIds: readonly string[]): Map<string, Review[]> => {
    const byProduct = new Map<string, Review[]>();
    for (const id of productIds) byProduct.set(id, [...(fixturesByProduct.get(id) ?? [])]);
    // Large listings ask for every product: one query for all approved rows beats a huge IN list.
    for (const row of approvedRows(productIds.length > 200 ? null : productIds)) byProduct.get(row.product_id)?.push(toPublished(row));
    return byProduct;
  };

  const summaries = (ids: readonly string[]): Map<string, RatingSummary> => {
    const found = new Map<string, RatingSummary>();
    for (const [id, reviews] of published([...new Set(ids)])) {
      const summary = summarizeReviews(reviews);
      if (summary) found.set(id, summary);
    }
    return found;
  };

  const store = () => options.db();

  return {
    ratingSummary: (id) => Promise.resolve(summaries([id]).get(id) ?? null),
    ratingSummaries: (ids) => Promise.resolve(summaries(ids)),
    productReviews: (id, query): Promise<ReviewPage> => Promise.resolve(reviewPage(published([id]).get(id) ?? [], query)),
    async submitReview(submission: ReviewSubmission, context: { readonly locale: Locale; readonly client?: string }): Promise<SubmitReviewResult> {
      if (!(await options.isKnownProduct(submission.productId))) throw new UnknownProductError(submission.productId);
      const client = context.client ?? '';
      try {
        const db = store();
        const count = (sql: string, ...args: string[]) => db.prepare<string[], { n: number }>(sql).get(...args)?.n ?? 0;
        // The checks and the insert are one IMMEDIATE transaction, so two requests of one burst (or
        // two server processes) cannot both pass a check before either has written.
        const write = db.transaction((): SubmitReviewResult => {
          const live = "status IN ('pending', 'approved')";
          if (count(`SELECT count(*) AS n FROM reviews WHERE email = ? COLLATE NOCASE AND product_id = ? AND ${live}`, submission.email, submission.productId) > 0) {
            return { ok: false, reason: 'duplicate' };
          }
          const pendingByEmail = count("SELECT count(*) AS n FROM reviews WHERE email = ? COLLATE NOCASE AND status = 'pending'", submission.email);
          const pendingByClient = client === '' ? 0 : count("SELECT count(*) AS n FROM reviews WHERE client_key = ? AND status = 'pending'", client);
          if (pendingByEmail >= PENDING_REVIEW_LIMITS.perEmail || pendingByClient >= PENDING_REVIEW_LIMITS.perClient) return { ok: false, reason: 'too-many-pending' };
          // better-sqlite3 returns after the commit (synchronous = FULL): a 200 means on disk.
          const { lastInsertRowid } = db
            .prepare<[string, number, string, string, string, string, string, string, string, string, string]>(
              `INSERT INTO reviews (product_id, rating, title, text, nickname, pet_name, pet_type, email, locale, created_at, client_key)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              submission.productId,
              submission.rating,
              submission.title,
              submission.text,
              submission.nickname,
              submission.petName,
              submission.petType,
              submission.email,
              context.locale,
              now().toISOString(),
              client,
            );
          return { ok: true, id: String(lastInsertRowid), status: 'pending' };
        });
        return write.immediate();
      } catch (error) {
        if (!reportStorageFailure('storing a review', error)) onError('storing a review failed', error);
        return { ok: false, reason: 'unavailable', message: error instanceof Error ? error.message : String(error) };
      }
    },
    list(status) {
      const db = store();
      const rows = status
        ? db.prepare<[string], StoredRow>('SELECT * FROM reviews WHERE status = ? ORDER BY id').all(status)
        : db.prepare<[], StoredRow>('SELECT * FROM reviews ORDER BY id').all();
      return rows.map(toStored);
    },
    moderate(id, status) {
      const { changes } = store().prepare<[string, string, number]>('UPDATE reviews SET status = ?, moderated_at = ? WHERE id = ?').run(status, now().toISOString(), id);
      return changes > 0;
    },
  };
}

let fixtures: Review[] | undefined;

/** The fixture reviews, parsed once. */
export function fixtureReviews(): readonly Review[] {
  fixtures ??= parseReviewsFixture(reviewsJson);
  return fixtures;
}

export type { Review };
