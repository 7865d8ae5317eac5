import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_PALETTE, BUTTON_COLORS, BUTTON_PALETTE, ON_DARK_TEXT, SCRIM_TEXT_WORST_CASE, THEME_BUTTON_COLOR, THEME_BUTTON_CSS } from '@/ui/palette';
import { EDITOR_BACKGROUND_COLORS } from '@/config/constants';
import { THEMES } from '@/config/themes';
import { BLOCK_REGISTRY } from '@/page-runtime/registry';
import { fixtureElements, isRecord } from './fixture-blocks';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const AA_TEXT = 4.5;

/** The theme tokens, read from the stylesheet itself so a token change re-runs these checks. */
const css = readFileSync(path.resolve(__dirname, '../../../src/app/globals.css'), 'utf8');
function themeTokens(theme: string): Record<string, string> {
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const));
}

/** The tokens a light-tone block uses for text (see src/ui/section.module.css). */
const LIGHT_TONE_TEXT = ['--color-text', '--color-heading', '--color-brand', '--color-muted'] as const;

describe('block colours meet WCAG AA contrast (4.5:1)', () => {
  it('every §3 editor background colour has a swatch', () => {
    expect(Object.keys(BACKGROUND_PALETTE).sort()).toEqual([...EDITOR_BACKGROUND_COLORS].sort());
  });

  for (const theme of THEMES) {
    const tokens = themeTokens(theme);

    it(`${theme} theme: the stylesheet defines the text tokens blocks use`, () => {
      for (const token of [...LIGHT_TONE_TEXT, '--color-bg']) expect(tokens[token], token).toMatch(/^#/);
    });

    it(`${theme} theme: text tokens on every light background colour, and on the page behind transparent blocks`, () => {
      const failures: string[] = [];
      for (const [name, swatch] of Object.entries(BACKGROUND_PALETTE)) {
        const stops = swatch.tone === 'inherit' ? [tokens['--color-bg'] ?? ''] : swatch.stops;
        if (swatch.tone === 'dark') continue;
        for (const stop of stops)
          for (const token of LIGHT_TONE_TEXT) {
            const ratio = contrast(tokens[token] ?? '#ffffff', stop);
            if (ratio < AA_TEXT) failures.push(`${token} on ${name} (${stop}): ${ratio.toFixed(2)}`);
          }
      }
      expect(failures).toEqual([]);
    });
  }

  it('white text on every dark background colour, every gradient stop included', () => {
    const failures = Object.entries(BACKGROUND_PALETTE)
      .filter(([, s]) => s.tone === 'dark')
      .flatMap(([name, s]) => s.stops.map((stop) => [name, stop, contrast(ON_DARK_TEXT, stop)] as const))
      .filter(([, , ratio]) => ratio < AA_TEXT);
    expect(failures).toEqual([]);
  });

  it('white text on the masthead scrim, over the brightest possible photo', () => {
    expect(contrast(ON_DARK_TEXT, SCRIM_TEXT_WORST_CASE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('every Solid button label on its fill', () => {
    for (const color of BUTTON_COLORS) {
      if (color === THEME_BUTTON_COLOR) continue;
      const { fill, onFill } = BUTTON_PALETTE[color];
      expect(contrast(fill, onFill), color).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  for (const theme of THEMES) {
    it(`${theme} theme: the Theme button's label on the theme's brand colour`, () => {
      expect(THEME_BUTTON_CSS.fill).toBe('var(--color-brand)');
      expect(contrast(themeTokens(theme)['--color-brand'] ?? '#ffffff', THEME_BUTTON_CSS.onFill)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});

describe('fixture buttons are readable where they sit', () => {
  it('Outline and Link buttons clear 4.5:1 against their block background (or the page behind a transparent one)', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const e of fixtureElements) {
      const block = BLOCK_REGISTRY.find((b) => b.name === e.name);
      const parsed = block?.schema.safeParse(e.options);
      if (!parsed?.success || !Array.isArray(parsed.data.buttons)) continue;
      const background = parsed.data.backgroundColor as keyof typeof BACKGROUND_PALETTE;
      const swatch = BACKGROUND_PALETTE[background];
      const theme = e.file.includes('-vet-') ? 'vet' : 'main';
      const stops = swatch.tone === 'inherit' ? [themeTokens(theme)['--color-bg'] ?? '#ffffff'] : swatch.stops;
      for (const button of parsed.data.buttons) {
        if (!isRecord(button) || button.style === 'Solid') continue;
        const fill =
          button.color === THEME_BUTTON_COLOR ? (themeTokens(theme)['--color-brand'] ?? '#ffffff') : BUTTON_PALETTE[button.color as keyof typeof BUTTON_PALETTE].fill;
        checked += 1;
        for (const stop of stops) {
          const ratio = contrast(fill, stop);
          if (ratio < AA_TEXT) failures.push(`${e.file}${e.path}: ${String(button.style)} ${String(button.color)} on ${background}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
