/**
 * The one capped reader of a byte stream: request bodies (src/server/http/read-body.ts) and the
 * answers of outbound requests (./outbound.ts) are both read through it, so the cap holds whatever
 * Content-Length claims.
 */
export type BodyReadResult =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly status: 400 | 408 | 413; readonly error: string };

/**
 * How long a body may take to arrive. The site's bodies are a few kB sent at once; a client that
 * declares more than it sends (or trickles) would otherwise hold the route until Node's 300 s
 * request timeout.
 */
export const BODY_READ_TIMEOUT_MS = 5_000;

/** The 413 answer for a body over `maxBytes`. */
export const tooLarge = (maxBytes: number): BodyReadResult => ({
  ok: false,
  status: 413,
  error: `The request body is larger than ${formatBytes(maxBytes)}.`,
});

function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`;
}

/**
 * Reads a byte stream (a request body, one inflated from it, or an outbound answer) the way readBodyBytes reads a
 * body: stopping as soon as it passes `maxBytes`, and giving up when it stalls for `timeoutMs`.
 */
export async function readStreamBytes(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  timeoutMs: number = BODY_READ_TIMEOUT_MS,
): Promise<BodyReadResult> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'late') {
        // Cancelling tells the client side we stopped reading; if the stream is already broken there
        // is nothing left to release, and the 408 below is the answer either way.
        reader.cancel().catch(() => undefined);
        return { ok: false, status: 408, error: 'The request body did not arrive in time (is Content-Length larger than the body?).' };
      }
      const { done, value } = next;
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch {
    // The client aborted or sent a broken stream: nothing of ours failed, so it is answered, not logged.
    return { ok: false, status: 400, error: 'The request body could not be read.' };
  } finally {
    clearTimeout(timer);
  }

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
