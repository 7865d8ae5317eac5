import { validateAnswers, type AnswerError } from '@/engine/answer-validation';
import { isQuizAnswersShape, type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';
import { petSpeciesOf } from '@/engine/option-applicability';
import { decodePetWeight, encodePetWeight, type PetWeight } from './pet-weight';

/**
 * The shareable results URL: `<site path>?quiz=<base64url of the answers as JSON>`.
 *
 * Why base64url JSON rather than readable `type=dog&love=chicken,beef`:
 * - option values and pet names are editor and shopper text: a readable format needs its own
 *   escaping for commas, colons and emoji, and must tell a one-item list from a text answer;
 *   JSON already carries `QuizAnswers` exactly, and base64url only uses characters that are
 *   URL-safe without percent-encoding, so the link survives chat apps and e-mail clients;
 * - one parameter cannot collide with the page's other parameters (utm_*, the page builder's
 *   preview parameters) the way nine question ids would;
 * - option values (not option positions) are encoded, so an editor reordering options never
 *   turns an old link into different answers.
 * A link for the default flow is about 250 characters. Decoding runs the same checks as every
 * other answer source (the shape schema, then `validateAnswers` against the configuration), so
 * a hand-edited link can be complete and valid, or it is refused: never half-applied.
 *
 * The pet's weight, when the owner gave one on the results, rides in the same JSON under
 * {@link SHARE_WEIGHT_KEY} ('@weight': '30lb'), a key no question id can take. It is checked on
 * its own: a link without it (every link made before weights) decodes as before, and a bad weight
 * is dropped while the answers are kept, because the answers alone make complete results (with
 * the size answer's range of amounts) and the weight only narrows an amount.
 */

/** The query parameter that carries shared answers. */
export const SHARE_QUERY_PARAM = 'quiz';

/**
 * The longest encoded value decoded at all: several times a real link, far below what would let a
 * crafted URL make the browser work hard.
 */
export const SHARE_VALUE_MAX_LENGTH = 4096;

/** The key of the pet's weight in a shared value: '@' never starts a question id. */
export const SHARE_WEIGHT_KEY = '@weight';

/**
 * Why a shared value was refused. The machine turns any of them into the `invalidShare` state;
 * the codes tell tests and logs what was wrong.
 *
 * @example
 * const e: ShareUrlError = { code: 'not-json', message: 'the link does not hold quiz answers' };
 */
export type ShareUrlError =
  | { readonly code: 'empty'; readonly message: string }
  | { readonly code: 'too-long'; readonly message: string }
  | { readonly code: 'not-base64url'; readonly message: string }
  | { readonly code: 'not-json'; readonly message: string }
  | { readonly code: 'wrong-shape'; readonly message: string }
  | { readonly code: 'invalid-answers'; readonly errors: readonly AnswerError[]; readonly message: string };

/** The code of a {@link ShareUrlError}. */
export type ShareUrlErrorCode = ShareUrlError['code'];

/** A decoded shared value: complete, valid answers (and the pet's weight when the link has a good one), or why not. */
export type ShareDecodeResult =
  | { readonly ok: true; readonly answers: QuizAnswers; readonly weight?: PetWeight }
  | { readonly ok: false; readonly error: ShareUrlError };

/**
 * What shoppers read when a shared link could not be used.
 *
 * @example
 * INVALID_SHARE_MESSAGE; // "That quiz link didn't work, so we've started a fresh quiz."
 */
export const INVALID_SHARE_MESSAGE = "That quiz link didn't work, so we've started a fresh quiz.";

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | undefined {
  // A length of 1 mod 4 cannot come from any byte string.
  if (!BASE64URL.test(value) || value.length % 4 === 1) return undefined;
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((value.length + 3) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    // fatal: bytes that are not UTF-8 mean the value was not made by encodeShareValue.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const fail = (error: ShareUrlError): ShareDecodeResult => ({ ok: false, error });

/**
 * Encodes answers (and the pet's weight, when given) as the URL-safe value of
 * {@link SHARE_QUERY_PARAM}. Questions are written in configuration order when a configuration is
 * given, so the same answers give the same link.
 *
 * @example
 * encodeShareValue({ type: ['dog'], name: 'Rex' }); // 'eyJ0eXBlIjpbImRvZyJdLCJuYW1lIjoiUmV4In0'
 */
export function encodeShareValue(answers: QuizAnswers, config?: QuizConfig, weight?: PetWeight | null): string {
  const ordered: Record<string, string | readonly string[]> = {};
  const ids = config?.questions.map((question) => question.id) ?? [];
  for (const id of [...ids, ...Object.keys(answers)]) {
    const answer = answers[id];
    if (answer !== undefined && Object.hasOwn(answers, id) && !Object.hasOwn(ordered, id)) ordered[id] = answer;
  }
  if (weight !== undefined && weight !== null) ordered[SHARE_WEIGHT_KEY] = encodePetWeight(weight);
  return toBase64Url(JSON.stringify(ordered));
}

/**
 * Decodes a shared value through the same validation as every other answer source: the shape
 * schema, then `validateAnswers` against the configuration (unknown questions or options, the
 * other species' options, an exclusive option combined, missing answers, an over-long name).
 * Anything else is a typed error, never an exception.
 *
 * @example
 * const r = decodeShareValue(defaultFlow, encodeShareValue(answers));
 * if (r.ok) r.answers; // equal to answers
 * decodeShareValue(defaultFlow, 'not base64!'); // { ok: false, error: { code: 'not-base64url', ... } }
 */
export function decodeShareValue(config: QuizConfig, value: string): ShareDecodeResult {
  if (value === '') return fail({ code: 'empty', message: 'the link holds no answers' });
  if (value.length > SHARE_VALUE_MAX_LENGTH) return fail({ code: 'too-long', message: 'the link is too long to be a quiz link' });
  const text = fromBase64Url(value);
  if (text === undefined) return fail({ code: 'not-base64url', message: 'the link was changed or cut short' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail({ code: 'not-json', message: 'the link does not hold quiz answers' });
  }
  // The weight is not an answer: it is taken out and checked on its own, whatever it holds. The
  // copy keeps an own `__proto__` key (spreading defines properties), which then counts as an
  // unknown question like any other stray key.
  let sharedWeight: unknown;
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.hasOwn(parsed, SHARE_WEIGHT_KEY)) {
    const { [SHARE_WEIGHT_KEY]: weight, ...rest } = parsed as Record<string, unknown>;
    sharedWeight = weight;
    parsed = rest;
  }
  if (!isQuizAnswersShape(parsed)) return fail({ code: 'wrong-shape', message: 'the link does not hold quiz answers' });
  const raw = parsed;
  const validated = validateAnswers(config, raw);
  if (!validated.ok) {
    return fail({ code: 'invalid-answers', errors: validated.errors, message: validated.errors.map((error) => error.message).join('; ') });
  }
  const answers: Record<string, string | readonly string[]> = {};
  for (const question of config.questions) {
    const answer = raw[question.id];
    if (answer !== undefined && Object.hasOwn(raw, question.id)) answers[question.id] = answer;
  }
  const weight = decodePetWeight(sharedWeight, petSpeciesOf(config, answers));
  return weight === undefined ? { ok: true, answers } : { ok: true, answers, weight };
}

/**
 * The path (and query) of the shareable results link for a page.
 *
 * @example
 * sharePath('/en-gb/product-selector', { type: ['cat'], ... }); // '/en-gb/product-selector?quiz=eyJ0eXBl...'
 */
export function sharePath(sitePath: string, answers: QuizAnswers, config?: QuizConfig, weight?: PetWeight | null): string {
  return sharePathFor(sitePath, encodeShareValue(answers, config, weight));
}

/**
 * The path of the shareable link for an already encoded value (any query or hash of the site path
 * is replaced: the link carries the answers only).
 *
 * @example
 * sharePathFor('/product-selector', 'eyJ0'); // '/product-selector?quiz=eyJ0'
 */
export function sharePathFor(sitePath: string, value: string): string {
  const [path = sitePath] = sitePath.split(/[?#]/, 1);
  return `${path}?${SHARE_QUERY_PARAM}=${value}`;
}

/**
 * The shared value in a query string, or undefined when the link has none.
 *
 * @example
 * readShareValue('?utm_source=x&quiz=eyJ0'); // 'eyJ0'
 */
export function readShareValue(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(SHARE_QUERY_PARAM) ?? undefined;
}
