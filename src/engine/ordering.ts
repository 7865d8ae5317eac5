import { countBits, hasBit, type Bits } from './bitset';
import { type PreparedCatalog } from './prepared-catalog';
import { type Scores } from './scoring';

/**
 * Whether product a ranks before product b: score desc, questions matched desc, then the
 * editorial order (editorialRank asc, id asc). Positions are distinct, so this is a strict
 * total order and equal answers always give the same list.
 *
 * @example
 * ranksBefore(catalog, scores, 4, 9); // true when product 4 scores higher than product 9
 */
function ranksBefore(catalog: PreparedCatalog, scores: Scores, a: number, b: number): boolean {
  const sa = scores.scores[a] ?? 0;
  const sb = scores.scores[b] ?? 0;
  if (sa !== sb) return sa > sb;
  const ma = scores.questionsMatched[a] ?? 0;
  const mb = scores.questionsMatched[b] ?? 0;
  if (ma !== mb) return ma > mb;
  return (catalog.position[a] ?? 0) < (catalog.position[b] ?? 0);
}

/**
 * The first `limit` eligible products in ranking order (all of them for Infinity), as catalog
 * indexes. Products that matched something are selected with a bounded heap (O(n log limit),
 * mostly one comparison per product); products that matched nothing all score 0 and tie, so they
 * follow in the precomputed editorial order without being sorted at all.
 *
 * @example
 * rankOrder(catalog, scores, eligible, eligibleCount, 6); // Uint32Array of up to 6 indexes
 */
export function rankOrder(catalog: PreparedCatalog, scores: Scores, eligible: Bits, eligibleCount: number, limit: number): Uint32Array {
  const wanted = Math.min(limit, eligibleCount);
  const out = new Uint32Array(wanted);
  if (wanted === 0) return out;
  const before = (a: number, b: number): boolean => ranksBefore(catalog, scores, a, b);
  const matched = scores.matchedAny;
  const matchedCount = countBits(matched);

  let filled: number;
  if (matchedCount <= wanted) {
    const all = new Uint32Array(matchedCount);
    let k = 0;
    forEachBit(matched, (i) => {
      all[k] = i;
      k += 1;
    });
    all.sort((a, b) => (before(a, b) ? -1 : 1));
    out.set(all);
    filled = matchedCount;
  } else {
    // A max-heap on "ranks later": its root is the worst of the best `wanted` seen so far.
    const heap = new Uint32Array(wanted);
    let size = 0;
    const siftDown = (from: number): void => {
      let at = from;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) return;
        const right = left + 1;
        let worst = left;
        if (right < size && before(heap[left] ?? 0, heap[right] ?? 0)) worst = right;
        if (!before(heap[at] ?? 0, heap[worst] ?? 0)) return;
        const swap = heap[at] ?? 0;
        heap[at] = heap[worst] ?? 0;
        heap[worst] = swap;
        at = worst;
      }
    };
    const siftUp = (from: number): void => {
      let at = from;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent] ?? 0, heap[at] ?? 0)) return;
        const swap = heap[at] ?? 0;
        heap[at] = heap[parent] ?? 0;
        heap[parent] = swap;
        at = parent;
      }
    };
    forEachBit(matched, (i) => {
      if (size < wanted) {
        heap[size] = i;
        size += 1;
        siftUp(size - 1);
      } else if (before(i, heap[0] ?? 0)) {
        heap[0] = i;
        siftDown(0);
      }
    });
    heap.sort((a, b) => (before(a, b) ? -1 : 1));
    out.set(heap);
    filled = wanted;
  }

  for (let k = 0; filled < wanted && k < catalog.order.length; k += 1) {
    const i = catalog.order[k] ?? 0;
    if (hasBit(eligible, i) && !hasBit(matched, i)) {
      out[filled] = i;
      filled += 1;
    }
  }
  return out;
}

function forEachBit(bits: Bits, visit: (index: number) => void): void {
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w] ?? 0;
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      visit(base + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
