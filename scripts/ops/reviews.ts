/**
 * Moderation of reviews written on /write-a-review, for the local review service (with review
 * service keys set, moderation happens in the service instead).
 *
 *   npm run reviews -- list [pending|approved|rejected]   # one block per review, then the count
 *   npm run reviews -- approve <id>                       # publish: it shows on the product page
 *   npm run reviews -- reject <id>                        # never shown
 *
 * Reads DATA_DIR like the server does (default .data). A running server sees the change on its next
 * page render: pages read approved reviews on every request.
 */
import path from 'node:path';
import { env } from '@/config/env';
import { showHiddenCharacters } from '@/domain/reviews/submission';
import { createLocalReviews, fixtureReviews, REVIEW_STATUSES, type ReviewStatus } from '@/services/reviews/local';
import { DATABASE_FILE, openDatabase } from '@/services/store/database';

const USAGE = `Usage:
  npm run reviews -- list [pending|approved|rejected]
  npm run reviews -- approve <id>
  npm run reviews -- reject <id>`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/**
 * A stored one-line field with any control or text-direction character written out (`<U+202E>`):
 * reviews kept before the form refused them must not reorder or hide the moderator's terminal text.
 */
const line = (value: string) => showHiddenCharacters(value, { multiline: false });

const isStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

function main(argv: readonly string[]): void {
  const [command, ...rest] = argv;
  if (command !== 'list' && command !== 'approve' && command !== 'reject') fail(command ? `Unknown command "${command}".` : 'No command given.');

  const dataDir = env().DATA_DIR;
  const db = openDatabase({ dataDir });
  try {
    // Moderation never checks the catalog: only the server refuses unknown products, at submission.
    const reviews = createLocalReviews({ fixtures: fixtureReviews(), db: () => db, isKnownProduct: () => true });
    if (command === 'list') {
      const status = rest[0];
      if (rest.length > 1 || (status !== undefined && !isStatus(status))) fail('list takes at most one status: pending, approved or rejected.');
      const rows = reviews.list(status);
      for (const r of rows) {
        console.log(
          [
            `#${r.id}  ${r.status.toUpperCase()}  ${r.productId}  ${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}  ${r.createdAt}  ${r.locale}`,
            `  ${line(r.title)}`,
            `  ${showHiddenCharacters(r.text, { multiline: true })}`,
            `  by ${line(r.nickname)} <${line(r.email)}>, ${r.petName ? `${line(r.petName)} the ` : 'a '}${r.petType}`,
          ].join('\n'),
        );
      }
      console.log(`${rows.length} review${rows.length === 1 ? '' : 's'}${status ? ` ${status}` : ''} in ${path.join(dataDir, DATABASE_FILE)}`);
      return;
    }
    const id = Number(rest[0]);
    if (rest.length !== 1 || !Number.isSafeInteger(id) || id < 1) fail(`${command} takes exactly one review id (a whole number; see list).`);
    const status = command === 'approve' ? 'approved' : 'rejected';
    if (!reviews.moderate(id, status)) {
      console.error(`No review #${id} in ${path.join(dataDir, DATABASE_FILE)}.`);
      process.exit(1);
    }
    console.log(`Review #${id} is now ${status}${status === 'approved' ? ': it shows on its product page and counts in its rating.' : '.'}`);
  } finally {
    db.close();
  }
}

main(process.argv.slice(2));
