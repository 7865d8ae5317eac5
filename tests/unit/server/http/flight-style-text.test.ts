import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutRepeatedStyleText } from '@/server/http/flight-style-text';

const HREF = '/_next/static/chunks/site.css';
const NONCE = 'U2uczYybUxicL8lRDgzuWg==';

/** Next's escaping of an inline script's JSON (next/dist/shared/lib/htmlescape). */
const htmlEscape = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** A Flight payload as React writes it: the stylesheet's text in row 8, the tree that places it in row 7. */
function payload(css: string, options: { href?: string } = {}): string {
  const href = options.href ?? HREF;
  return [
    '0:{"P":null,"b":"build"}\n',
    `8:T${utf8Length(css).toString(16)},${css}`,
    `7:[["$","style","0",{"nonce":"${NONCE}","precedence":"next","href":"${href}","children":"$8"}],["$","main",null,{"children":"Fresh food → happy pets"}]]\n`,
    '9:["$","p",null,{"children":"after the sheet"}]\n',
  ].join('');
}

/** A whole page as Next sends it: the painted sheet in the head, the payload cut into pushes at `cuts`. */
function page(css: string, flight: string, cuts: readonly number[] = [], options: { painted?: boolean } = {}): Buffer {
  const points = [...new Set([0, ...cuts.map((c) => Math.min(Math.max(c, 0), flight.length)), flight.length])].sort((a, b) => a - b);
  const chunks = points.slice(1).map((end, i) => flight.slice(points[i], end));
  const head = options.painted === false ? '' : `<style data-precedence="next" data-href="${HREF}" nonce="${NONCE}">${css}</style>`;
  const pushes = chunks.map((chunk) => `<script nonce="${NONCE}">self.__next_f.push(${htmlEscape(JSON.stringify([1, chunk]))})</script>`);
  return Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body><main>Fresh food</main><script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join('')}</body></html>`);
}

/** The payload a browser reassembles from the page's pushes. */
function pushedPayload(html: Buffer): string {
  const text = html.toString('utf8');
  return [...text.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g)].map((m) => (JSON.parse(m[1] ?? '[]') as [number, string])[1]).join('');
}

/** Flight rows by id, read as React's client reads them: text rows by their UTF-8 byte length, others to the newline. */
function rows(flight: string): Map<string, string> {
  const bytes = Buffer.from(flight, 'utf8');
  const out = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    const id = bytes.subarray(at, colon).toString();
    if (bytes[colon + 1] === 'T'.charCodeAt(0)) {
      const comma = bytes.indexOf(',', colon);
      const length = Number.parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      out.set(id, bytes.subarray(comma + 1, comma + 1 + length).toString('utf8'));
      at = comma + 1 + length;
    } else {
      const end = bytes.indexOf('\n', colon);
      out.set(id, bytes.subarray(colon + 1, end).toString('utf8'));
      at = end + 1;
    }
  }
  return out;
}

const CSS = '.PHSK9a_main{padding-top:1.25rem}\n.a::before{content:"→ é 🐾"}'.repeat(40);

describe("a stylesheet's text travels once: the page's own <style> paints it, its Flight payload leaves it out", () => {
  it('the text row of a painted stylesheet is sent empty, and every other row is read as before', () => {
    const flight = payload(CSS);
    const out = withoutRepeatedStyleText(page(CSS, flight));
    const before = rows(flight);
    const after = rows(pushedPayload(out));
    expect(after.get('8')).toBe('');
    for (const id of ['0', '7', '9']) expect(after.get(id)).toBe(before.get(id));
    expect(out.length).toBeLessThan(page(CSS, flight).length - CSS.length);
  });

  it('the painted <style>, the nonces and the rest of the HTML are kept byte for byte', () => {
    const html = page(CSS, payload(CSS)).toString('utf8');
    const out = withoutRepeatedStyleText(Buffer.from(html)).toString('utf8');
    const head = html.slice(0, html.indexOf('<script'));
    expect(out.startsWith(head)).toBe(true);
    expect(out.split(NONCE).length).toBe(html.split(NONCE).length);
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it('a stylesheet the HTML does not paint keeps its text: a browser would have to create it from the payload', () => {
    const flight = payload(CSS);
    const html = page(CSS, flight, [], { painted: false });
    expect(withoutRepeatedStyleText(html)).toBe(html);
  });

  it('a <style> for another href than the painted one keeps its text', () => {
    const flight = payload(CSS, { href: '/_next/static/chunks/other.css' });
    const html = page(CSS, flight);
    expect(withoutRepeatedStyleText(html)).toBe(html);
  });

  it('a text row cut across two pushes is left whole', () => {
    const flight = payload(CSS);
    const inside = flight.indexOf('8:T') + 200;
    const html = page(CSS, flight, [inside]);
    expect(rows(pushedPayload(withoutRepeatedStyleText(html)))).toEqual(rows(flight));
  });

  it('an answer with no Flight payload or none that parses is sent as it is', () => {
    const plain = Buffer.from('<!DOCTYPE html><html><body>Not found</body></html>');
    expect(withoutRepeatedStyleText(plain)).toBe(plain);
    const broken = Buffer.from(`<style data-href="${HREF}"></style><script>self.__next_f.push([1,"\\"precedence\\" ${'\\'}"])</script>`);
    expect(withoutRepeatedStyleText(broken)).toBe(broken);
  });

  it('for any stylesheet text and any cuts of the payload, the rows a browser reads are the same apart from the emptied sheet', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }), fc.array(fc.nat(2000), { maxLength: 4 }), (css, cuts) => {
        const flight = payload(css);
        const before = rows(flight);
        const after = rows(pushedPayload(withoutRepeatedStyleText(page(css, flight, cuts))));
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [id, text] of before) if (id !== '8') expect(after.get(id)).toBe(text);
        const start = flight.indexOf('8:T');
        const end = flight.indexOf('7:[');
        const cutInside = cuts.some((cut) => cut > start && cut < end);
        expect(after.get('8')).toBe(cutInside ? css : '');
      }),
      { numRuns: 300 },
    );
  });
});
