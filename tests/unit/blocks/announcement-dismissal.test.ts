import { describe, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import {
  DISMISSED_COOKIE,
  DISMISSED_COOKIE_MAX_AGE_S,
  MAX_REMEMBERED,
  announcementId,
  dismissedCookie,
  parseDismissed,
  withDismissed,
} from '@/blocks/announcement-bar/dismissal';

describe('announcement dismissal', () => {
  it('the same announcement has the same id; changing its text or link shows it again', () => {
    expect(announcementId('Free guide', '/guide')).toBe(announcementId('Free guide', '/guide'));
    expect(announcementId('Free guide!', '/guide')).not.toBe(announcementId('Free guide', '/guide'));
    expect(announcementId('Free guide', '/other')).not.toBe(announcementId('Free guide', '/guide'));
  });

  it('a dismissal is remembered alongside earlier ones, once', () => {
    const once = withDismissed(undefined, 'a');
    const twice = withDismissed(withDismissed(once, 'b'), 'a');
    expect(parseDismissed(twice)).toEqual(['b', 'a']);
  });

  it('only the most recent dismissals are kept', () => {
    let stored: string | undefined;
    for (let i = 0; i < MAX_REMEMBERED + 5; i++) stored = withDismissed(stored, `id${i}`);
    const ids = parseDismissed(stored);
    expect(ids).toHaveLength(MAX_REMEMBERED);
    expect(ids.at(-1)).toBe(`id${MAX_REMEMBERED + 4}`);
  });

  it('a malformed or forged cookie value counts only for the well-formed ids in it', () => {
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('["a"]')).toEqual([]);
    expect(parseDismissed('abc.<script>.toolongid1.XYZ..def')).toEqual(['abc', 'def']);
    const real = announcementId('Free guide', '/guide');
    expect(parseDismissed(withDismissed('garbage!', real))).toEqual([real]);
  });

  it('the cookie is site-wide, Lax, kept for a year, and Secure on https', () => {
    const cookie = parseSetCookie(dismissedCookie(withDismissed(undefined, 'abc'), true));
    expect(cookie).toMatchObject({ name: DISMISSED_COOKIE, value: 'abc', path: '/', sameSite: 'lax', secure: true, maxAge: DISMISSED_COOKIE_MAX_AGE_S });
    expect(parseSetCookie(dismissedCookie('abc', false)).secure).toBeFalsy();
  });
});
