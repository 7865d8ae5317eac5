import { describe, expect, it } from 'vitest';
import { formatSearchDate } from '@/services/search/format-date';

describe('blog dates: abbreviated month day, year', () => {
  it('formats an ISO date as "Mar 4, 2026"', () => {
    expect(formatSearchDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatSearchDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('reads times in UTC, so the day never shifts with the machine time zone', () => {
    expect(formatSearchDate('2026-03-04T23:30:00Z')).toBe('Mar 4, 2026');
    expect(formatSearchDate('2026-03-05T00:30:00+02:00')).toBe('Mar 4, 2026');
  });

  it('keeps month day, year order in every locale, with that locale’s month abbreviation', () => {
    expect(formatSearchDate('2026-03-04', 'en-GB')).toBe('Mar 4, 2026');
    expect(formatSearchDate('2026-03-04', 'en-CA')).toBe('Mar 4, 2026');
  });

  it('answers null for a value that is not a date', () => {
    expect(formatSearchDate('')).toBeNull();
    expect(formatSearchDate('soon')).toBeNull();
  });
});
