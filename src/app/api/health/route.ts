import { errorResponse, jsonResponse, readBodyBytes } from '@/server/http';
import { storageState } from '@/services/store';

export const dynamic = 'force-dynamic';

/**
 * Liveness for process managers and the e2e runner: answers once the server can render routes, with
 * the state of the local stores. 503 when DATA_DIR cannot be written: pages still render, but every
 * write route answers 503, which a process manager or load balancer should hear about.
 */
export function GET(): Response {
  const storage = storageState();
  // The description, not the message: the message names server paths, which the log keeps (checkStorageAtStart).
  if (!storage.ok) return jsonResponse({ status: 'degraded', storage: storage.problem, error: storage.description }, 503);
  return jsonResponse({ status: 'ok', storage: 'ok' });
}

/**
 * The same answer to a POST after reading its body (at most 4 kB): a route that does nothing but
 * pass through the API pipeline, the baseline `npm run bench:signup` prints the signup route beside.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBodyBytes(request, 4096);
  if (!body.ok) return errorResponse(body.status, body.error);
  return Response.json({ status: 'ok' });
}
