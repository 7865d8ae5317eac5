import { describe, expect, it } from 'vitest';
import { distinctGuarantees, guaranteeOf, guaranteePhrase, speciesGuarantee, unmetNotice } from '@/engine/guarantee-wording';

describe('guarantees in owners’ words', () => {
  it('an avoided ingredient reads as free-from, whether excluded or required absent', () => {
    expect(guaranteeOf('exclude', { field: 'contains', has: 'chicken' }, 'No chicken', 'cat')).toEqual({ sentence: 'Chicken-free.', modifier: 'chicken-free' });
    expect(guaranteeOf('require', { field: 'contains', lacks: 'grain' }, 'Grain-free', 'dog')).toEqual({ sentence: 'Grain-free.', modifier: 'grain-free' });
  });

  it('a required growth stage says who the recipe is made for, large-breed puppies included', () => {
    expect(guaranteeOf('require', { field: 'lifeStages', has: 'kitten' }, 'Kitten', 'cat').sentence).toBe('Made for kittens.');
    expect(guaranteeOf('require', { field: 'lifeStages', has: 'senior' }, 'Senior', 'dog').sentence).toBe('Made for senior dogs.');
    expect(guaranteeOf('require', { field: 'growthSizes', has: 'large' }, 'Puppy', 'dog')).toEqual({ sentence: 'Made for large-breed puppies.', modifier: 'large-breed puppy' });
  });

  it('a rule the wording does not know reads as the option the editor named', () => {
    expect(guaranteeOf('require', { field: 'benefits', has: 'joints' }, 'Joint care only', 'dog')).toEqual({ sentence: 'Joint care only.', modifier: undefined });
  });

  it('a guarantee another one already says is dropped, and free-from words come first', () => {
    const kept = distinctGuarantees([
      { sentence: 'Made for puppies.', modifier: 'puppy' },
      { sentence: 'Made for large-breed puppies.', modifier: 'large-breed puppy' },
      { sentence: 'Chicken-free.', modifier: 'chicken-free' },
      { sentence: 'Chicken-free.', modifier: 'chicken-free' },
    ]);
    expect(kept.map((g) => g.sentence)).toEqual(['Chicken-free.', 'Made for large-breed puppies.']);
    expect(speciesGuarantee('cat').sentence).toBe('Made for cats.');
    expect(guaranteePhrase('Made for kittens.')).toBe('made for kittens');
  });

  it('the unmet notice names the kind of recipe and counts the recipes shown in singular or plural', () => {
    expect(unmetNotice(['chicken-free', 'kitten'], ['has fish'], 1)).toBe('No chicken-free kitten recipe has fish yet; the recipe below fits everything else.');
    expect(unmetNotice(['large-breed puppy'], ['has beef', 'is an easy switch from kibble'], 2)).toBe(
      'No large-breed puppy recipe has beef or is an easy switch from kibble yet; the recipes below fit everything else.',
    );
    expect(unmetNotice([], ['has bison'], 3)).toBe('No recipe has bison yet; the recipes below fit everything else.');
  });
});
