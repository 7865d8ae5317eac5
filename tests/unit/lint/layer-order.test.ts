import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint configuration itself, run on probe files written into src/ for the duration of the test
 * (the layer and cycle rules resolve real files, so the probes must exist on disk).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const probeDir = path.join(root, 'src/domain/lint-probe');
const strayDir = path.join(root, 'src/lint-probe-stray');

const PROBES: Record<string, string> = {
  // A domain file reaching up into the page frame.
  [path.join(probeDir, 'upward.ts')]: "import { SkipLinks } from '@/shell/skip-links';\nexport const upward = SkipLinks;\n",
  // The same import written relatively is the same violation.
  [path.join(probeDir, 'upward-relative.ts')]: "import { SkipLinks } from '../../shell/skip-links';\nexport const upwardRelative = SkipLinks;\n",
  // A domain file importing config: allowed.
  [path.join(probeDir, 'downward.ts')]: "import { LOCALES } from '@/config/constants';\nexport const downward = LOCALES;\n",
  // Two files importing each other.
  [path.join(probeDir, 'cycle-a.ts')]: "import { b } from './cycle-b';\nexport const a = 1;\nexport const ab = b;\n",
  [path.join(probeDir, 'cycle-b.ts')]: "import { a } from './cycle-a';\nexport const b = a + 1;\n",
  // A folder of src/ that belongs to no layer.
  [path.join(strayDir, 'stray.ts')]: 'export const stray = 1;\n',
};

let results: Map<string, string[]>;

beforeAll(async () => {
  mkdirSync(probeDir, { recursive: true });
  mkdirSync(strayDir, { recursive: true });
  for (const [file, text] of Object.entries(PROBES)) writeFileSync(file, text);
  try {
    const eslint = new ESLint({ cwd: root });
    const linted = await eslint.lintFiles(Object.keys(PROBES));
    results = new Map(linted.map((r) => [path.relative(probeDir, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
    rmSync(strayDir, { recursive: true, force: true });
  }
}, 180_000);

afterAll(() => {
  rmSync(probeDir, { recursive: true, force: true });
  rmSync(strayDir, { recursive: true, force: true });
});

describe('lint: one layer order, no cycles', () => {
  it('a lower layer importing a higher one fails lint', () => {
    expect(results.get('upward.ts')).toContain('boundaries/dependencies');
  });

  it('a relative import across layers is judged like an alias import', () => {
    expect(results.get('upward-relative.ts')).toContain('boundaries/dependencies');
  });

  it('an import from an earlier layer passes', () => {
    expect(results.get('downward.ts')).toEqual([]);
  });

  it('two files importing each other fail lint as a cycle', () => {
    expect(results.get('cycle-a.ts')).toContain('import/no-cycle');
    expect(results.get('cycle-b.ts')).toContain('import/no-cycle');
  });

  it('a file in a folder of src/ that belongs to no layer fails lint', () => {
    expect(results.get(path.join('..', '..', 'lint-probe-stray', 'stray.ts'))).toContain('boundaries/no-unknown-files');
  });
});
