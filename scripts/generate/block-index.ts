// `npm run blocks:index`: writes the page builder's block index (see ../lib/block-index-files.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockIndexFiles } from '../lib/block-index-files';

const root = path.resolve(import.meta.dirname, '../..');
for (const [file, text] of blockIndexFiles(root)) {
  const target = path.join(root, file);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Not generated yet.
  }
  if (current !== text) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`wrote ${file}`);
  }
}
