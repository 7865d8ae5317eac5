import { describe, expect, it } from 'vitest';
import { BLOCK_TAGS, blockTag, isVoidTag, safeAttributes, safeHref } from '@/page-runtime/state/safe-attributes';

describe('a block draws only allowlisted tags', () => {
  it('an allowlisted tag is kept, in lower case', () => {
    expect(blockTag('a', false)).toBe('a');
    expect(blockTag('H2', false)).toBe('h2');
    expect(blockTag(' blockquote ', false)).toBe('blockquote');
  });
  it.each(['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'textarea', 'img', 'svg', 'template', 'meta', 'link', 'base', 'noscript', 'my-widget'])('%s draws as a div', (tag) => {
    expect(blockTag(tag, false)).toBe('div');
    expect(BLOCK_TAGS).not.toContain(tag);
  });
  it('no tag is a div; a div with a link is an a, as the SDK turns a linked box into a link', () => {
    expect(blockTag(undefined, false)).toBe('div');
    expect(blockTag(undefined, true)).toBe('a');
    expect(blockTag('div', true)).toBe('a');
    expect(blockTag('section', true)).toBe('section');
  });
  it('hr and br are void; boxes are not', () => {
    expect(isVoidTag('hr')).toBe(true);
    expect(isVoidTag('br')).toBe(true);
    expect(isVoidTag('div')).toBe(false);
    expect(isVoidTag('a')).toBe(false);
  });
});

describe('a block draws only attributes that cannot run code', () => {
  it('paths, anchors, http(s), mailto: and tel: are safe links', () => {
    for (const href of ['/dog-food', '#recipes', 'https://example.com/a', 'http://example.com', 'mailto:help@example.com', 'tel:+15550100']) expect(safeHref(href)).toBe(href);
  });
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.example/x', 'java\nscript:x'])('%j is no link', (href) => {
    expect(safeHref(href)).toBeUndefined();
    expect(safeAttributes({ href })).toEqual({});
  });
  it('text attributes, safe links and a target are kept; a new tab gets noopener', () => {
    expect(safeAttributes({ href: '/cat-food', title: 'Cat food', 'data-grams': 1234, 'aria-label': 'Shop', target: '_blank', cite: '/about' })).toEqual({
      href: '/cat-food',
      title: 'Cat food',
      'data-grams': '1234',
      'aria-label': 'Shop',
      target: '_blank',
      rel: 'noopener noreferrer',
      cite: '/about',
    });
  });
  it('event handlers, style, srcdoc, unknown targets and object values are dropped', () => {
    expect(safeAttributes({ onclick: 'x()', onMouseOver: 'x()', style: 'color:red', srcdoc: '<b>x</b>', target: 'javascript:x', 'data-item': { a: 1 }, title: null })).toEqual({});
  });
  it('booleans and 0 are attribute text; non-finite numbers are dropped', () => {
    expect(safeAttributes({ 'data-none': 0, 'data-yes': true, 'data-bad': Number.NaN })).toEqual({ 'data-none': '0', 'data-yes': 'true' });
  });
});
