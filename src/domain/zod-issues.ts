/**
 * How the app words a failed zod parse, in one place: every fixture loader, vendor boundary and
 * renderer names a problem by its JSON path, so a message can be pasted into a search of the file.
 * (Refusals of HTTP requests add their own sentence on top: server/http/parse-request.ts.)
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The path zod reports for a problem, written as a JSON path.
 *
 * @example issuePath(['data', 'blocks', 2, '@type']) // '$.data.blocks[2]["@type"]'
 */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) =>
      typeof key === 'number'
        ? `${acc}[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${acc}.${String(key)}`
          : `${acc}[${JSON.stringify(String(key))}]`,
    '$',
  );
}

export type FormatIssuesOptions = {
  /** Between problems (a newline by default). */
  readonly separator?: string;
  /** Before each problem, e.g. the file the data came from. */
  readonly linePrefix?: string;
  /** The path of the parsed value inside a larger document, put before each problem's own path. */
  readonly basePath?: readonly PropertyKey[];
  /** A note after a problem's path, e.g. which record it is (given the full path). */
  readonly note?: (path: readonly PropertyKey[]) => string;
};

/**
 * Every problem of a failed parse as `<json path>: <message>`.
 *
 * @example formatIssues(schema.safeParse({ a: [1, 'x'] }).error!, { linePrefix: 'data.json: ' }) // 'data.json: $.a[1]: Invalid input: expected number, received string'
 */
export function formatIssues(error: { readonly issues: readonly Issue[] }, options: FormatIssuesOptions = {}): string {
  const { separator = '\n', linePrefix = '', basePath = [], note } = options;
  return error.issues
    .map((issue) => {
      const path = [...basePath, ...issue.path];
      return `${linePrefix}${issuePath(path)}${note?.(path) ?? ''}: ${issue.message}`;
    })
    .join(separator);
}

/** A problem with only what can cross to the browser (plain data for a client component's props). */
export type PlainIssue = { readonly path: readonly PropertyKey[]; readonly message: string; readonly code: string };

export function plainIssues(error: { readonly issues: readonly Issue[] }): PlainIssue[] {
  return error.issues.map(({ path, message, code }) => ({ path, message, code }));
}
