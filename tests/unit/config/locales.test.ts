import { describe, expect, it } from 'vitest';
import { LOCALE_LIST, LOCALE_OPTIONS, localizePath, splitLocale } from '@/config/locales';
import { LOCALES } from '@/config/constants';

describe('locales', () => {
  it('en-us lives at /, en-ca at /en-ca and en-gb at /en-gb', () => {
    expect(LOCALE_OPTIONS['en-us'].url).toBe('/');
    expect(LOCALE_OPTIONS['en-ca'].url).toBe('/en-ca');
    expect(LOCALE_OPTIONS['en-gb'].url).toBe('/en-gb');
    expect(LOCALE_LIST.map((l) => l.handle)).toEqual([...LOCALES]);
  });

  it('every locale option has handle, label, shortLabel, flag image and url', () => {
    for (const option of LOCALE_LIST) {
      expect(option.label.length).toBeGreaterThan(0);
      expect(option.shortLabel).toMatch(/^[A-Z]{2}$/);
      expect(option.flagImage).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
    }
  });

  it('a path is prefixed by its locale except in the default locale', () => {
    expect(localizePath('/contact', 'en-us')).toBe('/contact');
    expect(localizePath('/contact', 'en-gb')).toBe('/en-gb/contact');
    expect(localizePath('/', 'en-ca')).toBe('/en-ca');
    expect(localizePath('/', 'en-us')).toBe('/');
    expect(localizePath('terms', 'en-ca')).toBe('/en-ca/terms');
  });

  it('the locale prefix is read from the first segment only', () => {
    expect(splitLocale('/en-gb/contact')).toEqual({ locale: 'en-gb', path: '/contact', explicitDefault: false });
    expect(splitLocale('/en-ca')).toEqual({ locale: 'en-ca', path: '/', explicitDefault: false });
    expect(splitLocale('/contact/en-gb')).toEqual({ locale: 'en-us', path: '/contact/en-gb', explicitDefault: false });
    expect(splitLocale('/en-us/terms')).toEqual({ locale: 'en-us', path: '/terms', explicitDefault: true });
    expect(splitLocale('/en-gbx')).toEqual({ locale: 'en-us', path: '/en-gbx', explicitDefault: false });
  });
});
