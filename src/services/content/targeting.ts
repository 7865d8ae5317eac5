/**
 * Builder's targeting, applied the way the Content API and the SDK's own matcher
 * (`filterWithCustomTargeting` in @builder.io/react) apply it. Pure: the clock is a parameter.
 *
 * Semantics, rule by rule:
 * - all rules of an entry must match (AND); no rules matches everyone;
 * - a list value means any-of (`locale is [en-us, en-ca]`), except for `isNot`, where it means none-of;
 * - a missing attribute matches only `isNot` (it "is not" anything), like Builder's matcher;
 * - a list attribute (e.g. `interests: ['cats','raw']` from the attributes cookie) matches `is` and
 *   `contains` when it includes the value, and `isNot` when it does not;
 * - `greaterThan`/`lessThan` (and the or-equal forms) compare numbers only;
 * - a `urlPath` rule value with a trailing slash matches the path without it (Builder strips it);
 * - the schedule window is inclusive at both ends: not served before startDate nor after endDate.
 */
import { z } from 'zod';
import type { UserAttributes } from './types';
import type { AttributeScalar, AttributeValue, QueryRule } from '@/domain/content/targeting';
import { PAGE_COOKIES } from '@/domain/routing/page-cookies';

export type Targetable = {
  readonly id: string;
  readonly query: readonly QueryRule[];
  readonly startDate?: number | undefined;
  readonly endDate?: number | undefined;
  readonly lastUpdated?: number | undefined;
};

/** Attributes the server derives from the request; the visitor's cookie may never override them. */
const RESERVED_ATTRIBUTES = ['urlPath', 'locale', 'theme'] as const;

/** The SDK's cookie holding custom targeting attributes as JSON (Builder.attributesCookieName). */
export const ATTRIBUTES_COOKIE = PAGE_COOKIES.visitorAttributes.name;

/**
 * The custom attribute that opens test-only fixture pages (e.g. the broken-block page, whose query
 * requires `testPages is true`). The local content source honours it only when TEST_BLOCKS is on
 * (the Playwright server), so in any other deploy the cookie opens nothing and the pages are a 404.
 */
export const TEST_PAGES_ATTRIBUTE = 'testPages';

/** Strips the trailing slash of a path ('/' stays '/'), as Builder does for urlPath rules. */
export function normalizeUrlPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function scalarMatches(actual: AttributeValue | undefined, operator: QueryRule['operator'], expected: AttributeScalar): boolean {
  if (Array.isArray(actual)) {
    const list = actual as readonly AttributeScalar[];
    switch (operator) {
      case 'is':
      case 'contains':
        return list.includes(expected);
      case 'isNot':
        return !list.includes(expected);
      default:
        return list.some((item) => scalarMatches(item, operator, expected));
    }
  }
  const value = actual as AttributeScalar | undefined;
  switch (operator) {
    case 'is':
      return value === expected;
    case 'isNot':
      return value !== expected;
    case 'contains':
      return typeof value === 'string' && value.includes(String(expected));
    case 'startsWith':
      return typeof value === 'string' && value.startsWith(String(expected));
    case 'endsWith':
      return typeof value === 'string' && value.endsWith(String(expected));
    case 'greaterThan':
      return typeof value === 'number' && typeof expected === 'number' && value > expected;
    case 'lessThan':
      return typeof value === 'number' && typeof expected === 'number' && value < expected;
    case 'greaterThanOrEqualTo':
      return typeof value === 'number' && typeof expected === 'number' && value >= expected;
    case 'lessThanOrEqualTo':
      return typeof value === 'number' && typeof expected === 'number' && value <= expected;
  }
}

/** Whether one rule holds for these attributes. */
export function ruleMatches(rule: QueryRule, attributes: UserAttributes): boolean {
  let expected = rule.value;
  if (rule.property === 'urlPath' && typeof expected === 'string' && expected !== '/' && expected.endsWith('/')) {
    expected = expected.slice(0, -1);
  }
  const actual = Object.hasOwn(attributes, rule.property) ? attributes[rule.property] : undefined;
  if (Array.isArray(expected)) {
    const options = expected as readonly AttributeScalar[];
    return rule.operator === 'isNot'
      ? options.every((option) => scalarMatches(actual, 'isNot', option))
      : options.some((option) => scalarMatches(actual, rule.operator, option));
  }
  return scalarMatches(actual, rule.operator, expected as AttributeScalar);
}

/** Whether every rule holds (an empty list always does). */
export function queryMatches(rules: readonly QueryRule[], attributes: UserAttributes): boolean {
  return rules.every((rule) => ruleMatches(rule, attributes));
}

/** Whether `now` (epoch ms) lies in the [startDate, endDate] window; open ends are unbounded. */
export function isWithinWindow(window: { readonly startDate?: number | undefined; readonly endDate?: number | undefined }, now: number): boolean {
  if (window.startDate !== undefined && window.startDate > now) return false;
  if (window.endDate !== undefined && window.endDate < now) return false;
  return true;
}

/** Whether an entry may be served to these attributes at `now`. */
export function isTargeted(entry: Targetable, attributes: UserAttributes, now: number): boolean {
  return isWithinWindow(entry, now) && queryMatches(entry.query, attributes);
}

/**
 * The order among matching entries, most specific first. Builder itself serves the first match in
 * the editor's list order, which fixtures and merged sources do not have; this rule is deterministic
 * and independent of the order entries arrive in:
 * 1. more targeting rules first (each rule narrows the audience, so `/ + main + en-gb` beats `/`);
 * 2. a scheduled entry (startDate or endDate set) before an unscheduled one (a campaign overrides
 *    the evergreen page while it runs);
 * 3. the most recently updated first;
 * 4. by id, ascending, as the last tie-break.
 */
export function compareSpecificity(a: Targetable, b: Targetable): number {
  const rules = b.query.length - a.query.length;
  if (rules !== 0) return rules;
  const scheduled = Number(isScheduled(b)) - Number(isScheduled(a));
  if (scheduled !== 0) return scheduled;
  const updated = (b.lastUpdated ?? 0) - (a.lastUpdated ?? 0);
  if (updated !== 0) return updated;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function isScheduled(entry: Targetable): boolean {
  return entry.startDate !== undefined || entry.endDate !== undefined;
}

/** Every entry that may be served, most specific first (see `compareSpecificity`). */
export function rankMatches<T extends Targetable>(entries: readonly T[], attributes: UserAttributes, now: number): T[] {
  return entries.filter((entry) => isTargeted(entry, attributes, now)).sort(compareSpecificity);
}

/** The one entry to serve, or null when none targets these attributes now. */
export function selectBest<T extends Targetable>(entries: readonly T[], attributes: UserAttributes, now: number): T | null {
  return rankMatches(entries, attributes, now)[0] ?? null;
}

const cookieScalar = z.union([z.string().max(200), z.number().finite(), z.boolean()]);
const cookieAttributesSchema = z.record(
  // Plain identifiers only: keeps names like __proto__ out of the attribute object.
  z.string().regex(/^[A-Za-z][\w.-]{0,63}$/),
  z.union([cookieScalar, z.array(cookieScalar).max(50)]),
);
const MAX_COOKIE_LENGTH = 4096;

/**
 * The custom attributes in the attributes cookie (JSON object of scalars or lists of scalars).
 * The cookie is visitor-controlled: anything malformed or oversized simply means "no custom
 * attributes", and the reserved request attributes (urlPath, locale, theme) are dropped so a cookie
 * can never make one URL serve another page's content.
 */
export function parseAttributesCookie(raw: string | undefined): UserAttributes {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return {};
  let json: unknown;
  try {
    json = JSON.parse(safeDecode(raw));
  } catch {
    // Not JSON: a visitor's (or another script's) value, not a fault of ours; targeting ignores it.
    return {};
  }
  const parsed = cookieAttributesSchema.safeParse(json);
  if (!parsed.success) return {};
  return withoutReserved(parsed.data);
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray '%' is not URI-encoded JSON; parse the value as it came.
    return raw;
  }
}

/** The attributes minus urlPath, locale and theme. */
export function withoutReserved(attributes: UserAttributes): UserAttributes {
  const reserved: readonly string[] = RESERVED_ATTRIBUTES;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !reserved.includes(key)));
}
