/**
 * Text an action changed, made safe for the page in the browser: the server sanitizes the first
 * HTML with sanitize-html (render/rich-text.ts), too big to ship for this; the browser's own parser
 * does the parsing here, and only the tags and link schemes rich text needs survive, without
 * attributes other than a safe link's. Text without markup is escaped and nothing else.
 */
import { safeHref } from './safe-attributes';

const TAGS = new Set(['P', 'BR', 'SPAN', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SUB', 'SUP', 'A', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'CODE', 'PRE', 'HR']);
/** Elements whose content is code or markup, not text: dropped with what they hold. */
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'SVG', 'MATH']);

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function clean(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(escape(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return;
  const kept = TAGS.has(tag);
  if (kept) {
    const href = tag === 'A' ? safeHref(element.getAttribute('href')) : undefined;
    out.push(`<${tag.toLowerCase()}${href ? ` href="${escape(href)}"` : ''}>`);
  }
  element.childNodes.forEach((child) => clean(child, out));
  if (kept && tag !== 'BR' && tag !== 'HR') out.push(`</${tag.toLowerCase()}>`);
}

/**
 * @example safeHtml('<p onclick="x()">Hi <script>x()</script><b>there</b></p>') // '<p>Hi <b>there</b></p>'
 */
export function safeHtml(value: string): string {
  if (!/[<&]/.test(value)) return escape(value);
  const parsed = new DOMParser().parseFromString(value, 'text/html');
  const out: string[] = [];
  parsed.body.childNodes.forEach((child) => clean(child, out));
  return out.join('');
}
