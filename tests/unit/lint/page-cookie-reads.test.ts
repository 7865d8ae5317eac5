import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COOKIES, readPageCookies } from '@/domain/routing/page-cookies';
import { ATTRIBUTES_COOKIE } from '@/services/content/targeting';
import { DISMISSED_COOKIE } from '@/blocks/announcement-bar/dismissal';
import { FLOATING_VIDEO_DISMISSED_COOKIE } from '@/features/video/floating-video-dismissal';

/**
 * A stored page is keyed by the cookies its render read, parsed by readPageCookies. A render that
 * read a cookie with Next's `cookies()` (another parser: the last of a repeated name wins) could be
 * stored under another visitor's key, so the lint configuration refuses that import anywhere in src/.
 * The probes are linted in memory at paths of each layer (a later no-restricted-imports entry
 * replaces an earlier one, so each layer's entry must carry the rule).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const PROBE = "import { cookies } from 'next/headers';\nexport const probe = cookies;\n";
const PATHS = ['src/app/lint-probe.ts', 'src/blocks/lint-probe/probe.tsx', 'src/features/lint-probe.ts', 'src/page-runtime/lint-probe.ts', 'src/machines/lint-probe.ts', 'src/server/lint-probe.ts'];

let results: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  });
  results = new Map();
  for (const file of PATHS) {
    const [linted] = await eslint.lintText(PROBE, { filePath: path.join(root, file) });
    results.set(file, linted?.messages.map((m) => m.message) ?? ['not linted']);
  }
  const [allowed] = await eslint.lintText("import { headers } from 'next/headers';\nexport const probe = headers;\n", { filePath: path.join(root, 'src/app/lint-probe-headers.ts') });
  results.set('headers', allowed?.messages.map((m) => m.message) ?? ['not linted']);
}, 120_000);

describe('renders read cookies only as the page store does', () => {
  for (const file of PATHS) {
    it(`importing Next's cookies() in ${file.split('/')[1]} fails lint`, () => {
      expect(results.get(file)?.join('\n')).toMatch(/page-cookies\.ts/);
    });
  }

  it('reading request headers stays allowed', () => {
    expect(results.get('headers')).toEqual([]);
  });

  it('every cookie an owner writes for pages to read is declared, by the name the owner uses', () => {
    const declared = Object.values(PAGE_COOKIES).map((cookie) => cookie.name);
    for (const name of [ATTRIBUTES_COOKIE, DISMISSED_COOKIE, FLOATING_VIDEO_DISMISSED_COOKIE]) expect(declared).toContain(name);
    expect(readPageCookies(`${DISMISSED_COOKIE}=a; undeclared=1`).values).toEqual({ [DISMISSED_COOKIE]: 'a' });
  });
});
