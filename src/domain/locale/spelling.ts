/**
 * The spelling each locale writes in, as one word list: American for en-us, British for en-gb, and
 * Canadian for en-ca, which is British in -our, -re, -ll- and "grey" but American in -ize and in
 * "program" (the usage of the Canadian Oxford Dictionary and the Government of Canada's style
 * guide). Copy is written once in American where it is shared; `respell` turns it into a locale's
 * spelling, and `foreignSpellings` finds words of another variety in a locale's copy.
 */
import type { Locale } from '@/config/constants';

type Variety = 'us' | 'gb';

type Pair = {
  /** American stem and British stem; suffixes are added to both. */
  readonly us: string;
  readonly gb: string;
  readonly suffixes: readonly string[];
  /** Which of the two Canadian usage follows. */
  readonly ca: Variety;
};

const pair = (us: string, gb: string, ca: Variety, suffixes: readonly string[] = ['', 's']): Pair => ({ us, gb, suffixes, ca });

const IZE_SUFFIXES = ['e', 'es', 'ed', 'ing', 'ation', 'ations', 'er', 'ers'];
/** Verbs written -ize in American and Canadian usage and -ise in British. */
const IZE_STEMS = [
  'organ', 'recogn', 'real', 'personal', 'custom', 'special', 'priorit', 'optim', 'summar', 'standard', 'sanit', 'pasteur',
  'minim', 'maxim', 'emphas', 'apolog', 'categor', 'stabil', 'steril', 'fertil', 'final', 'memor', 'util', 'critic',
  'social', 'tender', 'neutral', 'character', 'hospital', 'immun', 'metabol', 'energ', 'moistur', 'harmon', 'author', 'visual',
];

const PAIRS: readonly Pair[] = [
  pair('color', 'colour', 'gb', ['', 's', 'ed', 'ful', 'ing', 'ings']),
  pair('flavor', 'flavour', 'gb', ['', 's', 'ed', 'ing', 'ings', 'ful', 'less', 'some']),
  pair('favorite', 'favourite', 'gb'),
  pair('behavior', 'behaviour', 'gb', ['', 's', 'al']),
  pair('neighbor', 'neighbour', 'gb', ['', 's', 'hood', 'hoods', 'ing']),
  pair('odor', 'odour', 'gb', ['', 's', 'less']),
  pair('honor', 'honour', 'gb', ['', 's', 'ed']),
  pair('labor', 'labour', 'gb', ['', 's', 'ed']),
  pair('humor', 'humour', 'gb'),
  pair('savory', 'savoury', 'gb', ['']),
  pair('savories', 'savouries', 'gb', ['']),
  pair('fiber', 'fibre', 'gb'),
  pair('center', 'centre', 'gb'),
  pair('centered', 'centred', 'gb', ['']),
  pair('liter', 'litre', 'gb'),
  pair('milliliter', 'millilitre', 'gb'),
  pair('gray', 'grey', 'gb', ['', 's', 'ish']),
  pair('catalog', 'catalogue', 'gb'),
  pair('labeled', 'labelled', 'gb', ['']),
  pair('labeling', 'labelling', 'gb', ['']),
  pair('traveled', 'travelled', 'gb', ['']),
  pair('traveling', 'travelling', 'gb', ['']),
  pair('canceled', 'cancelled', 'gb', ['']),
  pair('jewelry', 'jewellery', 'gb', ['']),
  pair('defense', 'defence', 'gb', ['', 's']),
  pair('program', 'programme', 'us'),
  pair('mold', 'mould', 'gb', ['', 's', 'y']),
  pair('diarrhea', 'diarrhoea', 'us', ['']),
  pair('anemia', 'anaemia', 'us', ['']),
  pair('pediatric', 'paediatric', 'us', ['']),
  pair('esophag', 'oesophag', 'us', ['us', 'eal']),
  pair('aluminum', 'aluminium', 'gb', ['']),
  pair('skeptic', 'sceptic', 'gb', ['', 's', 'al']),
  pair('mom', 'mum', 'us', ['', 's']),
  ...IZE_STEMS.map((stem) => pair(`${stem}iz`, `${stem}is`, 'us', IZE_SUFFIXES)),
];

const VARIETY: Readonly<Record<Locale, (p: Pair) => Variety>> = {
  'en-us': () => 'us',
  'en-gb': () => 'gb',
  'en-ca': (p) => p.ca,
};

function keepCase(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  if (model[0] === model[0]?.toUpperCase()) return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
  return word;
}

type Rules = {
  /** Every foreign form as one whole-word pattern, any case. */
  readonly pattern: RegExp;
  /** Foreign form (lower case) to the locale's own. */
  readonly right: ReadonlyMap<string, string>;
};

function rulesFor(locale: Locale): Rules {
  const right = new Map<string, string>();
  for (const p of PAIRS) {
    const keep = VARIETY[locale](p);
    for (const suffix of p.suffixes) {
      right.set(keep === 'us' ? `${p.gb}${suffix}` : `${p.us}${suffix}`, keep === 'us' ? `${p.us}${suffix}` : `${p.gb}${suffix}`);
    }
  }
  // Longest first, so "flavoring" is not read as "flavor" + "ing".
  const words = [...right.keys()].sort((a, b) => b.length - a.length);
  return { pattern: new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi'), right };
}

const RULES: Readonly<Record<Locale, Rules>> = { 'en-us': rulesFor('en-us'), 'en-ca': rulesFor('en-ca'), 'en-gb': rulesFor('en-gb') };

function ownSpelling(found: string, locale: Locale): string {
  // The pattern only matches keys of the map, so the lookup always finds one.
  return keepCase(found, RULES[locale].right.get(found.toLowerCase()) ?? found);
}

/**
 * `text` in the locale's spelling: each word of the other variety replaced, keeping its capitals.
 *
 * @example respell('Natural Flavor, Pea Fiber', 'en-gb') // 'Natural Flavour, Pea Fibre'
 * @example respell('the vet-tech programme', 'en-us') // 'the vet-tech program'
 */
export function respell(text: string, locale: Locale): string {
  return text.replace(RULES[locale].pattern, (found) => ownSpelling(found, locale));
}

/**
 * The words in `text` that the locale does not spell that way, with the locale's own spelling.
 *
 * @example foreignSpellings('Our favourite colour', 'en-us') // [{ found: 'favourite', expected: 'favorite' }, { found: 'colour', expected: 'color' }]
 */
export function foreignSpellings(text: string, locale: Locale): readonly { readonly found: string; readonly expected: string }[] {
  return [...text.matchAll(RULES[locale].pattern)].map((m) => ({ found: m[0], expected: ownSpelling(m[0], locale) }));
}
