/**
 * A page's stylesheets are inlined (next.config.ts `experimental.inlineCss`), and Next renders each
 * one as `<style precedence href>{css}</style>` in the server component tree: its text is written
 * twice, once as the `<style data-href>` the browser paints from and once inside the page's inlined
 * Flight payload (`self.__next_f.push([1, "…"])`), where it is a text row (`<id>:T<hex byte
 * length>,<text>`). On `/` that second copy is about 80 kB of the 250 kB of HTML, escaped twice.
 *
 * The browser never reads it. Hydrating a `<style precedence href>`, React looks the resource up by
 * its `href` in the document (`style[data-href~="…"]`), finds the element the server wrote, and uses
 * it; the text in the payload is read only to create a style that is missing, which cannot happen for
 * a sheet the same HTML carries. So a page sent whole (the page store holds the whole body) may send
 * those rows empty. Client navigations fetch their own payload (`RSC: 1`), untouched: a page
 * reached that way gets its styles' text from there.
 *
 * Only rows that are wholly inside one `push` and referenced as the children of a stylesheet `<style>`
 * whose `href` is also in the HTML as a `data-href` are emptied; anything else is left as it is.
 */

const PUSH_START = 'self.__next_f.push([1,';
const PUSH_END = '])</script>';

interface Push {
  /** Where its `<script` starts and its `</script>` ends in the HTML. */
  readonly start: number;
  readonly end: number;
  /** The `<script` tag's attributes (the nonce). */
  readonly attributes: string;
  readonly payload: string;
}

/** The string a JSON text holds; null for any other JSON or none (a page this module does not know is sent as it is). */
function jsonString(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Next's data pushes, in order. Their JSON cannot hold `</script>` (Next escapes `<`), so each ends
 * at the first `])</script>` after its start.
 */
function dataPushes(html: string): Push[] | null {
  const pushes: Push[] = [];
  for (let at = html.indexOf(PUSH_START); at >= 0; at = html.indexOf(PUSH_START, at)) {
    const tagStart = html.lastIndexOf('<script', at);
    const tagEnd = html.indexOf('>', tagStart);
    const close = html.indexOf(PUSH_END, at);
    if (tagStart < 0 || tagEnd + 1 !== at || close < 0) return null;
    const payload = jsonString(html.slice(at + PUSH_START.length, close));
    if (payload === null) return null;
    pushes.push({ start: tagStart, end: close + PUSH_END.length, attributes: html.slice(tagStart + '<script'.length, tagEnd), payload });
    at = close;
  }
  return pushes;
}

/** A `<style>` element of the tree with a precedence, a stylesheet href and a text row for its children. */
const STYLE_ELEMENT = /\["\$","style","[^"]*",\{([^{}]*)\}\]/g;

/** Next's escaping of JSON inside an inline script (next/dist/shared/lib/htmlescape). */
const HTML_JSON_ESCAPES: Readonly<Record<string, string>> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const htmlEscapeJson = (json: string): string => json.replace(/[&><\u2028\u2029]/g, (match) => HTML_JSON_ESCAPES[match] ?? match);

/** Text-row ids of stylesheet `<style>` elements whose href the document also carries as a painted `<style data-href>`. */
function styleTextRows(payload: string, html: string): Set<string> {
  const painted = new Set<string>();
  for (const match of html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)) for (const href of (match[1] ?? '').split(' ')) if (href !== '') painted.add(href);
  const rows = new Set<string>();
  for (const match of payload.matchAll(STYLE_ELEMENT)) {
    const props = match[1] ?? '';
    const href = /"href":"([^"]*)"/.exec(props)?.[1];
    const row = /"children":"\$([0-9a-f]+)"/.exec(props)?.[1];
    if (/"precedence":"/.test(props) && href !== undefined && row !== undefined && painted.has(href)) rows.add(row);
  }
  return rows;
}

/** The index in `text` after `bytes` UTF-8 bytes from `start`, or -1 when the text ends first. */
function afterUtf8Bytes(text: string, start: number, bytes: number): number {
  let left = bytes;
  let index = start;
  while (left > 0 && index < text.length) {
    const code = text.codePointAt(index) ?? 0;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return left === 0 ? index : -1;
}

/** `chunk` with each of `rows`' text rows that lie wholly inside it emptied. */
function emptyRows(chunk: string, rows: ReadonlySet<string>): string {
  let out = chunk;
  for (const row of rows) {
    const header = new RegExp(`(?:^|\\n)(${row}:T)([0-9a-f]+),`).exec(out);
    if (header === null) continue;
    const textStart = header.index + header[0].length;
    const end = afterUtf8Bytes(out, textStart, Number.parseInt(header[2] ?? '0', 16));
    if (end < 0) continue;
    const keep = header.index + header[0].length - (header[2] ?? '').length - 1;
    out = `${out.slice(0, keep)}0,${out.slice(end)}`;
  }
  return out;
}

/**
 * The page's HTML with the stylesheet text left out of its inlined Flight payload, or the same
 * buffer when there is none to leave out.
 */
export function withoutRepeatedStyleText(body: Buffer): Buffer {
  // A cheap look before parsing: a page with no data push or no stylesheet element has nothing to leave out.
  if (body.indexOf(PUSH_START) < 0 || body.indexOf('precedence') < 0) return body;
  const html = body.toString('utf8');
  const pushes = dataPushes(html);
  if (pushes === null) return body;
  const rows = styleTextRows(pushes.map((push) => push.payload).join(''), html);
  if (rows.size === 0) return body;
  let at = 0;
  const parts: string[] = [];
  for (const push of pushes) {
    const emptied = emptyRows(push.payload, rows);
    if (emptied === push.payload) continue;
    parts.push(html.slice(at, push.start), `<script${push.attributes}>${PUSH_START}${htmlEscapeJson(JSON.stringify(emptied))}${PUSH_END}`);
    at = push.end;
  }
  if (parts.length === 0) return body;
  parts.push(html.slice(at));
  return Buffer.from(parts.join(''), 'utf8');
}
