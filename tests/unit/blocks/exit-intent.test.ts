import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXIT_MODAL_COOKIE,
  EXIT_MODAL_COOKIE_MAX_AGE_S,
  isQuizPath,
  leftThroughTop,
  mayOpen,
  seenCookie,
  seenThisSession,
  upwardFlick,
} from '@/blocks/exit-modal/exit-intent';
import { LOCALES, PAGE_BUILDER } from '@/config/constants';

describe('exit modal rules', () => {
  it('the seen cookie lives for the §9 session length (30 minutes), site-wide', () => {
    expect(EXIT_MODAL_COOKIE_MAX_AGE_S).toBe(PAGE_BUILDER.sessionCookieLifetimeMinutes * 60);
    const cookie = seenCookie();
    expect(cookie).toContain(`${EXIT_MODAL_COOKIE}=1`);
    expect(cookie).toContain('Max-Age=1800');
    expect(cookie).toContain('Path=/');
  });

  it('once the cookie is there the modal counts as seen this session, whatever other cookies say', () => {
    expect(seenThisSession('')).toBe(false);
    expect(seenThisSession(`a=1; ${EXIT_MODAL_COOKIE}=1; b=2`)).toBe(true);
    expect(seenThisSession(`${EXIT_MODAL_COOKIE}x=1`)).toBe(false);
  });

  it('desktop exit intent is the pointer leaving the window through the top edge only', () => {
    expect(leftThroughTop({ relatedTarget: null, clientY: 0 })).toBe(true);
    expect(leftThroughTop({ relatedTarget: null, clientY: -5 })).toBe(true);
    expect(leftThroughTop({ relatedTarget: null, clientY: 300 })).toBe(false);
    // Moving between elements inside the page is never exit intent.
    expect(leftThroughTop({ relatedTarget: {}, clientY: -5 })).toBe(false);
  });

  it('the quiz route never shows the modal, in every locale prefix', () => {
    expect(isQuizPath('/product-selector', LOCALES)).toBe(true);
    expect(isQuizPath('/en-gb/product-selector', LOCALES)).toBe(true);
    expect(isQuizPath('/en-ca/product-selector/', LOCALES)).toBe(true);
    expect(isQuizPath('/product-selector-guide', LOCALES)).toBe(false);
    expect(isQuizPath('/compare', LOCALES)).toBe(false);
  });

  it('touch rule: a quick upward flick of a quarter screen after reading a screen opens it', () => {
    expect(upwardFlick([{ t: 0, y: 2000 }, { t: 200, y: 1700 }], 2000, 800)).toBe(true);
  });

  it('touch rule: a flick before the visitor read a whole screen does not count', () => {
    expect(upwardFlick([{ t: 0, y: 700 }, { t: 100, y: 100 }], 700, 800)).toBe(false);
  });

  it('touch rule: slow scrolling up (reading back) never counts, however far', () => {
    const slow = Array.from({ length: 20 }, (_, i) => ({ t: i * 500, y: 3000 - i * 100 }));
    expect(upwardFlick(slow, 3000, 800)).toBe(false);
  });

  it('touch rule: scrolling down never opens it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 300, max: 1200 }), (steps, viewport) => {
        let y = 0;
        const samples = steps.map((d, i) => ({ t: i * 16, y: (y += d) }));
        return !upwardFlick(samples, y, viewport);
      }),
    );
  });

  it('it opens only when not seen, not on the quiz, no form in progress and no other modal', () => {
    const ok = { seen: false, onQuiz: false, formInProgress: false, otherModalOpen: false };
    expect(mayOpen(ok)).toBe(true);
    for (const key of Object.keys(ok) as (keyof typeof ok)[]) expect(mayOpen({ ...ok, [key]: true }), key).toBe(false);
  });
});
