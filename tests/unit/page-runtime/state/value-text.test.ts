import { describe, expect, it } from 'vitest';
import { valueText } from '@/page-runtime/state/value-text';

describe('a bound value shows as the SDK prints it', () => {
  it('numbers show, 0 and decimals included', () => {
    expect(valueText(0)).toBe('0');
    expect(valueText(1234)).toBe('1234');
    expect(valueText(3.5)).toBe('3.5');
    expect(valueText(-0.25)).toBe('-0.25');
  });
  it('booleans show as true and false', () => {
    expect(valueText(true)).toBe('true');
    expect(valueText(false)).toBe('false');
  });
  it('null and undefined show nothing', () => {
    expect(valueText(null)).toBe('');
    expect(valueText(undefined)).toBe('');
  });
  it('strings show as they are, the empty string included', () => {
    expect(valueText('<p>Rex</p>')).toBe('<p>Rex</p>');
    expect(valueText('')).toBe('');
  });
  it('arrays and objects print as String() prints them, as in a {{ }} template', () => {
    expect(valueText(['beef', 'peas'])).toBe('beef,peas');
    expect(valueText({ a: 1 })).toBe('[object Object]');
  });
});
