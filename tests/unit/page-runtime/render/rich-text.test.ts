import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/page-runtime/render/rich-text';

describe('rich text from the Text element', () => {
  it('keeps the formatting an editor makes: paragraphs, headings, lists, emphasis, links, colour and alignment', () => {
    const html = '<h2>Why fresh</h2><p style="text-align: center; color: #1d4d2b">Kept <strong>cold</strong>, <em>never</em> on a shelf.</p><ul><li><a href="/where-to-buy">Find us</a></li></ul>';
    expect(sanitizeRichText(html)).toBe(html.replace('text-align: center; color: #1d4d2b', 'text-align:center;color:#1d4d2b'));
  });

  it('drops scripts, event handlers, frames, forms and script links', () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a></p><iframe src="https://x.test"></iframe><form><input></form>')).toBe('<p>Hi<a>x</a></p>');
  });

  it('a link that opens a new tab never gives the new page window.opener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('styles outside the allowlist are removed (no positioning over the page)', () => {
    expect(sanitizeRichText('<span style="position:fixed;top:0;color:red">x</span>')).toBe('<span style="color:red">x</span>');
  });

  it('a link to the privacy policy, in any locale, always opens in a new tab (§2); other site links stay in the tab', () => {
    expect(sanitizeRichText('<a href="/privacy-policy">p</a>')).toBe('<a href="/privacy-policy" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitizeRichText('<a href="/en-gb/privacy-policy#cookies">p</a>')).toBe('<a href="/en-gb/privacy-policy#cookies" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitizeRichText('<a href="/contact">c</a>')).toBe('<a href="/contact">c</a>');
  });
});
