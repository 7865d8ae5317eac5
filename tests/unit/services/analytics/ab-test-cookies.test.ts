import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AB_TEST_EVENTS, abTest, abTestEventsFromCookies } from '@/services/analytics';

const cookieChar = fc.constantFrom(';', '=', '%', '"', ' ', '.', '-', '_', 'b', 'u', 't', 's', 'E', '0', '2', 'A', 'F', 'Z', '<', '/', '\u00e9', '\ud83d');

describe('A/B-test events from cookies', () => {
  it('only cookies named builder.tests.<contentId> become events', () => {
    expect(abTestEventsFromCookies('theme=dark; builder.tests.c0ffee=v2; _ga=GA1.1.1; builder.session=abc')).toEqual([
      abTest('c0ffee', 'v2'),
    ]);
  });

  it('every test cookie becomes one event, in cookie order', () => {
    expect(abTestEventsFromCookies('builder.tests.a1=b1;builder.tests.a2=a2')).toEqual([abTest('a1', 'b1'), abTest('a2', 'a2')]);
  });

  it('an empty cookie string yields no events', () => {
    expect(abTestEventsFromCookies('')).toEqual([]);
  });

  it('percent-encoded values are decoded; names are taken as written, as the browser sends them', () => {
    expect(abTestEventsFromCookies('builder.tests.c0ffee=v%32')).toEqual([abTest('c0ffee', 'v2')]);
    expect(abTestEventsFromCookies('builder%2Etests%2Ec0ffee=v2')).toEqual([]);
  });

  it('quoted values are unquoted', () => {
    expect(abTestEventsFromCookies('builder.tests.c0ffee="v2"')).toEqual([abTest('c0ffee', 'v2')]);
  });

  it('bad percent-encodings are ignored, not thrown, and do not hide good cookies', () => {
    expect(abTestEventsFromCookies('builder.tests.bad=%E0%A4%A; builder.tests.%ZZ=v1; builder.tests.good=v3')).toEqual([
      abTest('good', 'v3'),
    ]);
  });

  it('pairs without a value, an empty test id or an empty variation are ignored', () => {
    expect(abTestEventsFromCookies('builder.tests.c0ffee; builder.tests.=v1; builder.tests.c0ffee=; ;;=')).toEqual([]);
  });

  it('ids outside the safe alphabet (markup, paths, spaces, oversized) are ignored', () => {
    const hostile = [
      'builder.tests.<script>=v1',
      'builder.tests.c0ffee=<img src=x onerror=alert(1)>',
      'builder.tests.c0ffee=..%2F..%2Fetc',
      'builder.tests.c0ffee=a b',
      `builder.tests.${'a'.repeat(129)}=v1`,
      `builder.tests.c0ffee=${'v'.repeat(129)}`,
    ].join('; ');
    expect(abTestEventsFromCookies(hostile)).toEqual([]);
  });

  it('prototype-looking ids are plain ids, never object keys', () => {
    expect(abTestEventsFromCookies('builder.tests.__proto__=constructor')).toEqual([abTest('__proto__', 'constructor')]);
  });

  it('a repeated test keeps its first value (the most specific cookie path comes first)', () => {
    expect(abTestEventsFromCookies('builder.tests.c0ffee=v2; builder.tests.c0ffee=v1')).toEqual([abTest('c0ffee', 'v2')]);
  });

  it('a crafted cookie string cannot push more than the cap', () => {
    const many = Array.from({ length: 500 }, (_, i) => `builder.tests.t${i}=v${i}`).join('; ');
    expect(abTestEventsFromCookies(many)).toHaveLength(MAX_AB_TEST_EVENTS);
  });

  it('never throws and only returns well-formed events, whatever the cookie string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          // Cookie syntax and percent-encoding characters, so most strings are near-misses.
          fc.string({ unit: cookieChar, maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc
            .array(fc.tuple(fc.constantFrom('builder.tests.', 'builder.test.', ''), fc.string({ unit: cookieChar, maxLength: 12 }), fc.string({ unit: cookieChar, maxLength: 12 })), {
              maxLength: 12,
            })
            .map((pairs) => pairs.map(([prefix, name, value]) => `${prefix}${name}=${value}`).join('; ')),
        ),
        (cookie) => {
          const events = abTestEventsFromCookies(cookie);
          expect(events.length).toBeLessThanOrEqual(MAX_AB_TEST_EVENTS);
          for (const e of events) {
            expect(e.test_id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
            expect(e.variation_id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
          }
          expect(new Set(events.map((e) => e.test_id)).size).toBe(events.length);
        },
      ),
      { numRuns: 300 },
    );
    // Generous: fast-check generation is CPU-bound and the test machine is shared.
  }, 30_000);
});
