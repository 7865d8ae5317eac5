/**
 * Opening hours as a store card shows them: consecutive days with the same hours in one line
 * ("Mon–Fri 8 AM–9 PM"), in the locale's clock: 12-hour in the US and Canada (with Canada's
 * "a.m."/"p.m."), 24-hour in the UK. Formatted by hand rather than with Intl, whose output (spaces,
 * dots, case) changes between ICU versions and so between the server and a test.
 */
import type { Locale } from '@/config/constants';
import type { OpeningHours } from './types';

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Weekday = (typeof WEEK)[number];

const DAY_LABELS: Readonly<Record<Weekday, string>> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** A no-break space: "8" and "AM" never part at a line end. */
const NBSP = '\u00a0';

/** One line of a store's hours: the days it covers and what they are. */
export type HoursLine = { readonly days: string; readonly hours: string };

/**
 * A time on the locale's clock; 24:00 (closing at the end of the day) is "midnight" everywhere, as
 * 12-hour "12 AM" and 24-hour "00:00" both read as the start of the day.
 *
 * @example formatClock('08:00', 'en-us'); // '8 AM' (with a no-break space)
 * @example formatClock('17:30', 'en-ca'); // '5:30 p.m.'
 * @example formatClock('08:00', 'en-gb'); // '08:00'
 */
export function formatClock(time: string, locale: Locale): string {
  if (time === '24:00') return 'midnight';
  if (locale === 'en-gb') return time;
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const pm = h >= 12;
  const suffix = locale === 'en-ca' ? (pm ? 'p.m.' : 'a.m.') : pm ? 'PM' : 'AM';
  return `${hour12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${NBSP}${suffix}`;
}

function dayText(day: OpeningHours[Weekday], locale: Locale): string {
  if (day === null) return 'Closed';
  if (day.opens === '00:00' && day.closes === '24:00') return 'Open 24 hours';
  return `${formatClock(day.opens, locale)}–${formatClock(day.closes, locale)}`;
}

/**
 * A week as lines of consecutive days with the same hours, Monday first; a week that is the same
 * every day is one line, "Every day".
 *
 * @example formatOpeningHours({ mon: o, tue: o, wed: o, thu: o, fri: o, sat: o, sun: null }, 'en-gb')
 *   // [{ days: 'Mon–Sat', hours: '09:00–17:30' }, { days: 'Sun', hours: 'Closed' }] with o = { opens: '09:00', closes: '17:30' }
 */
export function formatOpeningHours(hours: OpeningHours, locale: Locale): readonly HoursLine[] {
  const runs: Array<{ first: Weekday; last: Weekday; hours: string }> = [];
  for (const day of WEEK) {
    const text = dayText(hours[day], locale);
    const previous = runs.at(-1);
    if (previous && previous.hours === text) previous.last = day;
    else runs.push({ first: day, last: day, hours: text });
  }
  if (runs.length === 1 && runs[0]) return [{ days: 'Every day', hours: runs[0].hours }];
  return runs.map((run) => ({
    days: run.first === run.last ? DAY_LABELS[run.first] : `${DAY_LABELS[run.first]}–${DAY_LABELS[run.last]}`,
    hours: run.hours,
  }));
}
