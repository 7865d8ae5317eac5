/**
 * §2 blog result date: abbreviated month, day, year ("Mar 4, 2026"), in that order whatever the
 * locale's own date order is, and in UTC so the server and every browser print the same day for a
 * date-only value like "2026-03-04" (parsed as midnight UTC).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(intlLocale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(intlLocale);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(intlLocale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    formatters.set(intlLocale, formatter);
  }
  return formatter;
}

/**
 * @param value an ISO date or timestamp
 * @param intlLocale a BCP 47 tag for the month's abbreviation (en-GB writes "Sept")
 * @returns the formatted date, or null when the value is not a date (the result then shows none)
 * @example formatSearchDate('2026-03-04') // 'Mar 4, 2026'
 */
export function formatSearchDate(value: string, intlLocale = 'en-US'): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const parts = formatterFor(intlLocale).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}
