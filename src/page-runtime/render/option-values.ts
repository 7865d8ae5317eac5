/**
 * A registered block's options as its schema reads them, with bound values printed as the SDK
 * prints them. Builder hands a component whatever a binding returns, and React shows a number or a
 * boolean as text; our blocks parse their options with a zod schema whose text fields are strings,
 * so a heading bound to `state.count` would fail as invalid options. Where the schema asks for a
 * string and the option holds a number or a boolean, the option is that value as text; every other
 * mismatch stays an error (the block's §8 message).
 */
import 'server-only';
import type { z } from 'zod';
import { valueText } from '../state/value-text';

type Options = Readonly<Record<string, unknown>>;

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/** A copy of `root` with `value` at `path`, copying only along the path; `root` when the path is not there. */
function withValueAt(root: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !isContainer(root) || !Object.hasOwn(root, head)) return root;
  const next = rest.length === 0 ? value : withValueAt(root[head], rest, value);
  const copy: object = Array.isArray(root) ? [...(root as unknown[])] : { ...root };
  Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let at = root;
  for (const key of path) {
    if (!isContainer(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/**
 * Parses a block's options; where the only complaint is a string field holding a number or a
 * boolean, parses again with those values as text.
 */
export function parseBlockOptions<S extends z.ZodType>(schema: S, options: Options): z.ZodSafeParseResult<z.output<S>> {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed;
  let printed: unknown = options;
  for (const issue of parsed.error.issues) {
    if (issue.code !== 'invalid_type' || issue.expected !== 'string') continue;
    const value = valueAt(options, issue.path);
    if (typeof value === 'number' || typeof value === 'boolean') printed = withValueAt(printed, issue.path, valueText(value));
  }
  return printed === options ? parsed : schema.safeParse(printed);
}
