import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_VARY_COOKIES } from '@/server/http/page-cache';
import { ATTRIBUTES_COOKIE } from '@/services/content/targeting';
import { DISMISSED_COOKIE } from '@/blocks/announcement-bar/dismissal';
import { FLOATING_VIDEO_DISMISSED_COOKIE } from '@/features/video/floating-video-dismissal';

/**
 * The page cache keeps one copy of a page per value of the cookies pages read: a cookie a render
 * reads that the cache does not vary by would show one visitor's page to another. Every cookie a
 * server component reads through `cookies()` must be one of PAGE_VARY_COOKIES (or the A/B test
 * cookies, read together by the content page loader).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const KNOWN: Record<string, string> = { ATTRIBUTES_COOKIE, DISMISSED_COOKIE, FLOATING_VIDEO_DISMISSED_COOKIE };
const ALL_TEST_COOKIES_READER = 'src/page-builder/runtime/page/load-content-page.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the cookies pages read', () => {
  const readers = sourceFiles(path.join(root, 'src'))
    .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => /import\s*\{[^}]*\bcookies\b[^}]*\}\s*from\s*'next\/headers'/.test(text));

  it('every cookie a server component reads by name is one the page cache varies by', () => {
    const read = readers.flatMap(({ file, text }) => [...text.matchAll(/\.get\(\s*([A-Za-z_$][\w$]*)\s*\)/g)].map((m) => ({ file, name: m[1] ?? '' })));
    expect(read.length).toBeGreaterThanOrEqual(3);
    for (const { file, name } of read) {
      const value = KNOWN[name];
      expect(value, `${file} reads ${name}: add it to PAGE_VARY_COOKIES and to KNOWN here`).toBeDefined();
      expect(PAGE_VARY_COOKIES, `${file} reads ${name}`).toContain(value);
    }
  });

  it('no page reads a cookie by a literal name, and only the content page loader reads them all', () => {
    for (const { file, text } of readers) {
      // Header reads (`(await headers()).get('x-nonce')`) take literal names; cookie reads may not.
      const literalReads = text.split('\n').filter((line) => /\.get\(\s*['"`]/.test(line) && !/headers\(\)/.test(line));
      expect(literalReads, file).toEqual([]);
      if (file !== ALL_TEST_COOKIES_READER) expect(text, file).not.toMatch(/\.getAll\(/);
    }
    expect(readers.map((r) => r.file)).toContain(ALL_TEST_COOKIES_READER);
  });
});
