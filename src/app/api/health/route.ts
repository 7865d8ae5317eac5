import { errorResponse, readBodyBytes } from '@/services/http';

/** Liveness for process managers and the e2e runner: answers once the server can render routes. */
export function GET(): Response {
  return Response.json({ status: 'ok' });
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
