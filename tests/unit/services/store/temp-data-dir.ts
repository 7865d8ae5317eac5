import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh data directory under the OS temp dir; `remove()` deletes it. */
export function tempDataDir(label = 'store'): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `brightbowl-${label}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
