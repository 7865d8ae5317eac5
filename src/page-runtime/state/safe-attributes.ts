/**
 * The element and attributes a block may be drawn with, by the server renderer and by the state
 * island alike. Builder lets an editor pick any tag and any attribute (`tagName`, `properties`,
 * bindings of `properties.*` and `href`); a published page draws only tags from an allowlist (no
 * script, style, iframe, object, form controls…), attributes that cannot run code (no event
 * handlers, no inline style or markup), and links whose href is a path, an anchor, http(s),
 * mailto: or tel: — never `javascript:` or `data:`. Plain and free of server imports: the island
 * ships it.
 */

const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/** An href an editor typed, or undefined when it is not a path, anchor, http(s), mailto: or tel: link. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  return SAFE_HREF.test(href) ? href : undefined;
}

/** Tags a block may be drawn as; any other tag draws as a div, as an unknown one would show its content. */
export const BLOCK_TAGS = [
  'div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'address',
  'span', 'p', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'time', 'abbr', 'cite', 'q', 'code', 'pre',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'blockquote', 'details', 'summary',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'br',
] as const;
export type BlockTag = (typeof BLOCK_TAGS)[number];
const ALLOWED_TAGS: ReadonlySet<string> = new Set(BLOCK_TAGS);

/** Elements that hold nothing: drawn without the block's children, as the SDK draws them. */
const VOID_TAGS: ReadonlySet<BlockTag> = new Set<BlockTag>(['hr', 'br']);
export const isVoidTag = (tag: BlockTag): boolean => VOID_TAGS.has(tag);

/**
 * The tag a block draws as: its `tagName` when allowlisted, else div; a div with a link becomes an
 * `a`, as the SDK turns a box with an href into a link.
 *
 * @example blockTag('A', false) // 'a'
 * @example blockTag('script', false) // 'div'
 * @example blockTag(undefined, true) // 'a'
 */
export function blockTag(tagName: unknown, hasHref: boolean): BlockTag {
  const asked = typeof tagName === 'string' ? tagName.trim().toLowerCase() : 'div';
  const tag = ALLOWED_TAGS.has(asked) ? (asked as BlockTag) : 'div';
  return tag === 'div' && hasHref ? 'a' : tag;
}

/** Attribute names whose values are plain text. */
const TEXT_ATTRIBUTE = /^(?:id|title|role|lang|dir|tabindex|aria-[a-z-]+|data-[a-z0-9-]+)$/i;
/** Attribute names whose values are links, checked like an href. */
const LINK_ATTRIBUTE = /^(?:href|cite)$/i;
const TARGETS: ReadonlySet<string> = new Set(['_blank', '_self', '_parent', '_top']);

/** The text an attribute shows for a value: strings, finite numbers and booleans; anything else none. */
function attributeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The attributes of `properties` a published page draws: text attributes, safe links (href, cite),
 * and a link target (a new tab gets `rel="noopener noreferrer"`). Names are lower-cased; the
 * rest (event handlers, style, srcdoc, unsafe links, objects) is dropped.
 *
 * @example safeAttributes({ href: 'javascript:alert(1)', title: 'Treats', onclick: 'x()' }) // { title: 'Treats' }
 */
export function safeAttributes(properties: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(properties)) {
    const name = rawName.trim().toLowerCase();
    const text = attributeText(value);
    if (text === undefined) continue;
    if (TEXT_ATTRIBUTE.test(name)) out[name] = text;
    else if (LINK_ATTRIBUTE.test(name)) {
      const href = safeHref(text);
      if (href !== undefined) out[name] = href;
    } else if (name === 'target' && TARGETS.has(text)) out.target = text;
  }
  if (out.target === '_blank') out.rel = 'noopener noreferrer';
  return out;
}
