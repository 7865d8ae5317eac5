/**
 * Fields the catalog computes instead of storing, so they can never disagree with the facts they
 * come from: listing tags from the recipe's facts, dietary needs from benefits, vet dietary needs
 * from the nutrition panels.
 */
import { VET_DIETARY_NEEDS_FILTERS, type VetDietaryNeedsFilter } from '@/config/constants';
import { BENEFITS, type Benefit, type Protein, type SizeClass, type Species } from '@/engine/product-vocabulary';
import { type FixtureProduct, type Nutrient, type NutritionPanel } from './records';
import { DERIVED_TAGS, DIETARY_NEED_BY_BENEFIT, LISTING_TAGS, type DerivedTag, type DietaryNeed, type ListingTag } from './vocabulary';

/** Ingredient words that name poultry or come from it (eggs). */
const POULTRY = /\b(chicken|turkey|duck|eggs?)\b/i;
const EGGS = /\beggs?\b/i;
/** The words that name each main protein in an ingredient list. */
const PROTEIN_WORDS: Readonly<Record<Protein, RegExp>> = {
  chicken: /\bchicken\b/i,
  turkey: /\bturkey\b/i,
  fish: /\b(salmon|whitefish|tuna|pollock|cod|fish|herring)\b/i,
  beef: /\bbeef\b/i,
  bison: /\bbison\b/i,
  lamb: /\blamb\b/i,
};

/**
 * As-fed crude protein (%) from which a recipe is "high protein": cats need more protein than
 * dogs, so their line is higher.
 */
export const HIGH_PROTEIN_PCT: Readonly<Record<Species, number>> = { dog: 14, cat: 15.5 };

/** The recipe facts the listing tags are drawn from. */
export type TagFacts = Pick<
  FixtureProduct,
  'species' | 'proteins' | 'contains' | 'ingredients' | 'lifeStages' | 'petSizes' | 'growthSizes' | 'benefits' | 'productType'
> & { readonly nutrition: Pick<NutritionPanel, 'proteinPct'> };

/**
 * Whether a dog recipe suits dogs of this adult size. A growth recipe must also be made for that
 * size's growth: a puppy who will be a large dog needs large-size growth (the quiz refuses it any
 * other puppy recipe), so a puppy roll for small and medium growth is not "large dog".
 */
function suitsDogSize(p: TagFacts, size: SizeClass): boolean {
  const growth = p.lifeStages.includes('puppy');
  return p.species === 'dog' && p.petSizes.includes(size) && (!growth || p.growthSizes.includes(size));
}

/**
 * One animal protein and nothing from another animal: no other protein's word in the ingredients,
 * no other meat among the avoidable ingredients, and no eggs unless beside the chicken they come from.
 */
function isSingleProtein(p: TagFacts): boolean {
  const [main] = p.proteins;
  if (main === undefined || p.proteins.length !== 1) return false;
  const otherMeat = p.contains.some((c) => c !== 'grain' && c !== 'soy' && c !== main);
  const otherWord = p.ingredients.some((i) => Object.entries(PROTEIN_WORDS).some(([protein, re]) => protein !== main && re.test(i)));
  const eggs = main !== 'chicken' && p.ingredients.some((i) => EGGS.test(i));
  return !otherMeat && !otherWord && !eggs;
}

const isDerivedTag = (tag: string): tag is DerivedTag => (DERIVED_TAGS as readonly string[]).includes(tag);

const DERIVED_TAG_RULES: Readonly<Record<DerivedTag, (p: TagFacts) => boolean>> = {
  'small dog': (p) => suitsDogSize(p, 'small'),
  'large dog': (p) => suitsDogSize(p, 'large'),
  puppy: (p) => p.lifeStages.includes('puppy'),
  'no poultry': (p) => !p.contains.includes('chicken') && !p.ingredients.some((i) => POULTRY.test(i)),
  'single protein': isSingleProtein,
  'grain-free': (p) => !p.contains.includes('grain'),
  'digestive issues': (p) => p.benefits.includes('digestion'),
  'skin issues': (p) => p.benefits.includes('skin'),
  'joint pain': (p) => p.benefits.includes('joints'),
  'picky eaters': (p) => p.benefits.includes('picky'),
  kitten: (p) => p.lifeStages.includes('kitten'),
  // Made for older pets, not an adult recipe that older pets may also eat.
  senior: (p) => p.lifeStages.includes('senior') && !p.lifeStages.includes('adult'),
  topper: (p) => p.productType === 'topper',
  'high protein': (p) => p.nutrition.proteinPct >= HIGH_PROTEIN_PCT[p.species],
};

/**
 * The listing tags a recipe's facts warrant.
 *
 * @example deriveTags(puppyRollForSmallAndMediumGrowth) // ['small dog', 'puppy'] (no 'large dog')
 */
function deriveTags(p: TagFacts): DerivedTag[] {
  return LISTING_TAGS.filter(isDerivedTag).filter((t) => DERIVED_TAG_RULES[t](p));
}

/**
 * A product's listing tags: those its facts warrant and the editorial ones stored with it, in
 * LISTING_TAGS order.
 *
 * @example productTags(record, ['bestseller']) // ['bestseller', 'small dog', 'puppy']
 */
export function productTags(p: TagFacts, editorial: readonly ListingTag[]): ListingTag[] {
  const derived: readonly ListingTag[] = deriveTags(p);
  return LISTING_TAGS.filter((t) => derived.includes(t) || editorial.includes(t));
}

/** Which nutrient each §3 vet dietary-needs filter chooses by, and in which direction. */
export const VET_DIETARY_NEED_NUTRIENTS = {
  'lowest sodium': { nutrient: 'sodiumPct', direction: 'lowest' },
  'lowest fat': { nutrient: 'fatPct', direction: 'lowest' },
  'highest fiber': { nutrient: 'fiberPct', direction: 'highest' },
  'lowest phosphorus': { nutrient: 'phosphorusPct', direction: 'lowest' },
  'lowest copper': { nutrient: 'copperMgPerKg', direction: 'lowest' },
  'lowest protein': { nutrient: 'proteinPct', direction: 'lowest' },
  'lowest magnesium': { nutrient: 'magnesiumPct', direction: 'lowest' },
  'lowest calorie': { nutrient: 'kcalPerCup', direction: 'lowest' },
  'highest calorie': { nutrient: 'kcalPerCup', direction: 'highest' },
  'highest omega 3 fatty acids': { nutrient: 'omega3Pct', direction: 'highest' },
} as const satisfies Record<VetDietaryNeedsFilter, { nutrient: Nutrient; direction: 'lowest' | 'highest' }>;

/**
 * The share of a species' recipes a vet filter selects. A quarter keeps each filter a real choice
 * (a filter that matched half the catalog would tell a vet nothing).
 */
const VET_FILTER_SHARE = 0.25;

/**
 * @example deriveDietaryNeeds(['joints', 'skin']) // ['skin issues', 'joint pain'] (BENEFITS order)
 */
export function deriveDietaryNeeds(benefits: readonly Benefit[]): DietaryNeed[] {
  return BENEFITS.filter((b) => benefits.includes(b)).map((b) => DIETARY_NEED_BY_BENEFIT[b]);
}

type Nutritioned = { readonly id: string; readonly species: Species; readonly nutrition: NutritionPanel };

/**
 * For each product, the vet filters it qualifies for: its nutrient value is within the best
 * VET_FILTER_SHARE of its species' recipes in the filter's direction (ties at the cut-off included,
 * so equal recipes are never split).
 *
 * @example deriveVetDietaryNeeds(products).get('bb-gen-03') // ['lowest fat', 'highest fiber']
 */
export function deriveVetDietaryNeeds(products: readonly Nutritioned[]): Map<string, VetDietaryNeedsFilter[]> {
  const result = new Map<string, VetDietaryNeedsFilter[]>(products.map((p) => [p.id, []]));
  // Per species: a cat recipe is not 'lowest fat' because dog recipes are fattier.
  const bySpecies = new Map<Species, Nutritioned[]>();
  for (const p of products) bySpecies.set(p.species, [...(bySpecies.get(p.species) ?? []), p]);
  for (const group of bySpecies.values()) {
    const take = Math.max(1, Math.ceil(group.length * VET_FILTER_SHARE));
    for (const filter of VET_DIETARY_NEEDS_FILTERS) {
      const { nutrient, direction } = VET_DIETARY_NEED_NUTRIENTS[filter];
      const sign = direction === 'lowest' ? 1 : -1;
      const values = group.map((p) => sign * p.nutrition[nutrient]).sort((a, b) => a - b);
      const cutOff = values[take - 1];
      if (cutOff === undefined) continue;
      for (const p of group) {
        if (sign * p.nutrition[nutrient] <= cutOff) result.get(p.id)?.push(filter);
      }
    }
  }
  return result;
}
