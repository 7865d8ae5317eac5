/**
 * The words a visitor reads in each locale, gathered from where copy lives: the content fixtures
 * (pages, blog, press, FAQ, navigation, footer, symbols...; each in the locales its targeting allows,
 * localized values resolved per locale, A/B variations included), the quiz flow, the route copy of
 * the app's pages and the catalog's product names, descriptions and ingredients as the product
 * page shows them. Keys that hold no prose (ids, urls, styles, code, option names) are skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@/config/constants';
import { SITE_ROUTES } from '@/config/routes';
import { THEMES } from '@/config/themes';
import { resolveLocalizedValues } from '@/domain/content/localized-value';
import { productCopy } from '@/features/catalog/product-copy';
import { loadCatalogFixtures } from '@/services/catalog/local';
import { routeCopy } from '@/app/[site]/[locale]/route-copy';

const ROOT = path.resolve(__dirname, '../..');

export type CopyItem = {
  readonly locale: Locale;
  /** Where the words are: file and JSON path, or the module and key. */
  readonly source: string;
  readonly text: string;
};

/** Keys whose values are machinery, not words on the page. */
const NOT_PROSE = new Set([
  '@type', '@version', 'id', 'modelId', 'published', 'query', 'url', 'href', 'link', 'linkUrl', 'path', 'slug', 'image', 'images', 'src',
  'video', 'poster', 'icon', 'flag', 'backgroundColor', 'color', 'textColor', 'style', 'styles', 'responsiveStyles', 'cssCode', 'jsCode',
  'code', 'tagName', 'class', 'className', 'variant', 'alignment', 'size', 'headingLevel', 'property', 'operator', 'name', 'component',
  'bindings', 'actions', 'meta', 'layerName', 'lastUpdated', 'testRatio', 'date', 'startDate', 'endDate', 'inputType', 'type', 'key',
  'value', 'category', 'theme', 'locale', 'target', 'ratio', 'aspectRatio', 'fit', 'position', 'state',
  // Block options an editor picks from a list: identifiers, never printed as they are.
  'source', 'show', 'species', 'pace', 'audience', 'petType',
]);

/** Conformance and test pages exercise the renderer; no visitor is sent to them. */
const NOT_VISITOR_FILE = /^(conformance-|test-)/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') && !NOT_VISITOR_FILE.test(entry.name) ? [full] : [];
  });
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    // Line breaks stay: copy such as a day-by-day plan is one line per step.
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Every prose string under `value`, with its JSON path. */
function prose(value: unknown, at: string, out: { at: string; text: string }[]): void {
  if (typeof value === 'string') {
    // Single words with no space are option values and ids more often than prose; names of things
    // ("Colour") still reach here through the keys that carry prose.
    const text = stripHtml(value);
    if (text !== '' && !/^(\/|https?:|#|mailto:)/.test(text)) out.push({ at, text });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => prose(item, `${at}[${i}]`, out));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (NOT_PROSE.has(key)) {
        // A Builder element's `component` holds its options, which are prose; only its name is not.
        if (key === 'component' && typeof item === 'object' && item !== null) prose((item as { options?: unknown }).options, `${at}.component.options`, out);
        continue;
      }
      prose(item, `${at}.${key}`, out);
    }
  }
}

type Query = { readonly property: string; readonly value: unknown };

function targetedLocales(query: readonly Query[] | undefined): readonly Locale[] {
  const rules = (query ?? []).filter((q) => q.property === 'locale');
  if (rules.length === 0) return LOCALES;
  const values = rules.flatMap((q) => (Array.isArray(q.value) ? q.value.map(String) : [String(q.value)]));
  return LOCALES.filter((l) => values.includes(l));
}

/** Copy of the content fixtures, per locale each entry is published in. */
export function contentCopy(): CopyItem[] {
  const items: CopyItem[] = [];
  for (const file of jsonFiles(path.join(ROOT, 'fixtures/content'))) {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as { query?: Query[]; data?: unknown; variations?: unknown };
    const rel = path.relative(ROOT, file);
    for (const locale of targetedLocales(entry.query)) {
      const found: { at: string; text: string }[] = [];
      prose(resolveLocalizedValues({ data: entry.data, variations: entry.variations }, locale), '$', found);
      for (const f of found) items.push({ locale, source: `${rel} ${f.at}`, text: f.text });
    }
  }
  return items;
}

/** The default quiz flow's questions, options and messages, shown in every locale. */
export function quizCopy(): CopyItem[] {
  const file = path.join(ROOT, 'fixtures/quiz/default-flow.json');
  const found: { at: string; text: string }[] = [];
  prose(JSON.parse(readFileSync(file, 'utf8')), '$', found);
  return LOCALES.flatMap((locale) => found.map((f) => ({ locale, source: `fixtures/quiz/default-flow.json ${f.at}`, text: f.text })));
}

/** The app routes' titles, headings and intros, per theme, shown in every locale. */
export function routesCopy(): CopyItem[] {
  return LOCALES.flatMap((locale) =>
    SITE_ROUTES.flatMap((route) =>
      THEMES.flatMap((theme) => {
        const copy = routeCopy(route, theme, 'Brightbowl', locale);
        return [copy.title, copy.heading, copy.intro].map((text) => ({ locale, source: `route-copy ${route} (${theme})`, text }));
      }),
    ),
  );
}

/** Each product's name, description and ingredients as its page shows them in each locale it is sold in. */
function catalogCopy(): CopyItem[] {
  return loadCatalogFixtures().products.flatMap((product) =>
    product.locales.flatMap((locale) => {
      const copy = productCopy(product, locale);
      return [copy.name, copy.description, copy.ingredients.join(', ')].map((text) => ({ locale, source: `catalog ${product.id}`, text }));
    }),
  );
}

/** All of the above. */
export function visitorCopy(): CopyItem[] {
  return [...contentCopy(), ...quizCopy(), ...routesCopy(), ...catalogCopy()];
}
