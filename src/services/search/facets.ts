/**
 * Facet filters exactly as §7: content is filtered on type (page, faq, blog: the chosen filter) AND
 * locale (the current locale OR multi); products on locale only.
 *
 * Both ends live here: the service builds the filters it sends, and the local route accepts only
 * filters of that form. Every attribute and value is allowlisted; a value outside the allowlist, a
 * negation (`locale:-en-us`), an attribute the index has no facet for, or an operator smuggled into
 * a value (`locale:en-us OR locale:en-gb`) is refused with a reason, never interpreted. The route
 * also requires exactly one real locale per request, so no filter can reach another locale.
 */
import { LOCALES, type Locale, type SearchFilter } from '@/config/constants';
import { CONTENT_TYPES, MULTI_LOCALE, type ContentType, type DocumentLocale } from './types';

/** Algolia's facetFilters value: one filter, or an AND-list whose items are filters or OR-lists. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export type IndexKind = 'content' | 'products';

const ATTRIBUTES: Readonly<Record<IndexKind, readonly string[]>> = {
  content: ['type', 'locale'],
  products: ['locale'],
};

const LOCALE_VALUES: readonly string[] = [...LOCALES, MULTI_LOCALE];
const TYPE_VALUES: readonly string[] = CONTENT_TYPES;

/** Limits on the shape, so a hostile body costs nothing to refuse. */
export const FACET_LIMITS = { groups: 8, valuesPerGroup: 8, filterLength: 100 } as const;

/** The §9 filter chips → the content types they show; null means no content query ('products'). */
const TYPES_BY_FILTER: Readonly<Record<SearchFilter, readonly ContentType[] | null>> = {
  all: CONTENT_TYPES,
  products: null,
  faq: ['faq'],
  pages: ['page'],
  blog: ['blog'],
};

/**
 * The content types a filter chip shows, or null when it shows no content.
 * @example contentTypesForFilter('pages') // ['page']
 */
export function contentTypesForFilter(filter: SearchFilter): readonly ContentType[] | null {
  return TYPES_BY_FILTER[filter];
}

/** Whether a filter chip shows product results. */
export function filterIncludesProducts(filter: SearchFilter): boolean {
  return filter === 'all' || filter === 'products';
}

function localeGroup(locale: Locale): string[] {
  return [`locale:${locale}`, `locale:${MULTI_LOCALE}`];
}

/**
 * §7 content facet filters: type (the chosen filter) AND locale (current or multi).
 * @example buildContentFacetFilters('faq', 'en-gb') // [['type:faq'], ['locale:en-gb', 'locale:multi']]
 */
export function buildContentFacetFilters(filter: SearchFilter, locale: Locale): string[][] {
  const types = contentTypesForFilter(filter) ?? CONTENT_TYPES;
  return [types.map((t) => `type:${t}`), localeGroup(locale)];
}

/**
 * §7 product facet filters: locale (current or multi).
 * @example buildProductFacetFilters('en-ca') // [['locale:en-ca', 'locale:multi']]
 */
export function buildProductFacetFilters(locale: Locale): string[][] {
  return [localeGroup(locale)];
}

/** What a request's facet filters select, once accepted. */
export type FacetSelection = {
  /** Exactly one real locale, plus 'multi' when asked. */
  readonly locales: ReadonlySet<DocumentLocale>;
  /** null: every type (no type filter given). */
  readonly types: ReadonlySet<ContentType> | null;
};

export type FacetParse = { readonly ok: true; readonly selection: FacetSelection } | { readonly ok: false; readonly message: string };

const refuse = (message: string): FacetParse => ({ ok: false, message });

/** Echo at most this much of a refused value, so an error body never mirrors a huge input. */
function shown(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

/**
 * Validates facet filters for an index and says what they select.
 * @example parseFacetFilters([['locale:en-us', 'locale:multi']], 'products').ok // true
 * @example parseFacetFilters(['locale:-en-us'], 'products') // { ok: false, message: 'Negated facet filters are not supported: "locale:-en-us"' }
 */
export function parseFacetFilters(raw: FacetFilters | undefined, kind: IndexKind): FacetParse {
  if (raw === undefined) return refuse(localeRequired());
  const groups: readonly (string | readonly string[])[] = typeof raw === 'string' ? [raw] : raw;
  if (groups.length > FACET_LIMITS.groups) return refuse(`Too many facet filter groups (at most ${FACET_LIMITS.groups})`);

  const byAttribute = new Map<string, Set<string>>();
  for (const group of groups) {
    const filters = typeof group === 'string' ? [group] : group;
    if (filters.length === 0) return refuse('Empty facet filter group');
    if (filters.length > FACET_LIMITS.valuesPerGroup) {
      return refuse(`Too many values in a facet filter group (at most ${FACET_LIMITS.valuesPerGroup})`);
    }
    let groupAttribute: string | undefined;
    const values = new Set<string>();
    for (const filter of filters) {
      if (filter.length > FACET_LIMITS.filterLength) return refuse(`Facet filter too long: ${shown(filter)}`);
      const colon = filter.indexOf(':');
      if (colon <= 0) return refuse(`Invalid facet filter, expected attribute:value: ${shown(filter)}`);
      const attribute = filter.slice(0, colon);
      const value = filter.slice(colon + 1);
      if (!ATTRIBUTES[kind].includes(attribute)) {
        return refuse(`Facet filtering is not available on attribute ${shown(attribute)} of this index`);
      }
      // Algolia reads a leading '-' as "not"; refusing it keeps every filter a positive allowlist match.
      if (value.startsWith('-')) return refuse(`Negated facet filters are not supported: ${shown(filter)}`);
      const allowed = attribute === 'locale' ? LOCALE_VALUES : TYPE_VALUES;
      if (!allowed.includes(value)) return refuse(`Unknown value ${shown(value)} for facet ${shown(attribute)}`);
      // An OR across attributes ("type:faq OR locale:en-gb") would widen the locale: never allowed.
      if (groupAttribute !== undefined && groupAttribute !== attribute) {
        return refuse('A facet filter group (OR) must name a single attribute');
      }
      groupAttribute = attribute;
      values.add(value);
    }
    if (groupAttribute === undefined) return refuse('Empty facet filter group');
    if (byAttribute.has(groupAttribute)) return refuse(`Facet ${shown(groupAttribute)} is filtered more than once`);
    byAttribute.set(groupAttribute, values);
  }

  const locales = byAttribute.get('locale');
  if (locales === undefined) return refuse(localeRequired());
  const real = [...locales].filter((l) => l !== MULTI_LOCALE);
  if (real.length !== 1) return refuse(localeRequired());
  const types = byAttribute.get('type');
  return {
    ok: true,
    selection: {
      locales: locales as ReadonlySet<DocumentLocale>,
      types: types === undefined ? null : (types as ReadonlySet<ContentType>),
    },
  };
}

function localeRequired(): string {
  return `A locale facet filter is required: exactly one of ${LOCALES.map((l) => `locale:${l}`).join(', ')}, optionally OR locale:${MULTI_LOCALE}`;
}

/** Whether a document passes a selection (a product's locale may be a list: any element matches). */
export function matchesFacets(
  doc: { readonly locale: DocumentLocale | readonly DocumentLocale[]; readonly type?: ContentType },
  selection: FacetSelection,
): boolean {
  const localeOk =
    typeof doc.locale === 'string' ? selection.locales.has(doc.locale) : doc.locale.some((l) => selection.locales.has(l));
  if (!localeOk) return false;
  if (selection.types === null) return true;
  return doc.type !== undefined && selection.types.has(doc.type);
}
