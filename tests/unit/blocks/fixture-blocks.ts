import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveLocalizedValues } from '@/domain/content/localized-value';

/** One Builder element found in a page fixture, with where it sits (for failure messages). */
export type FixtureElement = {
  readonly file: string;
  readonly path: string;
  readonly name: string;
  readonly options: Record<string, unknown>;
};

const PAGE_FIXTURES = path.resolve(__dirname, '../../../fixtures/content/page');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every Builder element under `value`: page blocks, A/B variations, personalization variants, children. */
function collectElements(file: string, value: unknown, at: string, out: FixtureElement[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectElements(file, item, `${at}[${i}]`, out));
    return;
  }
  if (!isRecord(value)) return;
  const component = value.component;
  if (value['@type'] === '@builder.io/sdk:Element' && isRecord(component) && typeof component.name === 'string') {
    out.push({ file, path: at, name: component.name, options: isRecord(component.options) ? component.options : {} });
  }
  for (const [key, child] of Object.entries(value)) collectElements(file, child, `${at}.${key}`, out);
}

export const fixtureFiles = readdirSync(PAGE_FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();

export const fixturePages = fixtureFiles.map((file) => ({
  file,
  // As served: localized fields take the locale's value before any block reads its options.
  json: resolveLocalizedValues(JSON.parse(readFileSync(path.join(PAGE_FIXTURES, file), 'utf8')) as unknown, 'en-us'),
}));

export const fixtureElements: readonly FixtureElement[] = fixturePages.flatMap(({ file, json }) => {
  const out: FixtureElement[] = [];
  collectElements(file, json, '', out);
  return out;
});
