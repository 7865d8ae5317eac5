/**
 * A stored page compressed once, into which each view writes its own nonce without compressing
 * again. Every response of a page carries a fresh CSP nonce (a nonce shared by visitors protects
 * nothing), and compressing the home page's 256 kB per view cost 4-5 ms of the event loop: a stored
 * page cost more to send than to keep.
 *
 * How: each run of the page between two nonces is deflated on its own, ending on a byte boundary
 * (a sync flush), with the page's preceding 32 kB as its preset dictionary, so its matches reach
 * back across the cut as one stream's would; each nonce goes between them as a stored block of its
 * own, at a known offset, which a view overwrites with its nonce. One inflate reads the runs as one
 * stream: a preset dictionary is exactly the window the decoder already holds. The nonce's place
 * holds NUL bytes, which no page text contains, so no later match can take a nonce's bytes for
 * text; a store still decodes the copy with two random nonces and keeps no spliced copy if either
 * differs.
 *
 * It is built synchronously when a page is stored (about as long as one gzip of the page). Built
 * as an async stream, it waited an event-loop turn per nonce, and under load (each turn then
 * serving ten views) a copy expired before its stream was done, so every view was gzipped anew.
 *
 * The gzip trailer's CRC-32 covers the page with its nonce, so each view computes it (zlib.crc32:
 * about 0.15 ms for 256 kB). Brotli cannot be spliced this way (its encoder offers no switch to
 * stored bytes mid-stream), so a stored page is sent gzipped: 50.6 kB for the home page against
 * 48.8 kB for Next's own per-response gzip and 36.8 kB for brotli at quality 3.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

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

/** deflate's window: how far back a match may reach, and so all a run's dictionary needs. */
const WINDOW = 32 * 1024;

/** A stored (uncompressed) deflate block holding `length` bytes, not the last: BFINAL 0, BTYPE 00, then LEN and NLEN. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/**
 * Compresses `parts` (a page cut at its nonce) once; null when the page has no nonce or the
 * spliced stream does not decode to the page with any nonce (never seen, but checked).
 */
export function buildSplicedGzip(parts: readonly Buffer[], nonceLength: number): SplicedGzip | null {
  if (parts.length < 2 || nonceLength === 0 || nonceLength > 0xffff) return null;
  const placeholder = Buffer.alloc(nonceLength);
  const pieces: Buffer[] = [];
  const slots: number[] = [];
  let offset = 0;
  /** The page so far, nonces as placeholders: the last WINDOW bytes are the next run's dictionary. */
  let window = Buffer.alloc(0);
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    const run = deflateRawSync(part, {
      level: LEVEL,
      ...(window.length > 0 ? { dictionary: window } : {}),
      ...(last ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
    });
    pieces.push(run);
    offset += run.length;
    if (last) break;
    const header = storedBlockHeader(nonceLength);
    pieces.push(header, placeholder);
    slots.push(offset + header.length);
    offset += header.length + nonceLength;
    window = Buffer.concat([window, part, placeholder]);
    if (window.length > WINDOW) window = window.subarray(window.length - WINDOW);
  }
  const deflate = Buffer.concat(pieces);
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
    // Node 20's crc32 answers 0 for an empty buffer that zlib has once read, whatever the running value.
    if (part.length > 0) crc = crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(spliced.size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, spliceInto(spliced, nonce), trailer]);
}
