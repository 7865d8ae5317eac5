import type { z } from 'zod';
import { decodeUtf8, readBodyBytes } from './read-body';
import { errorResponse } from './responses';

export type ParsedRequest<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly response: Response };

/** A body encoding a route accepts. */
type BodyEncoding = 'json' | 'urlencoded' | 'multipart';

const MEDIA_TYPES: Record<BodyEncoding, string> = {
  json: 'application/json',
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/**
 * The media type and charset of a Content-Type header, lowercased.
 *
 * @example
 * parseContentType('Application/JSON; charset=UTF-8'); // { type: 'application/json', charset: 'utf-8' }
 */
export function parseContentType(header: string | null): { type: string; charset: string | null } | null {
  if (header === null) return null;
  const [rawType = '', ...params] = header.split(';');
  const type = rawType.trim().toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type)) return null;
  let charset: string | null = null;
  for (const param of params) {
    const [key = '', value = ''] = param.split('=', 2);
    if (key.trim().toLowerCase() === 'charset') charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
  }
  return { type, charset };
}

/** Joins a zod path the way a developer would write it: `fields.NAME`, `tags[2]`. */
function describePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc === '' ? String(key) : `${acc}.${String(key)}`;
  }, '');
}

/**
 * A sentence for one validation issue, naming the field. Messages set on a schema (refinements,
 * patterns) are kept as written; the built-in ones are rephrased for people.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = describePath(issue.path);
  const subject = where === '' ? 'The body' : `"${where}"`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${where === '' ? '' : ` in "${where}"`}.`;
    case 'invalid_type':
      return issue.input === undefined ? `${subject} is required.` : `${subject} must be ${article(issue.expected)}.`;
    case 'too_big':
      return `${subject} must be at most ${String(issue.maximum)} ${unit(issue.origin)}.`;
    case 'too_small':
      return `${subject} must be at least ${String(issue.minimum)} ${unit(issue.origin)}.`;
    case 'custom':
    case 'invalid_format':
      return where === '' || issue.message.includes(where) ? issue.message : `${subject}: ${issue.message}`;
    default:
      return `${subject} is not valid.`;
  }
}

function article(expected: string): string {
  if (expected === 'object' || expected === 'array') return `an ${expected}`;
  if (expected === 'string') return 'text';
  return `a ${expected}`;
}

function unit(origin: string): string {
  if (origin === 'string') return 'characters';
  if (origin === 'array' || origin === 'set') return 'items';
  if (origin === 'object' || origin === 'record') return 'fields';
  return '';
}

export type ValidateOptions = {
  /** Replaces the message for issues at a path (e.g. the §8 text for any email problem). */
  readonly messageFor?: (path: readonly PropertyKey[]) => string | undefined;
};

/** Runs a schema; a failure becomes a 400 naming the first problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, options: ValidateOptions = {}): ParsedRequest<z.output<S>> {
  // reportInput keeps the offending value on the issue, so "missing" and "wrong type" read differently.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const message = issue ? (options.messageFor?.(issue.path) ?? describeIssue(issue)) : 'The request body is not valid.';
  return { ok: false, response: errorResponse(400, message) };
}

export type BodyOptions = ValidateOptions & {
  readonly maxBytes: number;
  readonly accept: readonly BodyEncoding[];
};

/**
 * Reads, decodes and validates a request body: content type (415), size (413, whatever
 * Content-Length claims), UTF-8 and JSON syntax (400), then the schema (400 naming the field).
 * JSON bodies are parsed as-is; form bodies become an object whose repeated keys hold arrays.
 *
 * @example
 * const parsed = await parseBody(request, signupSchema, { maxBytes: 4096, accept: ['json'] });
 * if (!parsed.ok) return parsed.response;
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, options: BodyOptions): Promise<ParsedRequest<z.output<S>>> {
  const contentType = parseContentType(request.headers.get('content-type'));
  const encoding = options.accept.find((e) => contentType?.type === MEDIA_TYPES[e]);
  if (!contentType || !encoding) {
    const expected = options.accept.map((e) => MEDIA_TYPES[e]).join(' or ');
    return { ok: false, response: errorResponse(415, `Send the body as ${expected}.`) };
  }
  if (contentType.charset !== null && contentType.charset !== 'utf-8' && contentType.charset !== 'utf8') {
    return { ok: false, response: errorResponse(415, 'Send the body encoded as UTF-8.') };
  }

  const body = await readBodyBytes(request, options.maxBytes);
  if (!body.ok) return { ok: false, response: errorResponse(body.status, body.error) };

  const decoded = await decodeBody(encoding, body.bytes, request.headers.get('content-type') ?? '');
  if (!decoded.ok) return { ok: false, response: errorResponse(400, decoded.error) };
  return validate(schema, decoded.value, options);
}

type Decoded = { ok: true; value: unknown } | { ok: false; error: string };

async function decodeBody(encoding: BodyEncoding, bytes: Uint8Array<ArrayBuffer>, contentTypeHeader: string): Promise<Decoded> {
  if (encoding === 'multipart') return decodeMultipart(bytes, contentTypeHeader);
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, error: 'The request body is not valid UTF-8.' };
  if (encoding === 'urlencoded') return { ok: true, value: entriesToObject(new URLSearchParams(text)) };
  if (text.trim() === '') return { ok: false, error: 'The request body is empty; send a JSON object.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'The request body is not valid JSON.' };
  }
}

async function decodeMultipart(bytes: Uint8Array<ArrayBuffer>, contentTypeHeader: string): Promise<Decoded> {
  let form: FormData;
  try {
    // undici's multipart parser, fed from the already size-limited bytes.
    form = await new Response(bytes, { headers: { 'content-type': contentTypeHeader } }).formData();
  } catch {
    return { ok: false, error: 'The multipart body could not be parsed.' };
  }
  const entries: Array<[string, string]> = [];
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return { ok: false, error: 'File uploads are not accepted.' };
    entries.push([key, value]);
  }
  return { ok: true, value: entriesToObject(entries) };
}

/** Form pairs as an object; a repeated key collects its values in an array (checkbox groups). */
function entriesToObject(entries: Iterable<[string, string]>): Record<string, string | string[]> {
  const result = new Map<string, string | string[]>();
  for (const [key, value] of entries) {
    const previous = result.get(key);
    if (previous === undefined) result.set(key, value);
    else if (Array.isArray(previous)) previous.push(value);
    else result.set(key, [previous, value]);
  }
  // Object.fromEntries defines own properties, so a "__proto__" key stays an ordinary field.
  return Object.fromEntries(result);
}
