import { describe, expect, it } from 'vitest';
import { QUIZ_MATCH_WORDS } from '@/config/constants';
import { bestPickWhy, fitSummary, matchDefinition, reasonText, tieBreakText } from '@/engine/reason-wording';

describe('reasons and matches in owners’ words', () => {
  it('each matched wish is a sentence in the pet’s name, without points', () => {
    expect(reasonText('love', { name: 'Turkey' }, 'Mittens')).toBe('Turkey, which Mittens loves.');
    expect(reasonText('size', { name: 'Large dog' }, 'Rex')).toBe('Right for a large dog, like Rex.');
    expect(reasonText('age', { name: 'Adult' }, '')).toBe('Right for an adult.');
    expect(reasonText('dietary_needs', { name: 'Joint pain' }, 'Rosie')).toBe('Helps with Rosie’s joint pain.');
    expect(reasonText('current', { name: 'Kibble' }, '')).toBe('An easy switch from the kibble your pet eats now.');
    expect(reasonText('routine', { name: 'Cut-and-serve rolls' }, 'Pip')).toBe('Comes as cut-and-serve rolls, the routine you chose.');
    expect(reasonText('custom', { name: 'Active', matchLabel: 'fuel for busy days' }, 'Rex')).toBe('Fuel for busy days.');
  });

  it('the best safe recipe reads "Best match" however little of the wishes any safe recipe meets', () => {
    expect(fitSummary(50, 50, { isBest: true, tiesBest: true })).toEqual({ percent: 100, words: 'Best match' });
    expect(fitSummary(10, 100, { isBest: true, tiesBest: true })).toEqual({ percent: 10, words: 'Best match' });
    expect(fitSummary(50, 50, { isBest: false, tiesBest: true }).words).toBe('Just as good a match');
  });

  it('runner-ups read Great, Good or Fair at the configured thresholds', () => {
    const at = (percent: number) => fitSummary(percent, 100, { isBest: false, tiesBest: false }).words;
    expect(at(QUIZ_MATCH_WORDS.greatFromPercent)).toBe('Great match');
    expect(at(QUIZ_MATCH_WORDS.greatFromPercent - 1)).toBe('Good match');
    expect(at(QUIZ_MATCH_WORDS.goodFromPercent)).toBe('Good match');
    expect(at(QUIZ_MATCH_WORDS.goodFromPercent - 1)).toBe('Fair match');
    expect(fitSummary(0, 0, { isBest: true, tiesBest: true })).toEqual({ percent: undefined, words: 'Fits your answers' });
  });

  it('the best pick’s why, the tie-break and the match’s definition are sentences in the pet’s name', () => {
    expect(bestPickWhy(['Made for large-breed puppies.'], 'Rex', 'ranked')).toBe('Made for large-breed puppies, and no safe recipe meets more of what you told us about Rex.');
    expect(bestPickWhy(['Chicken-free.', 'Made for kittens.'], '', 'ranked')).toBe('Chicken-free, made for kittens, and no safe recipe meets more of what you told us about your pet.');
    expect(bestPickWhy(['Chicken-free.', 'Made for small cats.', 'Made for kittens.'], 'Mittens', 'ranked')).toBe(
      'Chicken-free, made for small cats and kittens, and no safe recipe meets more of what you told us about Mittens.',
    );
    expect(bestPickWhy([], 'Rex', 'fallback')).toBe('Our editors’ first choice among the recipes that fit Rex.');
    expect(tieBreakText('A', 'B', 'questions-matched', 'Rex')).toBe('A and B match Rex equally well; A comes first because it matches more of your answers.');
    expect(matchDefinition('Rex')).toMatch(/^Every recipe here is safe for Rex; .*\.$/);
  });
});
