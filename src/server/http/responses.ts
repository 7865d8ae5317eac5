/**
 * JSON answers of the API routes. Every answer is `no-store`: they carry per-visitor outcomes
 * (a signup, a one-time token) that no cache may replay.
 */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

/** `{ error: message }` with a status; the message is written for the visitor, never a stack trace. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error: message }, status, headers);
}

import { reportStorageFailure } from '@/services/store/storage-state';

/** The generic §8 text, used when something failed on our side and details belong in the log only. */
const INTERNAL_ERROR_MESSAGE = 'Oops! Something went wrong.';

/** The answer when the local stores cannot be used and the route has no message of its own. */
const STORE_UNAVAILABLE_MESSAGE = 'This service is unavailable right now; please try again shortly.';

/**
 * Wraps a route handler so an unexpected throw becomes a logged 500 with a generic JSON message
 * instead of Next's HTML error page (which would leak nothing, but isn't JSON). Bad input never
 * reaches this: handlers validate first and answer 4xx. Unusable storage (storage-state.ts) is
 * neither a bug nor the visitor's doing: 503 with `unavailableMessage` and one log line per kind.
 */
export function withErrorBoundary<Args extends unknown[]>(
  name: string,
  handler: (...args: Args) => Promise<Response>,
  logError: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
  unavailableMessage: string = STORE_UNAVAILABLE_MESSAGE,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (reportStorageFailure(name, error)) return errorResponse(503, unavailableMessage, { 'retry-after': '30' });
      logError(`${name} failed`, error);
      return errorResponse(500, INTERNAL_ERROR_MESSAGE);
    }
  };
}
