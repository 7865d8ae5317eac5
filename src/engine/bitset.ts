/**
 * Product sets as bitsets: bit i of word i >>> 5 stands for product i of a prepared catalog.
 * Int32Array because JavaScript's bitwise operators work on 32-bit signed integers anyway, so
 * no conversion happens in the hot loops.
 *
 * @example
 * const bits: Bits = emptyBits(40); // two words
 */
export type Bits = Int32Array;

/**
 * How many 32-bit words hold one bit per product.
 *
 * @example
 * wordCount(33); // 2
 */
export function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

/**
 * A bitset with no product in it.
 *
 * @example
 * countBits(emptyBits(100)); // 0
 */
export function emptyBits(size: number): Bits {
  return new Int32Array(wordCount(size));
}

/**
 * A bitset with all `size` products in it (the bits past the end stay clear, so counts are right).
 *
 * @example
 * countBits(fullBits(40)); // 40
 */
export function fullBits(size: number): Bits {
  const bits = new Int32Array(wordCount(size)).fill(-1);
  const tail = size & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

/**
 * Adds product i to a bitset.
 *
 * @example
 * const b = emptyBits(8); setBit(b, 3); hasBit(b, 3); // true
 */
export function setBit(bits: Bits, index: number): void {
  const word = index >>> 5;
  bits[word] = (bits[word] ?? 0) | (1 << (index & 31));
}

/**
 * Whether product i is in a bitset.
 *
 * @example
 * hasBit(fullBits(8), 7); // true
 */
export function hasBit(bits: Bits, index: number): boolean {
  return (((bits[index >>> 5] ?? 0) >>> (index & 31)) & 1) === 1;
}

/**
 * How many bits of one 32-bit word are set (SWAR popcount: no loop, no table).
 *
 * @example
 * popcount32(0b1011); // 3
 */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * How many products a bitset holds.
 *
 * @example
 * countBits(fullBits(70)); // 70
 */
export function countBits(bits: Bits): number {
  let total = 0;
  for (let w = 0; w < bits.length; w += 1) total += popcount32(bits[w] ?? 0);
  return total;
}
