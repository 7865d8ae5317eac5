import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/config/constants';
import { excerpt } from '@/services/search/excerpt';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('excerpt: 33 words followed by an ellipsis', () => {
  it('cuts a longer text to SEARCH.excerptWords words and adds the ellipsis', () => {
    const out = excerpt(words(40));
    expect(out.endsWith(SEARCH.excerptEllipsis)).toBe(true);
    expect(out.slice(0, -SEARCH.excerptEllipsis.length).split(' ')).toHaveLength(SEARCH.excerptWords);
    expect(out).toBe(`${words(33)}…`);
  });

  it('returns a text of exactly 33 words whole, without an ellipsis', () => {
    expect(excerpt(words(33))).toBe(words(33));
  });

  it('collapses whitespace and trims', () => {
    expect(excerpt('  fresh \n\n food\tfor   dogs ')).toBe('fresh food for dogs');
    expect(excerpt('')).toBe('');
  });

  it('never splits a <mark> tag of highlighted text', () => {
    const html = `${words(32)} <mark>puppy</mark> after`;
    expect(excerpt(html)).toBe(`${words(32)} <mark>puppy</mark>…`);
  });

  it('takes an explicit word count', () => {
    expect(excerpt('one two three four', 2)).toBe('one two…');
  });
});
