import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED, announcementId, parseDismissed, withDismissed } from '@/blocks/announcement-bar/dismissal';

describe('announcement dismissal', () => {
  it('the same announcement has the same id; changing its text or link shows it again', () => {
    expect(announcementId('Free guide', '/guide')).toBe(announcementId('Free guide', '/guide'));
    expect(announcementId('Free guide!', '/guide')).not.toBe(announcementId('Free guide', '/guide'));
    expect(announcementId('Free guide', '/other')).not.toBe(announcementId('Free guide', '/guide'));
  });

  it('a dismissal is remembered alongside earlier ones, once', () => {
    const once = withDismissed(null, 'a');
    const twice = withDismissed(withDismissed(once, 'b'), 'a');
    expect(parseDismissed(twice)).toEqual(['b', 'a']);
  });

  it('only the most recent dismissals are kept', () => {
    let stored: string | null = null;
    for (let i = 0; i < MAX_REMEMBERED + 5; i++) stored = withDismissed(stored, `id${i}`);
    const ids = parseDismissed(stored);
    expect(ids).toHaveLength(MAX_REMEMBERED);
    expect(ids.at(-1)).toBe(`id${MAX_REMEMBERED + 4}`);
  });

  it('a malformed stored value counts as nothing dismissed (the bar shows)', () => {
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('[1,"x"]')).toEqual(['x']);
  });
});
