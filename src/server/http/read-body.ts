export type BodyReadResult =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly status: 400 | 408 | 413; readonly error: string };

/**
 * How long a body may take to arrive. The site's bodies are a few kB sent at once; a client that
 * declares more than it sends (or trickles) would otherwise hold the route until Node's 300 s
 * request timeout.
 */
const BODY_READ_TIMEOUT_MS = 5_000;

const tooLarge = (maxBytes: number): BodyReadResult => ({
  ok: false,
  status: 413,
  error: `The request body is larger than ${formatBytes(maxBytes)}.`,
});

function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`;
}

/**
 * Reads a request body, stopping as soon as it exceeds `maxBytes`. A declared Content-Length over
 * the limit is refused before reading; an understated or missing one is caught while streaming,
 * so the limit holds whatever the client claims.
 *
 * @example
 * const body = await readBodyBytes(request, 4096);
 * if (!body.ok) return errorResponse(body.status, body.error);
 */
export async function readBodyBytes(request: Request, maxBytes: number, timeoutMs: number = BODY_READ_TIMEOUT_MS): Promise<BodyReadResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return tooLarge(maxBytes);
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) };
  if (request.bodyUsed) return { ok: false, status: 400, error: 'The request body was already read.' };
  return readStreamBytes(request.body, maxBytes, timeoutMs);
}

/**
 * Reads a byte stream (a request body, or one inflated from it) the way readBodyBytes reads a
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

/** Decodes UTF-8 strictly: malformed sequences are refused rather than replaced with U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
