/**
 * Symbols' own A/B tests, drawn while a page's symbols are inlined, with the page's rules: the
 * visitor's `builder.tests.<symbol id>` cookie keeps a valid assignment, anything else draws by the
 * test's shares (with the page cache's number when it chose one, so the copy it keeps is the
 * variation it files it under) and the browser is asked to set the cookie. A symbol placed many
 * times on a page is drawn once. Pure apart from `random`, so the rules are unit-tested.
 */
import { chooseSymbolVariation } from '@/services/content/resolve';
import type { SymbolContent, SymbolTestAssignment } from '@/services/content/types';
import { testCookieName } from '@/services/content/variants';
import type { SymbolVariationChooser } from './resolve-symbols';

export type SymbolAbTests = {
  /** Picks each symbol's variation for this visitor (resolveSymbols' `choose`). */
  readonly choose: SymbolVariationChooser;
  /** The symbol tests met so far, one per symbol, in the order they were met. */
  readonly tests: () => readonly SymbolTestAssignment[];
};

/**
 * @example
 * const symbolTests = symbolAbTests({ 'builder.tests.promo': 'promo-b' }, secureRandom);
 * await resolveSymbols(blocks, load, { choose: symbolTests.choose });
 * symbolTests.tests() // [{ abTest: { contentId: 'promo', variationId: 'promo-b', … }, shares }]
 */
export function symbolAbTests(testCookies: Readonly<Record<string, string | undefined>>, random: () => number): SymbolAbTests {
  const chosen = new Map<string, { readonly content: SymbolContent; readonly test: SymbolTestAssignment | null }>();
  return {
    choose(content) {
      let choice = chosen.get(content.id);
      if (choice === undefined) {
        choice = chooseSymbolVariation(content, testCookies[testCookieName(content.id)], random);
        chosen.set(content.id, choice);
      }
      return choice.content;
    },
    tests: () => [...chosen.values()].flatMap(({ test }) => (test ? [test] : [])),
  };
}
