/**
 * A stored page compressed once, into which each view writes its own nonce without compressing
 * again. Every response of a page carries a fresh CSP nonce (a nonce shared by visitors protects
 * nothing), and compressing the home page's 256 kB per view cost 4-5 ms of the event loop: a stored
 * page cost more to send than to keep.
 *
 * How: the page is deflated once, in one stream, with the compression level switched to 0 (stored)
 * for the bytes of each nonce and back after them. Those bytes then sit in the deflate stream as they
 * are, at known offsets, and a view copies the stream and writes its nonce over them. Later matches
 * may refer back to a nonce's bytes only from another place where the same nonce stood (the
 * encoder saw the same placeholder there), so they decode to the new nonce too; a store checks this
 * by decoding the copy with two random nonces, and keeps no spliced copy if either differs.
 *
 * The gzip trailer's CRC-32 covers the page with its nonce, so each view computes it (zlib.crc32:
 * about 0.15 ms for 256 kB). Brotli cannot be spliced this way (its encoder offers no switch to
 * stored bytes mid-stream), so a stored page is sent gzipped: 50.6 kB for the home page against
 * 48.8 kB for Next's own per-response gzip and 36.8 kB for brotli at quality 3.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, createDeflateRaw, inflateRawSync } from 'node:zlib';

export type SplicedGzip = {
  /** The raw deflate stream, with zero bytes where each nonce goes. */
  readonly deflate: Buffer;
  /** Offsets in `deflate` of each nonce's bytes, in order. */
  readonly slots: readonly number[];
  readonly nonceLength: number;
  /** Length of the page with its nonce. */
  readonly size: number;
};

/** gzip's fixed header: deflate, no name or time, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** Next's own compression level, so a stored page is as small as Next sent it. */
const LEVEL = 6;

/** The page's parts joined with `nonce` between each two: the page as one response sends it. */
export function joinWith(parts: readonly Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function spliceInto(spliced: SplicedGzip, nonce: Buffer): Buffer {
  const copy = Buffer.from(spliced.deflate);
  for (const at of spliced.slots) nonce.copy(copy, at);
  return copy;
}

/**
 * Compresses `parts` (a page cut at its nonce) once; null when the page has no nonce or the
 * spliced stream does not decode to the page with any nonce (never seen, but checked).
 */
export async function buildSplicedGzip(parts: readonly Buffer[], nonceLength: number): Promise<SplicedGzip | null> {
  if (parts.length < 2 || nonceLength === 0 || nonceLength > 0xffff) return null;
  const stream = createDeflateRaw({ level: LEVEL });
  const chunks: Buffer[] = [];
  let written = 0;
  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    written += chunk.length;
  });
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  const level = (value: number) => new Promise<void>((resolve) => stream.params(value, constants.Z_DEFAULT_STRATEGY, () => resolve()));
  const flush = () => new Promise<void>((resolve) => stream.flush(constants.Z_SYNC_FLUSH, () => resolve()));
  const placeholder = Buffer.alloc(nonceLength);
  const searchFrom: number[] = [];
  for (const [i, part] of parts.entries()) {
    stream.write(part);
    if (i === parts.length - 1) break;
    await level(0);
    searchFrom.push(written);
    stream.write(placeholder);
    await level(LEVEL);
    await flush();
  }
  stream.end();
  await ended;
  const deflate = Buffer.concat(chunks);
  // Each nonce sits in a stored block: its 4 length bytes (LEN, NLEN) come right before it.
  const slots = searchFrom.map((from) => {
    const at = deflate.indexOf(placeholder, from);
    const ok = at >= 4 && deflate.readUInt16LE(at - 4) === nonceLength && deflate.readUInt16LE(at - 2) === (~nonceLength & 0xffff);
    return ok ? at : -1;
  });
  if (slots.includes(-1)) return null;
  const size = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * nonceLength;
  const spliced: SplicedGzip = { deflate, slots, nonceLength, size };
  for (let check = 0; check < 2; check++) {
    const nonce = Buffer.from(randomBytes(nonceLength).toString('base64').slice(0, nonceLength));
    if (!inflateRawSync(spliceInto(spliced, nonce)).equals(joinWith(parts, nonce))) return null;
  }
  return spliced;
}

/** The gzip body of the page with `nonce` in it; `parts` are the same parts the copy was built from. */
export function gzipWithNonce(spliced: SplicedGzip, parts: readonly Buffer[], nonce: Buffer): Buffer {
  let crc = 0;
  parts.forEach((part, i) => {
    if (i > 0) crc = crc32(nonce, crc);
    crc = crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(spliced.size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, spliceInto(spliced, nonce), trailer]);
}
