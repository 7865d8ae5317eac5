// `npm run typecheck`: every tsconfig of the project, so a stricter one (src/engine's
// exactOptionalPropertyTypes) cannot sit unused. New tsconfig files are found, not listed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from '../lib/processes.cjs';

const SKIP = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report', '.bench']);

function tsconfigs(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...tsconfigs(full));
    else if (/^tsconfig(\..+)?\.json$/.test(entry.name)) found.push(full);
  }
  return found;
}

let failed = 0;
for (const project of tsconfigs('.').sort()) {
  console.log(`tsc --noEmit -p ${project}`);
  if ((await run('npx', ['tsc', '--noEmit', '-p', project])) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
