import { displayText } from '../expressions/interpret';

/**
 * A bound value as the text a visitor sees, the way Builder's SDK prints it: `String(value)` for
 * every value (so `0`, `false` and `3.5` show), nothing for null and undefined. The server's first
 * HTML and the state island's redraws both use this, so hydration never changes what a value shows.
 * Plain and free of server imports (the interpreter has none): the island ships it.
 *
 * @example valueText(0) // '0'
 * @example valueText(null) // ''
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  if (typeof value === 'string') return value;
  // Numbers, booleans and bigints: what is left once strings, objects, functions and symbols are out.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects never reach this line (see below)
  if (typeof value !== 'object') return String(value);
  // Objects print as String() prints them ("[object Object]", arrays joined by commas), as the SDK's
  // text does, sized first: an own `toString` or a huge shared-reference value is an ExpressionError
  // (the block's §8 message on the server, the last drawing kept in the browser), never a crash.
  return displayText(value);
}
