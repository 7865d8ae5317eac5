import { describe, expect, it } from 'vitest';
import { THEME_CONFIG, themeForHost } from '@/config/themes';

describe('themes', () => {
  it('a vet host selects the vet theme whatever its port or case', () => {
    expect(themeForHost('vet.localhost:3000', ['vet.localhost'])).toBe('vet');
    expect(themeForHost('VET.Example.com', ['vet.example.com'])).toBe('vet');
  });

  it('any other host, or none, selects the main theme', () => {
    expect(themeForHost('localhost:3000', ['vet.localhost'])).toBe('main');
    expect(themeForHost('evil-vet.localhost', ['vet.localhost'])).toBe('main');
    expect(themeForHost(null, ['vet.localhost'])).toBe('main');
  });

  it("the main theme shows 'contact us | faqs' and 'where to buy'; the vet theme only 'contact us'", () => {
    expect(THEME_CONFIG.main.headerButtons.map((b) => b.label)).toEqual(['contact us | faqs', 'where to buy']);
    expect(THEME_CONFIG.vet.headerButtons.map((b) => b.label)).toEqual(['contact us']);
  });
});
