import { BODY_READ_TIMEOUT_MS, readStreamBytes, tooLarge, type BodyReadResult } from '@/services/http/read-stream';

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

/** Decodes UTF-8 strictly: malformed sequences are refused rather than replaced with U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
