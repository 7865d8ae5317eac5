/**
 * The relevance panel: over generated pets and catalogs, the default flow recommends only what a
 * vet would sign off. Each property runs at least 1,000 times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig } from '@/engine/config-validation';
import { ownerNotice } from '@/engine/owner-view';
import { type RankedProduct } from '@/engine/rank-products';
import {
  AVOIDED_INGREDIENT,
  avoidingPetAnswersArbitrary,
  growthPetAnswersArbitrary,
  growthStageOf,
  isLargeBreedPuppy,
  mixedCatalogArbitrary,
} from '@tests/arbitraries/relevance';
import { validAnswersArbitrary } from '@tests/arbitraries/quiz';
import { oracleApplies, oracleChosen, oracleIsAddOn, oracleKeeps } from '@tests/support/engine-oracle';
import { rankValid, RUNS } from './engine-runs';

const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const flow = parsedFlow.value;

const everythingOffered = (outcome: { top: readonly RankedProduct[]; runnerUps: readonly RankedProduct[]; addOns: readonly RankedProduct[] }) => [
  ...outcome.top,
  ...outcome.runnerUps,
  ...outcome.addOns,
];

describe('relevance: the default flow recommends what a vet would sign off', () => {
  it('no growth-stage pet is ever offered an adult-only recipe', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, growthPetAnswersArbitrary(flow), (catalog, answers) => {
        const stage = growthStageOf(answers);
        const outcome = rankValid(catalog, flow, answers, { top: Infinity });
        for (const { product } of everythingOffered(outcome)) expect(product.lifeStages).toContain(stage);
      }),
      RUNS,
    );
  });

  it('a puppy that will be a large dog is offered only recipes made for large-size growth', () => {
    fc.assert(
      fc.property(
        mixedCatalogArbitrary,
        growthPetAnswersArbitrary(flow).map((answers) => (growthStageOf(answers) === 'puppy' ? { ...answers, size: ['large-dog'] } : answers)),
        (catalog, answers) => {
          const outcome = rankValid(catalog, flow, answers, { top: Infinity });
          for (const { product } of everythingOffered(outcome)) {
            if (isLargeBreedPuppy(answers)) expect(product.growthSizes).toContain('large');
          }
        },
      ),
      RUNS,
    );
  });

  it('no topper or treat is ever a top pick or a runner-up, and add-ons are only toppers and treats', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, validAnswersArbitrary(flow), (catalog, answers) => {
        const outcome = rankValid(catalog, flow, answers, { top: Infinity });
        for (const { product } of [...outcome.top, ...outcome.runnerUps]) expect(product.productType).toBe('complete-meal');
        for (const { product } of outcome.addOns) expect(product.productType).not.toBe('complete-meal');
      }),
      RUNS,
    );
  });

  it('an avoided ingredient never appears among the meals or the add-ons', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, avoidingPetAnswersArbitrary(flow), (catalog, answers) => {
        const outcome = rankValid(catalog, flow, answers, { top: Infinity });
        const avoided = (answers.avoid as readonly string[]).flatMap((value) => (value in AVOIDED_INGREDIENT ? [AVOIDED_INGREDIENT[value as keyof typeof AVOIDED_INGREDIENT]] : []));
        for (const { product } of everythingOffered(outcome)) for (const ingredient of avoided) expect(product.contains).not.toContain(ingredient);
      }),
      RUNS,
    );
  });

  it('when safe meals exist the outcome is never empty, and it offers nothing unsafe to fill a gap', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, validAnswersArbitrary(flow), (catalog, answers) => {
        const chosen = oracleChosen(flow, answers);
        const rules = chosen.flat().flatMap((option) => option.rules);
        const safe = catalog.filter((p) => rules.every((rule) => !oracleApplies(rule, answers) || oracleKeeps(rule, p)));
        const safeMeals = safe.filter((p) => !oracleIsAddOn(chosen, p));
        const outcome = rankValid(catalog, flow, answers);
        if (safeMeals.length > 0) {
          expect(outcome.status).not.toBe('no-eligible');
          expect(outcome.top.length).toBeGreaterThan(0);
        } else {
          expect(outcome.status).toBe('no-eligible');
        }
        const safeIds = new Set(safe.map((p) => p.id));
        for (const { product } of everythingOffered(outcome)) expect(safeIds.has(product.id)).toBe(true);
        // A preference no safe meal has is said plainly instead, in the number of recipes shown.
        const shown = outcome.top.length + outcome.runnerUps.length;
        const rest = shown === 1 ? 'the recipe below fits everything else' : 'the recipes below fit everything else';
        if (outcome.unmet.length > 0) expect(ownerNotice(outcome)).toMatch(new RegExp(`^No (\\S+ )*recipe .* yet; ${rest}\\.$`));
      }),
      RUNS,
    );
  });
});
