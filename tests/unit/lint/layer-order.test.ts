import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint configuration's layer rules, run on probe sources linted as if they sat at paths inside
 * src/. Nothing is written to disk: the layer rules classify a file by its path and resolve only its
 * imports, which name real files. Only the layer rules run, without type information, so the probes
 * need no place in the TypeScript project. Import circles are checked by scripts/check/check-circles.mjs,
 * which rejects its own fixture circles on every run.
 */
const root = path.resolve(import.meta.dirname, '../../..');

const PROBES: Record<string, string> = {
  // A domain file reaching up into the page frame.
  'src/domain/lint-probe/upward.ts': "import { SkipLinks } from '@/shell/skip-links';\nexport const upward = SkipLinks;\n",
  // The same import written relatively is the same violation.
  'src/domain/lint-probe/upward-relative.ts': "import { SkipLinks } from '../../shell/skip-links';\nexport const upwardRelative = SkipLinks;\n",
  // A domain file importing config: allowed.
  'src/domain/lint-probe/downward.ts': "import { LOCALES } from '@/config/constants';\nexport const downward = LOCALES;\n",
  // A folder of src/ that belongs to no layer.
  'src/lint-probe-stray/stray.ts': 'export const stray = 1;\n',
};

let results: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
  });
  results = new Map();
  for (const [file, text] of Object.entries(PROBES)) {
    const [linted] = await eslint.lintText(text, { filePath: path.join(root, file) });
    results.set(file, linted?.messages.map((m) => m.ruleId ?? m.message) ?? ['not linted']);
  }
}, 120_000);

describe('lint: one layer order', () => {
  it('a lower layer importing a higher one fails lint', () => {
    expect(results.get('src/domain/lint-probe/upward.ts')).toContain('boundaries/dependencies');
  });

  it('a relative import across layers is judged like an alias import', () => {
    expect(results.get('src/domain/lint-probe/upward-relative.ts')).toContain('boundaries/dependencies');
  });

  it('an import from an earlier layer passes', () => {
    expect(results.get('src/domain/lint-probe/downward.ts')).toEqual([]);
  });

  it('a file in a folder of src/ that belongs to no layer fails lint', () => {
    expect(results.get('src/lint-probe-stray/stray.ts')).toContain('boundaries/no-unknown-files');
  });
});
