/**
 * Every page a visitor can reach, derived rather than listed: the published page-builder fixtures
 * (fixtures/content/page, by their targeting) and the app's routes (the folders of
 * src/app/[site]/[locale] with a page.tsx, and spec §2's SITE_ROUTES), each in the themes it exists
 * in and, where the content differs by locale, in every locale. A new fixture page or a new route
 * is checked by the visual spec and photographed by `npm run gallery` without anyone adding it.
 *
 * Dynamic segments take a sample from the fixtures (the first product, brand, article, press
 * release); a new dynamic route with no sample here fails loudly instead of going unchecked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { SITE_ROUTES } from '@/config/routes';
import { THEMES, type Theme } from '@/config/themes';
import { categorySlug } from '@/domain/blog/article';

// Playwright and tsx both run this as CommonJS, where __dirname is the folder of this file.
const ROOT = path.resolve(__dirname, '../..');

export type VisitorPage = {
  /** The path inside the locale, with its query: `/search?q=puppy`. */
  readonly path: string;
  readonly theme: Theme;
  readonly locale: Locale;
  /** The URL path a visitor types: the locale prefix and the path (`/en-gb/terms`). */
  readonly url: string;
  /** Where the page comes from: `fixture <id>` or `route <app folder>`. */
  readonly source: string;
  /** A file-name-safe name, unique in the list: `main-en-gb-terms`. */
  readonly slug: string;
};

/** Routes of the app that are not visitor pages, with why. */
const NOT_VISITOR_PAGES: Readonly<Record<string, string>> = {
  // Editor tools (the quiz and machine studios), not pages a visitor reaches from the site.
  '/studio/machines': 'editor tool',
  '/studio/quiz': 'editor tool',
};

/** Routes whose useful state needs a query: a search for a word, the locator with results. */
const ROUTE_STATES: Readonly<Record<string, readonly string[]>> = {
  '/search': ['?q=puppy'],
  '/where-to-buy': ['', '?q=Portland'],
};

type Query = { readonly property: string; readonly operator: string; readonly value: unknown };
type PageFixture = { readonly id: string; readonly published: string; readonly query: readonly Query[] };
type Entry = { readonly slug: string; readonly query?: readonly Query[]; readonly data?: { readonly slug?: string; readonly category?: string } };

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The values a fixture's targeting allows for one attribute, or undefined when it does not target it. */
function targeted(query: readonly Query[], property: string): string[] | undefined {
  const rules = query.filter((q) => q.property === property);
  if (rules.length === 0) return undefined;
  return rules.flatMap((q) => (Array.isArray(q.value) ? q.value.map(String) : [String(q.value)]));
}

type Targeting = { readonly urlPath: string; readonly themes: readonly Theme[]; readonly locales: readonly Locale[] | undefined; readonly source: string };

/** Published fixture pages a visitor can reach: no test-only pages, no targeting on other attributes. */
function fixtureTargeting(): Targeting[] {
  const known = new Set(['urlPath', 'theme', 'locale']);
  const found: Targeting[] = [];
  for (const file of jsonFiles(path.join(ROOT, 'fixtures/content/page'))) {
    const page = readJson<PageFixture>(file);
    if (page.published !== 'published') continue;
    // A page shown only to a visitor carrying some other attribute (test pages, an audience) is
    // not what a visitor who just arrives sees.
    if (page.query.some((q) => !known.has(q.property))) continue;
    const urlPath = targeted(page.query, 'urlPath')?.[0];
    if (urlPath === undefined) continue;
    const themes = (targeted(page.query, 'theme') ?? [...THEMES]).filter((t): t is Theme => (THEMES as readonly string[]).includes(t));
    const locales = targeted(page.query, 'locale')?.filter((l): l is Locale => (LOCALES as readonly string[]).includes(l));
    found.push({ urlPath, themes, locales, source: `fixture ${page.id}` });
  }
  return found;
}

/** The route folders of src/app/[site]/[locale] that hold a page, as URL paths with their dynamic segments. */
function appRouteFolders(): string[] {
  const base = path.join(ROOT, 'src/app/[site]/[locale]');
  const found: string[] = [];
  const walk = (dir: string, segments: readonly string[]) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, name.startsWith('(') ? segments : [...segments, name]);
      else if (name === 'page.tsx') found.push(`/${segments.join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(base, []);
  return found;
}

/** A sample value for each dynamic route, taken from the fixtures the route serves. */
function dynamicSamples(): Readonly<Record<string, string>> {
  const products = readJson<{ slug: string }[]>(path.join(ROOT, 'fixtures/catalog/products.json'));
  const brands = readJson<{ slug: string }[]>(path.join(ROOT, 'fixtures/catalog/brands.json'));
  const firstEntry = (folder: string) => {
    const entries = jsonFiles(path.join(ROOT, 'fixtures/content', folder)).map((f) => readJson<Entry>(f));
    // An entry of the default locale: the sample is served at the unprefixed path.
    const entry = entries.find((e) => targeted(e.query ?? [], 'locale')?.includes(DEFAULT_LOCALE));
    if (!entry?.data?.slug) throw new Error(`no ${DEFAULT_LOCALE} entry with a slug in fixtures/content/${folder}`);
    return entry.data;
  };
  const article = firstEntry('blog');
  const press = firstEntry('press');
  const product = products[0];
  const brand = brands[0];
  if (!product || !brand || !article.category) throw new Error('the catalog or the blog fixtures have no sample for a dynamic route');
  return {
    '/products/[slug]': `/products/${product.slug}`,
    '/brands/[slug]': `/brands/${brand.slug}`,
    '/blog/[slug]': `/blog/${article.slug}`,
    '/blog/category/[category]': `/blog/category/${categorySlug(article.category)}`,
    '/press/[slug]': `/press/${press.slug}`,
  };
}

function slugOf(theme: Theme, locale: Locale, pathWithQuery: string): string {
  const rest = pathWithQuery
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '');
  return `${theme}-${locale}-${rest || 'home'}`;
}

/**
 * Every page a visitor can reach, in a stable order (path, then theme, then locale). Pages whose
 * content is targeted per locale come in each targeted locale; the rest in the default locale.
 */
export function visitorPages(): VisitorPage[] {
  const fixtures = fixtureTargeting();
  const samples = dynamicSamples();
  const routes = new Map<string, string>(); // path → source
  for (const folder of appRouteFolders()) {
    if (folder in NOT_VISITOR_PAGES) continue;
    // The catch-all serves the fixture pages, which come from their own files below.
    if (folder.includes('[...')) continue;
    if (folder.includes('[')) {
      const sample = samples[folder];
      if (sample === undefined) throw new Error(`route ${folder} has no sample page: add one to dynamicSamples in tests/support/visitor-pages.ts`);
      routes.set(sample, `route ${folder}`);
    } else routes.set(folder, `route ${folder}`);
  }
  for (const route of SITE_ROUTES) if (!routes.has(route)) routes.set(route, `route ${route}`);

  const pages = new Map<string, VisitorPage>();
  const add = (pathInLocale: string, theme: Theme, locale: Locale, source: string) => {
    for (const state of ROUTE_STATES[pathInLocale] ?? ['']) {
      const withState = `${pathInLocale}${state}`;
      const slug = slugOf(theme, locale, withState);
      if (pages.has(slug)) continue;
      pages.set(slug, { path: withState, theme, locale, url: `${localizePath(pathInLocale, locale)}${state}`, source, slug });
    }
  };
  const fixturePaths = new Set(fixtures.map((f) => f.urlPath));
  for (const f of fixtures) for (const theme of f.themes) for (const locale of f.locales ?? [DEFAULT_LOCALE]) add(f.urlPath, theme, locale, f.source);
  // An app route a fixture fills (home, the legal pages) takes the fixture's themes and locales.
  for (const [route, source] of routes) if (!fixturePaths.has(route)) for (const theme of THEMES) add(route, theme, DEFAULT_LOCALE, source);
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path) || a.theme.localeCompare(b.theme) || a.locale.localeCompare(b.locale));
}

/** The origin of a theme's site for a base URL such as http://localhost:3100 (vet → vet.localhost). */
export function themeOrigin(baseUrl: string, theme: Theme): string {
  const url = new URL(baseUrl);
  if (theme === 'vet') url.hostname = 'vet.localhost';
  return url.origin;
}
