import { describe, expect, it } from 'vitest';
import { scrollPosition } from '@/ui/dom/use-scroll-pager';

describe('scrollPosition', () => {
  it('a scroller at its left edge is at the start and on its first page', () => {
    expect(scrollPosition({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: true, atEnd: false, page: 0 });
  });

  it('counts a sub-pixel short scroll as at the end, so Next is disabled on the last view', () => {
    expect(scrollPosition({ scrollLeft: 598.5, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: false, atEnd: true, page: 2 });
  });

  it('a view more than the slack from either end is at neither', () => {
    expect(scrollPosition({ scrollLeft: 300, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: false, atEnd: false, page: 1 });
  });

  it('content that fits in one view is at both ends', () => {
    expect(scrollPosition({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toMatchObject({ atStart: true, atEnd: true });
  });

  it('a scroller with no width yet (not laid out) reports the first page, not NaN', () => {
    expect(scrollPosition({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 }).page).toBe(0);
  });
});
