/**
 * The Text element's HTML, reduced to what rich text needs. The SDK writes an editor's HTML into
 * the page as it is; the server renderer keeps the formatting an editor can produce (paragraphs,
 * headings, lists, emphasis, links, colours and alignment) and drops everything else, so a pasted
 * script, event handler, form or iframe never reaches a visitor, CSP or not.
 */
import 'server-only';
import sanitizeHtml from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i, /^[a-z]+$/i];
const LENGTH = [/^\d+(?:\.\d+)?(?:px|em|rem|%)?$/];

/** A link to the privacy policy, in any locale, on this site. */
const PRIVACY_POLICY_HREF = /^(?:\/en-(?:ca|gb))?\/privacy-policy(?:[?#]|$)/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], '*': ['style', 'class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(?:left|right|center|justify|start|end)$/],
      'font-size': LENGTH,
      'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      'line-height': LENGTH,
    },
  },
  // A new tab never hands the opened page `window.opener`; the privacy policy always opens in one (§2).
  transformTags: {
    a: (tagName, attribs) => {
      const target = PRIVACY_POLICY_HREF.test(attribs.href ?? '') ? '_blank' : attribs.target;
      return { tagName, attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

/**
 * @example sanitizeRichText('<p onclick="x()">Hi <script>x()</script><b>there</b></p>') // '<p>Hi <b>there</b></p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
