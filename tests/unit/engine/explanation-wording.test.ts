import { describe, expect, it } from 'vitest';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { constraintText, explanationText, matchLabel, outcomeMessage } from '@/engine/explanation-wording';

describe('explanation wording for shoppers', () => {
  it('a loved protein reads "Loves chicken: +45" with the loved-proteins and default weights', () => {
    const points = QUIZ_WEIGHTS.lovedProteinsWeight * QUIZ_WEIGHTS.defaultWeight;
    expect(explanationText(matchLabel('love', { name: 'Chicken' }), points)).toBe('Loves chicken: +45');
  });

  it('each question has its own phrase, with the right article', () => {
    expect(matchLabel('dietary_needs', { name: 'Joint pain' })).toBe('Helps with joint pain');
    expect(matchLabel('size', { name: 'Large dog' })).toBe('Right for a large dog');
    expect(matchLabel('age', { name: 'Adult' })).toBe('Right for an adult');
    expect(matchLabel('age', { name: 'Kitten' })).toBe('Right for a kitten');
    expect(matchLabel('current', { name: 'Fresh food' })).toBe('Easy switch from fresh food');
    expect(matchLabel('routine', { name: 'Cut-and-serve rolls' })).toBe('Comes as cut-and-serve rolls');
    expect(matchLabel('custom', { name: 'Active lifestyle' })).toBe('Matches active lifestyle');
  });

  it('an editor’s own match label wins, and acronyms keep their capitals', () => {
    expect(matchLabel('custom', { name: 'Yes', matchLabel: 'A bestseller' })).toBe('A bestseller');
    expect(matchLabel('dietary_needs', { name: 'DHA for brains' })).toBe('Helps with DHA for brains');
  });

  it('a hard constraint says what it removed, in singular or plural', () => {
    expect(constraintText({ kind: 'species', species: 'cat', optionName: 'Cat' }, 3)).toBe('Only cat recipes: removed 3 products');
    expect(constraintText({ kind: 'require', optionName: 'Grain-free' }, 1)).toBe('Grain-free: removed 1 product');
    expect(constraintText({ kind: 'exclude', optionName: 'No soy' }, 0)).toBe('No soy: removed 0 products');
  });

  it('the no-eligible message names the answer that removed the most, then only the others that removed something', () => {
    expect(
      outcomeMessage('no-eligible', [
        { removed: 0, text: 'No soy: removed 0 products' },
        { removed: 2, text: 'No fish: removed 2 products' },
        { removed: 5, text: 'Kitten: removed 5 products' },
      ]),
    ).toBe('No recipe fits every answer. The answer that removed the most: Kitten: removed 5 products. Also: No fish: removed 2 products. Try changing it.');
    expect(outcomeMessage('no-eligible', [])).toBe('There are no recipes to choose from yet.');
    expect(outcomeMessage('fallback', [])).toContain('editors’ picks');
  });
});
