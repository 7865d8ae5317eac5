/**
 * `npm run machines:export`: writes one SVG and one markdown summary per machine of the catalogue
 * under docs/machines (and an index), drawn from the live definitions. Files of machines no longer
 * in the catalogue are removed. tests/unit/studio/machines/diagrams.test.ts fails when the files are stale.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineExportFiles } from '../../src/studio/machines/diagram/export-files';

const DIR = join(process.cwd(), 'docs', 'machines');

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const files = await machineExportFiles();
  let written = 0;
  for (const [name, content] of files) {
    const path = join(DIR, name);
    let current: string | undefined;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === content) continue;
    writeFileSync(path, content);
    written += 1;
    console.log(`wrote docs/machines/${name}`);
  }
  for (const name of readdirSync(DIR)) {
    if (files.has(name)) continue;
    rmSync(join(DIR, name));
    console.log(`removed docs/machines/${name}`);
  }
  console.log(`${files.size} files, ${written} changed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
