/**
 * The studio's live panel: every sample pet ranked under the edited configuration, with how each
 * pick moved against the saved one. Pure (no React), so the engine benchmark can time a whole
 * panel re-rank exactly as the studio does it on every edit.
 */
import { rankProducts, type PreparedCatalog, type QuizConfig, type QuizOutcome, type RankedProduct } from '@/engine';
import { ownerFit, ownerNotice } from '@/engine/owner-view';
import { bestPickShortfalls, type Shortfall } from '@/engine/owner-shortfalls';
import { switchingAdvice, type SwitchingAdvice } from '@/domain/switching/switching-advice';
import type { SamplePet } from './sample-pets';

/** How many picks the panel shows per pet. */
const PANEL_PICKS = 3;

/**
 * One pick of a pet under the edited configuration, and its place under the saved one:
 * `moved` > 0 means it rose that many places, < 0 fell, 0 stayed; `isNew` when the saved
 * configuration did not offer it at all. `fit` is the match owners read on the results.
 *
 * @example
 * const pick: PanelPick = { ranked, moved: 2, isNew: false, fit: { percent: 100, words: 'Best match' } };
 */
export type PanelPick = { readonly ranked: RankedProduct; readonly moved: number; readonly isNew: boolean; readonly fit: ReturnType<typeof ownerFit> };

/**
 * One pet's row: its picks and add-ons with their moves, the outcome's message and the notice
 * owners read about wishes no safe recipe meets, what the best pick leaves out that a listed recipe
 * meets and how to switch to it (as the results say both), or the reason its answers do not fit
 * the configuration.
 *
 * @example
 * row.picks[0]?.ranked.product.id; // 'bb-gen-10'
 */
export type PanelRow = {
  readonly pet: SamplePet;
  readonly picks: readonly PanelPick[];
  readonly addOns: readonly RankedProduct[];
  readonly outcome: QuizOutcome | undefined;
  readonly notice: string | undefined;
  /** The best pick's "Doesn’t address …" lines, each with the listed recipe that meets it. */
  readonly shortfalls: readonly Shortfall[];
  /** The switching plan (or topper note) for the best pick; undefined without one. */
  readonly switching: SwitchingAdvice | undefined;
  readonly problem: string | undefined;
};

/**
 * Each pet's places under the saved configuration: product id → place (1-based) in the pet's full
 * ranking. The saved configuration changes only on load or save, so the studio computes this once
 * and every edit ranks just the draft's few picks.
 *
 * @example
 * const places = savedPlaces(catalog, saved, SAMPLE_PETS);
 */
export function savedPlaces(catalog: PreparedCatalog, saved: QuizConfig, pets: readonly SamplePet[]): ReadonlyMap<string, ReadonlyMap<string, number>> {
  const places = new Map<string, ReadonlyMap<string, number>>();
  for (const pet of pets) {
    const result = rankProducts(catalog, saved, pet.answers, { top: Infinity, runnerUps: 0, addOns: 0 });
    if (result.ok) places.set(pet.id, new Map(result.value.top.map((ranked) => [ranked.product.id, ranked.position])));
  }
  return places;
}

/**
 * Ranks every pet under `config` and compares each pick's place with its place under the saved
 * configuration (a {@link savedPlaces} map, or the configuration itself to compute it here).
 *
 * @example
 * const rows = rankPanel(catalog, draft, savedPlaces(catalog, saved, SAMPLE_PETS), SAMPLE_PETS);
 */
export function rankPanel(
  catalog: PreparedCatalog,
  config: QuizConfig,
  saved: QuizConfig | ReadonlyMap<string, ReadonlyMap<string, number>>,
  pets: readonly SamplePet[],
  names: Readonly<Record<string, string>> = {},
): PanelRow[] {
  const places = 'questions' in saved ? savedPlaces(catalog, saved, pets) : saved;
  return pets.map((pet) => {
    // The results' own counts of picks and runner-ups, so the lines about the best pick name the
    // recipes the results list.
    const result = rankProducts(catalog, config, pet.answers, { top: PANEL_PICKS });
    if (!result.ok) {
      return { pet, picks: [], addOns: [], outcome: undefined, notice: undefined, shortfalls: [], switching: undefined, problem: result.errors.map((e) => e.message).join('; ') };
    }
    const before = places.get(pet.id);
    const picks = result.value.top.map((ranked): PanelPick => {
      const was = before?.get(ranked.product.id);
      return { ranked, moved: was === undefined ? 0 : was - ranked.position, isNew: was === undefined, fit: ownerFit(result.value, ranked) };
    });
    const best = result.value.status === 'no-eligible' ? undefined : result.value.top[0];
    const petName = typeof pet.answers.name === 'string' ? pet.answers.name : '';
    return {
      pet,
      picks,
      addOns: result.value.addOns,
      outcome: result.value,
      notice: ownerNotice(result.value),
      shortfalls: bestPickShortfalls(config, result.value, petName),
      switching: best === undefined ? undefined : switchingAdvice(config, pet.answers, best.product, petName, names[best.product.id] ?? best.product.id),
      problem: undefined,
    };
  });
}
