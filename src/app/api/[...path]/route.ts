/** Unknown API paths answer a JSON 404 (never an HTML page) for every method. */
function notFound(request: Request): Response {
  return Response.json({ error: `No API route at ${new URL(request.url).pathname}` }, { status: 404 });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
