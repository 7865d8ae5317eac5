import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatIssues, issuePath, plainIssues } from '@/domain/zod-issues';

const schema = z.object({ items: z.array(z.object({ upc: z.string().regex(/^\d{12}$/, 'expected 12 digits') })), 'odd key': z.number() });
const failure = () => {
  const result = schema.safeParse({ items: [{ upc: '1' }, { upc: '123456789012' }, { upc: 'x' }], 'odd key': 'no' });
  if (result.success) throw new Error('the sample must fail');
  return result.error;
};

describe('zod issues, worded once', () => {
  it('JSON paths read the way a person would look them up', () => {
    expect(issuePath([])).toBe('$');
    expect(issuePath([3, 'sizesAndUPCs', 0, 'upc'])).toBe('$[3].sizesAndUPCs[0].upc');
    expect(issuePath(['data', 'blocks', 0, '@type'])).toBe('$.data.blocks[0]["@type"]');
  });

  it('every issue is listed with its path, in order, one per line by default', () => {
    expect(formatIssues(failure()).split('\n')).toEqual([
      '$.items[0].upc: expected 12 digits',
      '$.items[2].upc: expected 12 digits',
      '$["odd key"]: Invalid input: expected number, received string',
    ]);
  });

  it('a file prefix, a base path and a record note are put where a reader looks for them', () => {
    const text = formatIssues(failure(), { separator: '; ', linePrefix: 'data.json: ', basePath: [7], note: (path) => ` (item ${String(path[2] ?? '-')})` });
    expect(text.split('; ')[0]).toBe('data.json: $[7].items[0].upc (item 0): expected 12 digits');
    expect(text.split('; ')).toHaveLength(3);
  });

  it('plain issues keep path, message and code and nothing a client component cannot take', () => {
    const [first] = plainIssues(failure());
    expect(first).toEqual({ path: ['items', 0, 'upc'], message: 'expected 12 digits', code: 'invalid_format' });
  });
});
