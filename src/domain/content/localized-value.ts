/**
 * Builder's inline localization: a field an editor localizes is stored as
 * `{ "@type": "@builder.io/core:LocalizedValue", "Default": …, "en-GB": … }` wherever the plain value
 * would be (text, options, list items, images, symbol inputs, state). Builder's SDK swaps each one
 * for the value of the locale it renders (its `extractLocalizedValues`); this does the same once per
 * content, before either renderer sees it, and falls back to `Default` when the locale has no value
 * of its own. Locale codes match without regard to case, so the site's `en-gb` finds Builder's
 * `en-GB`. Pure: the content is never changed, and objects without localized values are returned
 * as they are.
 */

const LOCALIZED_VALUE_TYPE = '@builder.io/core:LocalizedValue';

type LocalizedValue = Readonly<Record<string, unknown>> & { readonly '@type': typeof LOCALIZED_VALUE_TYPE };

function isLocalizedValue(value: unknown): value is LocalizedValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Record<string, unknown>)['@type'] === LOCALIZED_VALUE_TYPE;
}

/**
 * The value of one localized field for `locale`: its own entry (any case), else `Default`, else
 * undefined.
 *
 * @example localizedValue({ '@type': '@builder.io/core:LocalizedValue', Default: 'Hi', 'en-GB': 'Hello' }, 'en-gb') // 'Hello'
 */
export function localizedValue(field: LocalizedValue, locale: string): unknown {
  if (Object.hasOwn(field, locale) && field[locale] !== undefined && field[locale] !== null) return field[locale];
  const wanted = locale.toLowerCase();
  const key = Object.keys(field).find((candidate) => candidate.toLowerCase() === wanted);
  if (key !== undefined && field[key] !== undefined && field[key] !== null) return field[key];
  return field.Default;
}

/** Content nests blocks in blocks; deeper than this is no content an editor built, and is left as it is. */
const MAX_DEPTH = 200;

function resolve(value: unknown, locale: string, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (isLocalizedValue(value)) return resolve(localizedValue(value, locale), locale, depth + 1);
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const next = resolve(item, locale, depth + 1);
      if (next !== item) (out ??= value.slice())[index] = next;
    });
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = resolve(item, locale, depth + 1);
    // defineProperty, not assignment: a "__proto__" key from JSON stays a plain field.
    if (next !== item) Object.defineProperty((out ??= { ...value }), key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return out ?? value;
}

/**
 * `value` with every localized field, however deep, replaced by its value for `locale`; the same
 * object when it holds none.
 *
 * @example
 * resolveLocalizedValues({ title: { '@type': '@builder.io/core:LocalizedValue', Default: 'Food', 'en-CA': 'Food, eh' } }, 'en-ca')
 * // { title: 'Food, eh' }
 */
export function resolveLocalizedValues<T>(value: T, locale: string): T {
  return resolve(value, locale, 0) as T;
}
