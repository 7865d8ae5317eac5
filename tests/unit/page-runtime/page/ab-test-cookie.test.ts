import { describe, expect, it } from 'vitest';
import { testCookieName, TEST_COOKIE_MAX_AGE_SECONDS } from '@/services/content/variants';
import { readCookie, serializeTestCookie } from '@/page-runtime/page/ab-test-cookie';

const cookie = { name: testCookieName('home-main-en-us'), value: 'home-main-en-us-headline-b', maxAgeSeconds: TEST_COOKIE_MAX_AGE_SECONDS };

describe('the sticky A/B cookie the browser writes', () => {
  it('is named builder.tests.<contentId> and lives 30 days (spec §7, §9)', () => {
    expect(cookie.name).toBe('builder.tests.home-main-en-us');
    expect(TEST_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(serializeTestCookie(cookie, false)).toBe('builder.tests.home-main-en-us=home-main-en-us-headline-b; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('is Secure on https only', () => {
    expect(serializeTestCookie(cookie, true).split('; ')).toContain('Secure');
    expect(serializeTestCookie(cookie, false)).not.toContain('Secure');
  });

  it('cannot inject attributes through its value', () => {
    const hostile = serializeTestCookie({ ...cookie, value: 'x; Domain=evil.example; Max-Age=1' }, false);
    expect(hostile.split('; ')).toEqual([`${cookie.name}=x%3B%20Domain%3Devil.example%3B%20Max-Age%3D1`, 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
  });

  it('reads back what it wrote, and only the exact name', () => {
    const jar = `other=1; builder.tests.home-main-en-us-x=wrong; ${serializeTestCookie(cookie, false).split(';')[0]}`;
    expect(readCookie(jar, cookie.name)).toBe(cookie.value);
    expect(readCookie('other=1', cookie.name)).toBeUndefined();
    expect(readCookie('builder.tests.a=%E0%A4%A', 'builder.tests.a')).toBe('%E0%A4%A');
  });
});
