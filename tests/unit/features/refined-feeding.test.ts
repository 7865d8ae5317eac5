import { describe, expect, it } from 'vitest';
import type { FeedingRow } from '@/features/quiz/feeding-amount';
import { refinedAmount, refinedFeedingAdvice, type FeedingEnergy } from '@/features/quiz/refined-feeding';
import { readWeightInput, weightFieldText, weightUnitOf } from '@/features/quiz/weight-input';

/** A puppy guide like the catalog's growth recipes (Puppy Chicken & Rice Roll: 332 kcal a cup, 1,360 kcal a kg). */
const PUPPY_ROWS: FeedingRow[] = [
  [5, 1],
  [10, 1.5],
  [20, 3],
  [30, 3.5],
  [40, 4.5],
  [60, null],
];
const PUPPY_ENERGY: FeedingEnergy = [332, 1360];
const LARGE_PUPPY = { species: 'dog', size: 'large', growing: true } as const;
const MEDIUM_ADULT = { species: 'dog', size: 'medium', growing: false } as const;

describe('the amount for a pet’s weight', () => {
  it('interpolates the cups between the guide’s two rows around the weight, and gives a row’s own cups at its weight', () => {
    expect(refinedAmount(PUPPY_ROWS, 25)).toEqual({ kind: 'amount', cups: 3.25, rows: [20, 30] });
    expect(refinedAmount(PUPPY_ROWS, 20)).toEqual({ kind: 'amount', cups: 3, rows: [20] });
    expect(refinedAmount([...PUPPY_ROWS].reverse(), 7.5)).toEqual({ kind: 'amount', cups: 1.25, rows: [5, 10] });
  });

  it('a weight past the guide’s rows, or next to a row with no amount, has no amount', () => {
    expect(refinedAmount(PUPPY_ROWS, 3)).toEqual({ kind: 'below-guide', edgeLb: 5 });
    expect(refinedAmount(PUPPY_ROWS, 61)).toEqual({ kind: 'above-guide', edgeLb: 60 });
    expect(refinedAmount(PUPPY_ROWS, 50)).toEqual({ kind: 'no-amount' });
    expect(refinedAmount([[10, 1], [30, 'not-recommended']], 20)).toEqual({ kind: 'not-recommended' });
  });

  it('says a US pet’s amount in cups to the quarter with its calories a day, and what weight a growing pet’s amount is for', () => {
    expect(refinedFeedingAdvice(PUPPY_ROWS, PUPPY_ENERGY, LARGE_PUPPY, { amount: 25, unit: 'lb' }, 'Atlas', 'complete-meal', 'en-us')).toEqual({
      kind: 'amount',
      amount: 'About 3¼ cups a day (1,079 kcal)',
      source: 'for Atlas’s weight today, 25 lb, while growing (expected adult weight over 50 lb), between the feeding guide’s 20 lb and 30 lb rows; weigh Atlas again as they grow',
    });
    expect(refinedFeedingAdvice(PUPPY_ROWS, PUPPY_ENERGY, MEDIUM_ADULT, { amount: 30, unit: 'lb' }, 'Bo', 'complete-meal', 'en-us')).toEqual({
      kind: 'amount',
      amount: 'About 3½ cups a day (1,162 kcal)',
      source: 'for Bo’s weight, 30 lb, the feeding guide’s 30 lb row',
    });
  });

  it('says a UK pet’s amount in grams, and a Canadian pet’s in grams with cups, each with calories, the weights in kg', () => {
    // 11.3 kg is 24.9 lb: 3.246 cups of 244 g.
    expect(refinedFeedingAdvice(PUPPY_ROWS, PUPPY_ENERGY, MEDIUM_ADULT, { amount: 11.3, unit: 'kg' }, 'Bo', 'complete-meal', 'en-gb')).toEqual({
      kind: 'amount',
      amount: 'About 790 g a day (1,078 kcal)',
      source: 'for Bo’s weight, 11.3 kg, between the feeding guide’s 9.1 kg and 13.6 kg rows',
    });
    expect(refinedFeedingAdvice(PUPPY_ROWS, PUPPY_ENERGY, MEDIUM_ADULT, { amount: 11.3, unit: 'kg' }, 'Bo', 'complete-meal', 'en-ca')).toMatchObject({
      amount: 'About 790 g a day (3¼ cups, 1,078 kcal)',
    });
  });

  it('a topper’s amount stays per meal, with the day’s amount and calories on top of the usual food', () => {
    const topper: FeedingRow[] = [
      [10, 0.5],
      [30, 1],
    ];
    expect(refinedFeedingAdvice(topper, [400, 1100], MEDIUM_ADULT, { amount: 30, unit: 'lb' }, 'Bo', 'topper', 'en-us')).toEqual({
      kind: 'amount',
      amount: 'About ½ cup per meal',
      source: 'for Bo’s weight, 30 lb, the feeding guide’s 30 lb row (1 cup a day on top of the usual food, 400 kcal, split over 2 meals)',
    });
    expect(refinedFeedingAdvice(topper, [400, 1100], MEDIUM_ADULT, { amount: 30, unit: 'lb' }, 'Bo', 'topper', 'en-gb')).toMatchObject({ amount: 'About 180 g per meal' });
  });

  it('a weight the guide gives no amount for sends the owner to the vet, in the locale’s unit', () => {
    const advise = (lb: number, rows: FeedingRow[] = PUPPY_ROWS) =>
      refinedFeedingAdvice(rows, PUPPY_ENERGY, LARGE_PUPPY, { amount: lb, unit: 'lb' }, 'Atlas', 'complete-meal', 'en-us');
    expect(advise(3)).toEqual({ kind: 'ask-vet', text: 'Its feeding guide starts at 5 lb and Atlas weighs 3 lb: ask your vet how much to feed.' });
    expect(advise(70)).toEqual({ kind: 'ask-vet', text: 'Its feeding guide stops at 60 lb and Atlas weighs 70 lb: ask your vet how much to feed.' });
    expect(advise(50)).toEqual({ kind: 'ask-vet', text: 'Its feeding guide gives no amount at Atlas’s weight (50 lb): ask your vet how much to feed.' });
    expect(advise(20, [[10, 1], [30, 'not-recommended']])).toEqual({
      kind: 'ask-vet',
      text: 'Its feeding guide does not recommend it at Atlas’s weight (20 lb): ask your vet, or choose a recipe made for this size.',
    });
    expect(refinedFeedingAdvice(PUPPY_ROWS, PUPPY_ENERGY, LARGE_PUPPY, { amount: 40, unit: 'kg' }, '', 'complete-meal', 'en-gb')).toEqual({
      kind: 'ask-vet',
      text: 'Its feeding guide stops at 27.2 kg and your pet weighs 40 kg: ask your vet how much to feed.',
    });
  });
});

describe('the weight the owner types', () => {
  it('is asked in lb in the US and in kg in Canada and the UK, as the feeding tables print weights', () => {
    expect([weightUnitOf('en-us'), weightUnitOf('en-ca'), weightUnitOf('en-gb')]).toEqual(['lb', 'kg', 'kg']);
  });

  it('takes a number in the page’s unit, with or without the unit, to a tenth', () => {
    expect(readWeightInput(' 62 ', 'lb', 'dog')).toEqual({ ok: true, weight: { amount: 62, unit: 'lb' } });
    expect(readWeightInput('62 lbs', 'lb', 'dog')).toEqual({ ok: true, weight: { amount: 62, unit: 'lb' } });
    expect(readWeightInput('4.56kg', 'kg', 'cat')).toEqual({ ok: true, weight: { amount: 4.6, unit: 'kg' } });
  });

  it('says what to type for an empty field, words, another unit, zero or less, and more than any pet weighs', () => {
    expect(readWeightInput('', 'lb', 'dog')).toEqual({ ok: false, message: 'Enter a weight in lb, like 45.' });
    expect(readWeightInput('heavy', 'lb', 'dog')).toEqual({ ok: false, message: 'Enter the weight as a number of lb, like 45.' });
    expect(readWeightInput('1,5', 'kg', 'cat')).toEqual({ ok: false, message: 'Enter the weight as a number of kg, like 4.5.' });
    expect(readWeightInput('20 kg', 'lb', 'dog')).toEqual({ ok: false, message: 'Enter the weight in lb, like 45.' });
    expect(readWeightInput('0', 'lb', 'dog')).toEqual({ ok: false, message: 'Enter a weight above 0 lb.' });
    expect(readWeightInput('-4', 'kg', 'dog')).toEqual({ ok: false, message: 'Enter a weight above 0 kg.' });
    expect(readWeightInput('400', 'lb', 'dog')).toEqual({ ok: false, message: 'That is more than any dog weighs: enter a weight up to 300 lb.' });
    expect(readWeightInput('19', 'kg', 'cat')).toEqual({ ok: false, message: 'That is more than any cat weighs: enter a weight up to 18 kg.' });
  });

  it('shows a weight from a link in the page’s unit', () => {
    expect(weightFieldText({ amount: 30, unit: 'lb' }, 'kg')).toBe('13.6');
    expect(weightFieldText({ amount: 13.6, unit: 'kg' }, 'kg')).toBe('13.6');
  });
});
