import { describe, expect, it } from 'vitest';
import { announcementId } from '@/blocks/announcement-bar/dismissal';
import { omitDismissedAnnouncements } from '@/blocks/announcement-bar/omit-dismissed';
import type { ContentBlock } from '@/domain/content/block';

const element = (rest: Partial<ContentBlock>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...rest });
const bar = (text: string, extra: Record<string, unknown> = {}) =>
  element({ id: `bar-${text}`, component: { name: 'Announcement bar', options: { text, url: '/guide', ...extra } } });
const heading = element({ id: 'heading', component: { name: 'Text', options: { text: '<h1>Guide</h1>' } } });
const ids = (blocks: readonly unknown[]): string[] => JSON.stringify(blocks).match(/"id":"[^"]+"/g) ?? [];

describe('the server leaves out the announcements a visitor closed', () => {
  const closed = announcementId('Old news', '/guide');

  it('a closed announcement is not rendered; the rest of the page is', () => {
    expect(omitDismissedAnnouncements([bar('Old news'), heading], [closed])).toEqual([heading]);
  });

  it('a different announcement, or the same one edited, is still shown', () => {
    const blocks = [bar('New news'), bar('Old news!'), heading];
    expect(omitDismissedAnnouncements(blocks, [closed])).toBe(blocks);
  });

  it('the id is that of the parsed options, as the browser computed it (text trimmed)', () => {
    expect(omitDismissedAnnouncements([bar('  Old news  '), heading], [closed])).toEqual([heading]);
  });

  it('a bar that is not dismissible is never left out, whatever the cookie says', () => {
    const blocks = [bar('Old news', { dismissible: false })];
    expect(omitDismissedAnnouncements(blocks, [closed])).toBe(blocks);
  });

  it('a closed announcement is found inside boxes, Columns and inline Symbols', () => {
    const inBox = element({ id: 'box', children: [bar('Old news'), heading] });
    const inColumns = element({ id: 'columns', component: { name: 'Columns', options: { columns: [{ blocks: [bar('Old news')] }, { blocks: [heading] }] } } });
    const inSymbol = element({
      id: 'symbol',
      component: { name: 'Symbol', options: { symbol: { content: { data: { blocks: [bar('Old news')] } } } } },
    });
    const result = omitDismissedAnnouncements([inBox, inColumns, inSymbol], [closed]);
    expect(ids(result)).toEqual(['"id":"box"', '"id":"heading"', '"id":"columns"', '"id":"heading"', '"id":"symbol"']);
    expect(JSON.stringify(result)).not.toContain('Old news');
  });

  it('with nothing closed the content is passed through untouched (no copy)', () => {
    const blocks = [bar('Old news'), heading];
    expect(omitDismissedAnnouncements(blocks, [])).toBe(blocks);
    expect(omitDismissedAnnouncements(blocks, ['zzz'])).toBe(blocks);
  });
});
