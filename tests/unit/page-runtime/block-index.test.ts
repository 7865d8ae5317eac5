import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockIndexFiles } from '../../../scripts/lib/block-index-files';

const ROOT = path.resolve(__dirname, '../../..');

function committed(file: string): string {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The registry and island maps are derived from the block folders; a folder added (or an island
 * flag changed) without `npm run blocks:index` leaves the committed files behind. The failure
 * names each line to add or drop, i.e. the block whose entry is missing or stale.
 */
describe('generated block index', () => {
  it.each([...blockIndexFiles(ROOT)])('%s is up to date (run `npm run blocks:index`)', (file, expected) => {
    const actual = committed(file).split('\n');
    const wanted = expected.split('\n');
    const missing = wanted.filter((line) => !actual.includes(line)).map((line) => `missing: ${line}`);
    const stale = actual.filter((line) => !wanted.includes(line)).map((line) => `stale: ${line}`);
    expect([...missing, ...stale]).toEqual([]);
    expect(committed(file)).toBe(expected);
  });
});
