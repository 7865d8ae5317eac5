/**
 * The local newsletter list for the marketing team (the SQLite default; with Klaviyo keys set the
 * list lives in Klaviyo instead).
 *
 *   npx tsx scripts/ops/subscribers.ts list                      # one line per subscriber, then the count
 *   npx tsx scripts/ops/subscribers.ts export [--out file.csv]   # CSV to stdout or a file (mode 600)
 *   npx tsx scripts/ops/subscribers.ts forget <email>            # permanently delete and suppress an address
 *
 * Reads DATA_DIR like the server does (default .data). The CSV is safe to open in a spreadsheet:
 * cells that would start a formula are prefixed with an apostrophe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/config/env';
import { toCsv } from '@/services/newsletter/csv';
import { createLocalNewsletter } from '@/services/newsletter/local';
import { DATABASE_FILE, openDatabase } from '@/services/store/database';

const USAGE = `Usage:
  npx tsx scripts/ops/subscribers.ts list
  npx tsx scripts/ops/subscribers.ts export [--out file.csv]
  npx tsx scripts/ops/subscribers.ts forget <email>`;

// The quiz results' link and pet name come last, so spreadsheets built on the older columns still line up.
const CSV_HEADER = ['id', 'email', 'name', 'zipcode', 'source', 'created_at', 'results_url', 'pet_name'];

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function main(argv: readonly string[]): void {
  const [command, ...rest] = argv;
  if (command !== 'list' && command !== 'export' && command !== 'forget') fail(command ? `Unknown command "${command}".` : 'No command given.');

  const dataDir = env().DATA_DIR;
  const db = openDatabase({ dataDir });
  try {
    const newsletter = createLocalNewsletter({ db });
    switch (command) {
      case 'list': {
        const rows = newsletter.listSubscribers();
        for (const row of rows) {
          console.log([row.createdAt, row.email, row.name, row.zipcode, row.source].map((v) => v || '-').join('  '));
        }
        console.log(`${rows.length} subscriber${rows.length === 1 ? '' : 's'} in ${path.join(dataDir, DATABASE_FILE)}`);
        return;
      }
      case 'export': {
        if (rest.length > 0 && (rest[0] !== '--out' || rest.length !== 2)) fail('export takes only --out <file>.');
        const rows = newsletter.listSubscribers();
        const csv = toCsv(
          CSV_HEADER,
          rows.map((r) => [r.id, r.email, r.name, r.zipcode, r.source, r.createdAt, r.resultsUrl, r.petName]),
        );
        const out = rest[1];
        if (out === undefined) {
          process.stdout.write(csv);
        } else {
          // Subscriber data is personal data: readable by the owner only.
          fs.writeFileSync(out, csv, { mode: 0o600 });
          console.error(`Exported ${rows.length} subscriber${rows.length === 1 ? '' : 's'} to ${out}`);
        }
        return;
      }
      case 'forget': {
        const email = rest[0];
        if (rest.length !== 1 || !email) fail('forget takes exactly one email address.');
        const wasListed = newsletter.forget(email);
        console.log(
          `${email} ${wasListed ? 'was removed from the list and' : 'was not on the list;'} is now suppressed: a new signup answers 'Forgotten Email Not Subscribed'.`,
        );
        return;
      }
    }
  } finally {
    db.close();
  }
}

main(process.argv.slice(2));
