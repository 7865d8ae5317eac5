import { describe, expect, it } from 'vitest';
import { ALL_SPEC_BLOCK_NAMES, blockGroupServesTheme, SPEC_BLOCK_GROUPS } from '@/block-kit/block-names';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '@/page-runtime/registry';

/**
 * Spec §2 "Page-builder blocks", transcribed here independently of src/block-kit/block-names.ts so a
 * typo in either shows up as a mismatch. See block-names.ts for the choices where §2 describes a
 * block rather than naming it.
 */
const SPEC_SECTION_2_BLOCKS = [
  // Layout and text
  'Container',
  'Hed and Dek',
  'Left Right Single',
  'Left Right Single With List',
  'Left Right Multiple',
  'Left Right Scroll',
  'Split Component',
  'Two Column Component',
  'Two Col Image + List w/ Separator',
  'UI Page Heading',
  // Masthead (layouts Overlay, Skinny, Stacked)
  'Masthead',
  // Panels
  'Panel',
  'Panel with Search',
  'Panel With Navigate',
  'Panel with large icons',
  // Blog and press
  'Blog Text',
  'Blog Media',
  'Blog Article',
  'Blog Grid',
  'Press Grid',
  'Blog Categories',
  'Related Articles',
  // Site sections
  'Features',
  'Contact',
  'Ticker',
  'Newsletter Signup',
  'Info Card List',
  'Team',
  'Exit Modal',
  'Announcement bar',
  // Ingredients and nutrition (Feeding Guidelines is also the vet custom component of that name)
  'Ingredients Carousel',
  'Ingredients Bowl',
  'Feeding Guidelines',
  'Vital Charts',
  'Vital Ingredients',
  'Steps',
  // Reviews and help
  'Reviews',
  'FAQ Full',
  'FAQ Section',
  'Reviews from a review service',
  'Q&A and Product Picker',
  // Product discovery
  'Product Selector',
  'Product Locator',
  'Product Listing',
  'Product Listing v2',
  'Product Quiz',
  'PLP Carousel List',
  'Brand Carousel',
  'Highlight Product Cards',
  // Transitioning; Logo Cloud
  'Transitioning',
  'Logo Cloud',
  // Comparison
  'Comparison Card',
  'Comparison Chart',
  'Comparison Image Slider',
  // Imagery
  'Icon Image Carousel',
  'Image Node Component',
  'Image Based Card',
  // Custom components registered for the vet site
  'Vet Tech Signup Form',
  'Vet Product Listing',
] as const;

/** Spec blocks not built yet; a name leaves this list when its block is registered. */
const PENDING: readonly string[] = [];

/** Registered for tests only (the broken-block isolation page); never a spec block. */
const TEST_ONLY = ['Test Broken Block'] as const;

const registeredNames: readonly string[] = BLOCK_REGISTRY.map((b) => b.name);
const specNames: readonly string[] = SPEC_SECTION_2_BLOCKS;
const sorted = (names: Iterable<string>) => [...names].sort();

describe('block names (spec §2)', () => {
  it('the spec list has no duplicate names', () => {
    expect(new Set(specNames).size).toBe(specNames.length);
  });

  it('src/block-kit/block-names.ts lists exactly the spec names, in §2 order', () => {
    expect([...ALL_SPEC_BLOCK_NAMES]).toEqual([...SPEC_SECTION_2_BLOCKS]);
  });

  it('no block is registered twice', () => {
    const seen = new Set<string>();
    const twice = registeredNames.filter((name) => (seen.has(name) ? true : (seen.add(name), false)));
    expect(twice).toEqual([]);
  });

  it('every block of the production registry has a spec name (test-only blocks stay out of it)', () => {
    expect(registeredNames.filter((name) => !specNames.includes(name))).toEqual([]);
  });

  it('pending and registered blocks together are exactly the spec names', () => {
    const registeredSpec = registeredNames.filter((name) => specNames.includes(name));
    expect(sorted(new Set([...PENDING, ...registeredSpec]))).toEqual(sorted(specNames));
  });

  it('a block is never both pending and registered (empty PENDING as blocks land)', () => {
    expect(PENDING.filter((name) => registeredNames.includes(name))).toEqual([]);
  });

  it('pending names are spec names without repeats', () => {
    expect(PENDING.filter((name) => !specNames.includes(name))).toEqual([]);
    expect(new Set(PENDING).size).toBe(PENDING.length);
  });

  it('test-only blocks are the named ones, hidden from the editor insert menu', () => {
    expect(TEST_BLOCKS.map((b) => b.name)).toEqual([...TEST_ONLY]);
    expect(TEST_BLOCKS.every((b) => b.hideFromInsertMenu)).toBe(true);
    expect(BLOCK_REGISTRY.some((b) => b.hideFromInsertMenu)).toBe(false);
  });
});

describe('which site offers a block to its editors', () => {
  it('the vet custom components are offered on the vet site only; every other group on both sites', () => {
    expect(blockGroupServesTheme('vetCustomComponents', 'main')).toBe(false);
    expect(blockGroupServesTheme('vetCustomComponents', 'vet')).toBe(true);
    for (const group of SPEC_BLOCK_GROUPS.filter((g) => g !== 'vetCustomComponents')) {
      expect(blockGroupServesTheme(group, 'main'), group).toBe(true);
      expect(blockGroupServesTheme(group, 'vet'), group).toBe(true);
    }
  });

  it("'Feeding Guidelines', a vet custom component in §2 that is listed with ingredients, stays on both sites", () => {
    const feeding = BLOCK_REGISTRY.find((b) => b.name === 'Feeding Guidelines');
    expect(feeding && blockGroupServesTheme(feeding.group, 'main')).toBe(true);
  });
});

