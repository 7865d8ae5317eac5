/**
 * Listing chips against the quiz's safety rules: whatever chips describe a pet, a listing for its
 * species never offers a recipe the quiz's hard constraints refuse for that pet as the chips
 * describe it ("large dog" + "puppy" never lists a recipe refused for a large-breed puppy). Over
 * generated recipes whose tags are derived from their facts, and over the fixture catalog in each
 * locale. And: no chip press ever empties a listing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { type ProductFacts } from '@/engine/product-facts';
import { chipStates } from '@/block-kit/catalog-ui/listing-filters';
import { matchesFilters } from '@/block-kit/catalog-ui/listing-logic';
import { deriveDietaryNeeds, productTags } from '@/services/catalog/derive';
import { toProductFacts } from '@/services/catalog/facts';
import { createLocalCatalog, loadCatalogFixtures } from '@/services/catalog/local';
import { DIETARY_NEED_BY_BENEFIT, EDITORIAL_TAGS } from '@/services/catalog/vocabulary';
import { petArbitrary, recipesArbitrary, type GeneratedRecipe, type Pet } from '@tests/arbitraries/listing';
import { flowOf, quizKeeps } from '@tests/support/quiz-keeps';

const RUNS = { numRuns: 1000 } as const;

/** A recipe as a listing sees it (tags and dietary needs) and as the quiz sees it (facts). */
type Listed = { readonly id: string; readonly species: string; readonly tags: readonly string[]; readonly dietaryNeeds: readonly string[]; readonly facts: ProductFacts };

function fromRecipe(r: GeneratedRecipe, index: number): Listed {
  const tags = productTags(r, r.editorialTags);
  const facts: ProductFacts = {
    id: r.id,
    species: r.species,
    proteins: r.proteins,
    contains: r.contains,
    lifeStages: r.lifeStages,
    sizes: r.petSizes,
    benefits: r.benefits,
    form: 'roll',
    textures: [],
    switchFrom: [],
    editorialRank: index,
    tags,
    productType: r.productType,
    growthSizes: r.growthSizes,
  };
  return { id: r.id, species: r.species, tags, dietaryNeeds: deriveDietaryNeeds(r.benefits), facts };
}

/** Chips that say nothing of a pet: the quiz has no question they answer. */
const NEUTRAL_CHIPS = ['single protein', 'high protein', 'picky eaters', 'topper', ...EDITORIAL_TAGS];

/** The chips that are true of the pet and answer a quiz question. */
function chipsOf(pet: Pet): string[] {
  const chips: string[] = [];
  if (pet.species === 'dog' && pet.size === 'small') chips.push('small dog');
  if (pet.species === 'dog' && pet.size === 'large') chips.push('large dog');
  if (pet.age === 'puppy' || pet.age === 'kitten' || pet.age === 'senior') chips.push(pet.age);
  if (pet.avoid.includes('grain-free')) chips.push('grain-free');
  if (pet.avoid.includes('no-chicken')) chips.push('no poultry');
  chips.push(...pet.needs.map((b) => DIETARY_NEED_BY_BENEFIT[b]));
  return chips;
}

/** The pet as the pressed chips describe it: the quiz questions they answer, and the answers. */
function answersOf(pet: Pet, pressed: readonly string[]): Record<string, string[]> {
  const answers: Record<string, string[]> = { type: [pet.species] };
  if (pressed.includes('small dog')) answers.size = ['small-dog'];
  if (pressed.includes('large dog')) answers.size = ['large-dog'];
  if (pressed.includes('puppy')) answers.age = ['puppy'];
  if (pressed.includes('kitten')) answers.age = ['kitten'];
  // The quiz asks a dog's age as senior; a senior cat answers adult.
  if (pressed.includes('senior')) answers.age = [pet.species === 'dog' ? 'senior' : 'adult'];
  const avoid = pet.avoid.filter((a) => pressed.includes(a === 'grain-free' ? 'grain-free' : 'no poultry'));
  if (avoid.length > 0) answers.avoid = avoid;
  const needs = pet.needs.filter((b) => pressed.includes(DIETARY_NEED_BY_BENEFIT[b]));
  if (needs.length > 0) answers.dietary_needs = needs.map((b) => ({ skin: 'skin-issues', digestion: 'digestive-issues', joints: 'joint-pain', picky: 'picky-eating' })[b]);
  return answers;
}

/** The ids a listing for the pet's species shows under the pressed chips that the quiz refuses. */
function refusedButListed(products: readonly Listed[], pet: Pet, pressed: readonly string[]): string[] {
  const answers = answersOf(pet, pressed);
  const keeps = quizKeeps(flowOf(Object.keys(answers)), products.map((p) => p.facts), answers);
  return products.filter((p) => p.species === pet.species && matchesFilters(p, pressed) && !keeps.has(p.id)).map((p) => p.id);
}

/** Some of the pet's chips, and now and then a neutral one (more would empty most listings). */
const pressedArbitrary = (pet: Pet) =>
  fc.tuple(fc.subarray(chipsOf(pet)), fc.subarray(NEUTRAL_CHIPS, { maxLength: 1 })).map(([stated, neutral]) => [...stated, ...neutral]);

describe('listing chips never offer what the quiz refuses for the pet they describe', () => {
  it('over generated recipes, tags derived from their facts', () => {
    fc.assert(
      fc.property(recipesArbitrary, petArbitrary.chain((pet) => fc.tuple(fc.constant(pet), pressedArbitrary(pet))), (recipes, [pet, pressed]) => {
        expect(refusedButListed(recipes.map(fromRecipe), pet, pressed)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('over the fixture catalog in each locale', async () => {
    const catalog = createLocalCatalog(loadCatalogFixtures());
    const byLocale = new Map(
      await Promise.all(
        LOCALES.map(async (locale) => [locale, (await catalog.products({ locale })).map((p) => ({ id: p.id, species: p.species, tags: p.tags, dietaryNeeds: p.dietaryNeeds, facts: toProductFacts(p) }))] as const),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), petArbitrary.chain((pet) => fc.tuple(fc.constant(pet), pressedArbitrary(pet))), (locale, [pet, pressed]) => {
        expect(refusedButListed(byLocale.get(locale) ?? [], pet, pressed)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('"large dog" + "puppy" lists only recipes made for large-size growth', () => {
    fc.assert(
      fc.property(recipesArbitrary, (recipes) => {
        const listed = recipes.map(fromRecipe).filter((p) => matchesFilters(p, ['large dog', 'puppy']));
        for (const p of listed) expect(p.facts.growthSizes).toContain('large');
      }),
      RUNS,
    );
  });
});

describe('chip counts', () => {
  it('an enabled chip lists exactly its count, and only an active chip may list none', () => {
    fc.assert(
      fc.property(recipesArbitrary, petArbitrary.chain((pet) => fc.tuple(fc.constant([...chipsOf(pet), ...NEUTRAL_CHIPS]), fc.subarray([...chipsOf(pet), ...NEUTRAL_CHIPS], { maxLength: 3 }))), (recipes, [offered, active]) => {
        const items = recipes.map(fromRecipe);
        for (const chip of chipStates(items, offered, active)) {
          if (chip.disabled) {
            expect(chip.count).toBe(0);
            continue;
          }
          const after = active.includes(chip.filter) ? active : [...active, chip.filter];
          expect(items.filter((i) => matchesFilters(i, after))).toHaveLength(chip.count);
          if (!active.includes(chip.filter)) expect(chip.count).toBeGreaterThan(0);
        }
      }),
      // Counting is quadratic in chips and products, and its rule is simple: fewer runs suffice.
      { numRuns: 300 },
    );
  });
});
