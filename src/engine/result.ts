/**
 * A success or a list of typed problems. The engine returns this instead of throwing, so callers
 * (the quiz machine, the editor preview, the shared-URL decoder) must look at what went wrong.
 *
 * @example
 * const r: Result<number, string> = ok(3);
 * if (r.ok) console.log(r.value); else console.log(r.errors);
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly E[] };

/**
 * Wraps a value as a success.
 *
 * @example
 * ok(42); // { ok: true, value: 42 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * Wraps a non-empty list of problems as a failure.
 *
 * @example
 * err([{ code: 'missing-answer' }]); // { ok: false, errors: [...] }
 */
export function err<E>(errors: readonly E[]): { readonly ok: false; readonly errors: readonly E[] } {
  return { ok: false, errors };
}
