/** Liveness for process managers and the e2e runner: answers once the server can render routes. */
export function GET(): Response {
  return Response.json({ status: 'ok' });
}
