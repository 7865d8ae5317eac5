import fc from 'fast-check';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSplicedGzip, gzipWithNonce, joinWith } from '@/server/http/spliced-gzip';

const NONCE_LENGTH = 24;
const nonceOf = (letter: string) => Buffer.from(letter.repeat(NONCE_LENGTH));

/** A page-like text: repetitive markup, so matches reach back across the nonces' cuts. */
function page(scripts: number): Buffer[] {
  const parts: string[] = ['<!doctype html><html><head><style>.a{color:red}</style>'];
  for (let i = 0; i < scripts; i++) parts.push(`"><script>self.__next_f.push([1,"chunk ${i} of the payload, with words that repeat and repeat"])</script><script nonce="`);
  parts.push('"></script></body></html>');
  return parts.map((part) => Buffer.from(part));
}

describe('a page is compressed once and each view writes its own nonce into it', () => {
  it('a view decodes to the page with its nonce in every place the page had one', () => {
    const parts = page(40);
    const spliced = buildSplicedGzip(parts, NONCE_LENGTH);
    expect(spliced).not.toBeNull();
    if (spliced === null) return;
    expect(spliced.slots).toHaveLength(parts.length - 1);
    for (const letter of ['x', 'Q']) expect(gunzipSync(gzipWithNonce(spliced, parts, nonceOf(letter)))).toEqual(joinWith(parts, nonceOf(letter)));
  });

  it('every view of a page is the same length: only the nonce bytes differ', () => {
    const parts = page(10);
    const spliced = buildSplicedGzip(parts, NONCE_LENGTH);
    if (spliced === null) throw new Error('not spliced');
    const a = gzipWithNonce(spliced, parts, nonceOf('a'));
    const b = gzipWithNonce(spliced, parts, nonceOf('b'));
    expect(a.length).toBe(b.length);
    const differing = [...a].filter((byte, i) => byte !== b[i]).length;
    // The nonce bytes and the 4 bytes of the CRC.
    expect(differing).toBeLessThanOrEqual(spliced.slots.length * NONCE_LENGTH + 4);
  });

  it('the copy costs gzip at level 6 of the whole page plus a few bytes per nonce: matches still reach across the cuts', () => {
    const parts = page(60);
    const spliced = buildSplicedGzip(parts, NONCE_LENGTH);
    if (spliced === null) throw new Error('not spliced');
    const whole = gzipSync(joinWith(parts, nonceOf('n')), { level: 6 }).length;
    // Per nonce: its bytes, a stored block's 5, the flush's empty block and the next block's code
    // tables. A run compressed without the text before it would cost its whole length again.
    const perNonce = NONCE_LENGTH + 80;
    expect(gzipWithNonce(spliced, parts, nonceOf('n')).length).toBeLessThanOrEqual(whole + spliced.slots.length * perNonce);
  });

  it('any page cut at any places decodes with any nonce (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3000 }), { minLength: 2, maxLength: 12 }),
        fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...'ABCabc0123+/='.split('')) }),
        (texts, nonce) => {
          const parts = texts.map((text) => Buffer.from(text.replace(/\0/g, '')));
          const spliced = buildSplicedGzip(parts, Buffer.byteLength(nonce));
          if (spliced === null) return false;
          return gunzipSync(gzipWithNonce(spliced, parts, Buffer.from(nonce))).equals(joinWith(parts, Buffer.from(nonce)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a page without a nonce has nothing to splice', () => {
    expect(buildSplicedGzip([Buffer.from('<html></html>')], NONCE_LENGTH)).toBeNull();
    expect(buildSplicedGzip(page(2), 0)).toBeNull();
  });
});
