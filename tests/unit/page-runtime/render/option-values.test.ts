import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBlockOptions } from '@/page-runtime/render/option-values';

const schema = z.object({
  heading: z.string().min(1),
  subheading: z.string().optional(),
  count: z.number().optional(),
  steps: z.array(z.object({ heading: z.string() })).default([]),
});

describe("a registered block's text option bound to a number or boolean shows it, as the SDK passes it to the component", () => {
  it('numbers, 0 and booleans in string fields become their text', () => {
    const parsed = parseBlockOptions(schema, { heading: 250000, subheading: 0, steps: [{ heading: true }] });
    expect(parsed.success && parsed.data).toEqual({ heading: '250000', subheading: '0', steps: [{ heading: 'true' }] });
  });
  it('a number where the schema wants a number is left alone', () => {
    const parsed = parseBlockOptions(schema, { heading: 'Hi', count: 3 });
    expect(parsed.success && parsed.data.count).toBe(3);
  });
  it('other mismatches are still invalid options (the block shows its error)', () => {
    expect(parseBlockOptions(schema, { heading: { text: 'x' } }).success).toBe(false);
    expect(parseBlockOptions(schema, { heading: null }).success).toBe(false);
    expect(parseBlockOptions(schema, { heading: 1, count: 'many' }).success).toBe(false);
  });
});
