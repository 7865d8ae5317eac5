import { describe, expect, it } from 'vitest';
import { switchingAdvice } from '@/domain/switching/switching-advice';
import { SWITCHING_PLAN, sharePercent, stageDaysLabel, switchingPlan } from '@/domain/switching/switching-plan';
import { type QuizAnswers } from '@/engine';
import { loadDefaultFlow } from '@tests/support/quiz-test-data';

const flow = loadDefaultFlow();
const MEAL = { productType: 'complete-meal' } as const;
const REX: QuizAnswers = { type: ['dog'], name: 'Rex', dietary_needs: ['none'], current: ['kibble'] };

describe('the switching advice for the best pick', () => {
  it('a kibble eater gets the usual plan, one row per stage of SWITCHING_PLAN, naming kibble and the recipe', () => {
    const advice = switchingAdvice(flow, REX, MEAL, 'Rex', 'Wild Salmon Dog Bites');
    if (advice.kind !== 'plan') throw new Error(advice.kind);
    expect(advice.plan).toBe(SWITCHING_PLAN);
    expect(advice.heading).toBe('Switching Rex from kibble');
    expect(advice.intro).toContain('kibble and Wild Salmon Dog Bites');
    expect(advice.currentFoodLabel).toBe('Kibble');
    expect(advice.paceNote).toBeUndefined();
    expect(advice.rows).toEqual(
      SWITCHING_PLAN.stages.map((stage) => ({
        days: stageDaysLabel(stage),
        current: `${sharePercent(stage.current)}%`,
        fresh: `${sharePercent(stage.fresh)}%`,
        line: stage.current === 0 ? `${stageDaysLabel(stage)}: all fresh` : `${stageDaysLabel(stage)}: ${sharePercent(stage.fresh)}% fresh, ${sharePercent(stage.current)}% kibble`,
      })),
    );
    expect(advice.rows[0]?.line).toBe('Days 1–2: 25% fresh, 75% kibble');
    expect(advice.watchFor.join(' ')).toMatch(/stools/);
    expect(advice.watchFor.join(' ')).toMatch(/Vomiting.*vet/);
  });

  it('wet and dehydrated food are named in words', () => {
    const wet = switchingAdvice(flow, { ...REX, current: ['wet'] }, MEAL, 'Rex', 'X');
    expect(wet.kind === 'plan' && [wet.heading, wet.currentFoodLabel, wet.rows[0]?.line]).toEqual(['Switching Rex from wet food', 'Wet food', 'Days 1–2: 25% fresh, 75% wet food']);
    const dried = switchingAdvice(flow, { ...REX, current: ['dehydrated'] }, MEAL, 'Rex', 'X');
    expect(dried.kind === 'plan' && dried.heading).toBe('Switching Rex from dehydrated food');
  });

  it('a pet with digestive issues switches at the gentle pace, and is told why', () => {
    const advice = switchingAdvice(flow, { ...REX, dietary_needs: ['digestive-issues', 'skin-issues'] }, MEAL, 'Rex', 'X');
    if (advice.kind !== 'plan') throw new Error(advice.kind);
    expect(advice.pace).toBe('gentle');
    expect(advice.plan).toBe(switchingPlan('gentle'));
    expect(advice.rows.map((r) => r.days)).toEqual(switchingPlan('gentle').stages.map(stageDaysLabel));
    expect(advice.paceNote).toBe('Because of Rex’s digestive issues, this is the slower fourteen-day switch: each step lasts longer, so the tummy can adjust.');
  });

  it('a pet that already eats fresh food gets a short note instead of the plan', () => {
    const advice = switchingAdvice(flow, { ...REX, current: ['fresh-food'] }, MEAL, 'Rex', 'Wild Salmon Dog Bites');
    expect(advice.kind).toBe('already-fresh');
    expect(advice.kind === 'already-fresh' && advice.text).toMatch(/^Rex already eats fresh food, so the seven-day switch isn’t needed/);
  });

  it('a topper is mixed into the usual food: no plan', () => {
    const advice = switchingAdvice(flow, REX, { productType: 'topper' }, 'Rex', 'Bison Dog Topper Crumbles');
    expect(advice).toEqual({
      kind: 'topper',
      heading: 'Adding it to Rex’s bowl',
      text: 'Bison Dog Topper Crumbles is a topper, not a meal on its own: mix it into Rex’s usual food, so there is nothing to switch.',
    });
  });

  it('without a current-food answer the plan speaks of the current food; without a name, of your pet', () => {
    const advice = switchingAdvice(flow, { type: ['cat'] }, MEAL, '', 'X');
    expect(advice.kind === 'plan' && [advice.heading, advice.currentFoodLabel, advice.rows[0]?.line]).toEqual(['Switching your pet to fresh food', 'Current food', 'Days 1–2: 25% fresh, 75% current food']);
  });
});
