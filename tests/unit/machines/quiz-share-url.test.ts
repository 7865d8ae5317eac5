import { describe, expect, it } from 'vitest';
import { TEXT_ANSWER_MAX_LENGTH, type QuizAnswers } from '@/engine';
import {
  decodeShareValue,
  encodeShareValue,
  readShareValue,
  SHARE_QUERY_PARAM,
  SHARE_VALUE_MAX_LENGTH,
  sharePath,
  type ShareUrlErrorCode,
} from '@/machines/quiz';
import { CAT_ANSWERS, DOG_ANSWERS, loadDefaultFlow } from '@tests/support/quiz-test-data';

const config = loadDefaultFlow();

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

const codeOf = (value: string): ShareUrlErrorCode | 'ok' => {
  const result = decodeShareValue(config, value);
  return result.ok ? 'ok' : result.error.code;
};

describe('the shared results URL', () => {
  it('round-trips the answers of a dog and a cat', () => {
    for (const answers of [DOG_ANSWERS, CAT_ANSWERS]) {
      expect(decodeShareValue(config, encodeShareValue(answers, config))).toEqual({ ok: true, answers });
    }
  });

  it('is URL-safe without percent-encoding and short enough to share', () => {
    const value = encodeShareValue({ ...DOG_ANSWERS, name: 'Ünïcødé 🐶 & friends, "quoted"?/#' }, config);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(value)).toBe(value);
    expect(encodeShareValue(DOG_ANSWERS, config).length).toBeLessThan(300);
  });

  it('encodes the same answers to the same value whatever their key order', () => {
    const reversed = Object.fromEntries(Object.entries(DOG_ANSWERS).reverse()) as QuizAnswers;
    expect(encodeShareValue(reversed, config)).toBe(encodeShareValue(DOG_ANSWERS, config));
  });

  it('builds the link on the site path and reads it back from a query string', () => {
    const path = sharePath('/en-gb/product-selector', CAT_ANSWERS, config);
    expect(path).toBe(`/en-gb/product-selector?${SHARE_QUERY_PARAM}=${encodeShareValue(CAT_ANSWERS, config)}`);
    expect(sharePath('/en-gb/product-selector?quiz=old#top', CAT_ANSWERS, config)).toBe(path);
    const value = readShareValue(new URL(path, 'https://example.com').search);
    expect(value && decodeShareValue(config, value)).toEqual({ ok: true, answers: CAT_ANSWERS });
    expect(readShareValue('?utm_source=mail')).toBeUndefined();
  });

  it('refuses a value that is not base64url with a typed error', () => {
    expect(codeOf('abc$def')).toBe('not-base64url');
    expect(codeOf('a')).toBe('not-base64url');
    expect(codeOf('eyJ0eXBlIjpbImRvZyJdfQ==')).toBe('not-base64url');
    // Bytes that are not UTF-8.
    expect(codeOf(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'))).toBe('not-base64url');
  });

  it('refuses an empty value and an over-long one', () => {
    expect(codeOf('')).toBe('empty');
    expect(codeOf('A'.repeat(SHARE_VALUE_MAX_LENGTH + 4))).toBe('too-long');
  });

  it('refuses a value that does not hold answers', () => {
    expect(codeOf(base64url('{"type":'))).toBe('not-json');
    expect(codeOf(base64url('[1,2]'))).toBe('wrong-shape');
    expect(codeOf(base64url('null'))).toBe('wrong-shape');
    expect(codeOf(base64url('{"type":[1]}'))).toBe('wrong-shape');
    expect(codeOf(base64url('{"type":{"a":1}}'))).toBe('wrong-shape');
  });

  it('refuses tampered answers through the same validation as the engine', () => {
    const tamper = (patch: Record<string, unknown>): string => base64url(JSON.stringify({ ...DOG_ANSWERS, ...patch }));
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['an unknown option', { love: ['chicken', 'unicorn'] }, 'unknown-option'],
      ['an option for the other species', { love: ['pate'] }, 'other-species-option'],
      ['an exclusive option combined', { avoid: ['none', 'no-fish'] }, 'exclusive-combined'],
      ['two options for a single choice', { size: ['small-dog', 'large-dog'] }, 'too-many-options'],
      ['a missing answer', { age: [] }, 'missing-answer'],
      ['an unknown question', { colour: ['red'] }, 'unknown-question'],
      ['an over-long name', { name: 'x'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) }, 'text-too-long'],
      ['a list for the name', { name: ['Rex'] }, 'wrong-answer-kind'],
    ];
    for (const [, patch, code] of cases) {
      const result = decodeShareValue(config, tamper(patch));
      expect(result.ok).toBe(false);
      if (!result.ok && result.error.code === 'invalid-answers') expect(result.error.errors.map((e) => e.code)).toContain(code);
      else expect.fail(`expected invalid-answers for ${JSON.stringify(patch)}`);
    }
  });

  it('refuses a __proto__ key instead of dropping it', () => {
    const value = base64url(`{"__proto__":["dog"],${JSON.stringify(DOG_ANSWERS).slice(1)}`);
    expect(codeOf(value)).toBe('invalid-answers');
  });
});
