import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAnswers } from '@/engine';
import { decodeShareValue, encodeShareValue } from '@/machines/quiz';
import { validAnswersArbitrary } from '@tests/arbitraries/quiz';
import { loadDefaultFlow } from '@tests/support/quiz-test-data';

// In the property project (long timeout): hundreds of generated links take seconds on a busy machine.
const config = loadDefaultFlow();

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

describe('shared results URL properties', () => {
  it('decode(encode(a)) equals a for every valid answer set', () => {
    fc.assert(
      fc.property(validAnswersArbitrary(config), (answers) => {
        expect(validateAnswers(config, answers).ok).toBe(true);
        expect(decodeShareValue(config, encodeShareValue(answers, config))).toEqual({ ok: true, answers });
      }),
      { numRuns: 500 },
    );
  });

  it('any string is either decoded to valid answers or refused with a typed error, never thrown', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String().map((s) => s.replace(/=+$/, '')), fc.json().map(base64url)), (value) => {
        const result = decodeShareValue(config, value);
        if (result.ok) expect(validateAnswers(config, result.answers).ok).toBe(true);
        else expect(typeof result.error.message).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
