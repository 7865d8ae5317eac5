import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@/config/constants';

const SRC = path.resolve(__dirname, '../../../src');
/** The blocks and the page-builder pieces they share (kit) or render through (runtime). */
const ROOTS = ['block-kit', 'blocks', 'page-runtime'].map((dir) => path.join(SRC, dir));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const sheets = ROOTS.flatMap((root) => cssFiles(root)).map((file) => ({ file: path.relative(SRC, file), css: readFileSync(file, 'utf8') }));

describe('block stylesheets', () => {
  it('every width media query uses a §9 breakpoint (max-width at the bound, min-width one past it)', () => {
    const maxWidths = new Set<number>(Object.values(BREAKPOINTS));
    const minWidths = new Set<number>(Object.values(BREAKPOINTS).map((b) => b + 1));
    const offenders: string[] = [];
    for (const { file, css } of sheets) {
      for (const m of css.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)) {
        const px = Number(m[2]);
        const ok = m[1] === 'max' ? maxWidths.has(px) : minWidths.has(px);
        if (!ok) offenders.push(`${file}: ${m[0]}`);
      }
    }
    expect(sheets.length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  it('animations run only when the visitor has not asked for reduced motion, or are stopped when they have', () => {
    const offenders = sheets
      .filter(({ css }) => /\banimation(?:-name)?\s*:\s*(?!none)/.test(css))
      .filter(({ css }) => !/prefers-reduced-motion/.test(css))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no stylesheet loads a remote asset', () => {
    const offenders = sheets.filter(({ css }) => /url\(\s*['"]?(?:https?:)?\/\//i.test(css) || /@import/i.test(css)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
