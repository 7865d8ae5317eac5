/**
 * Every page-builder block name of spec §2 "Page-builder blocks", spelled exactly as the spec writes
 * it (case, punctuation and all), because the name is the key Builder stores in content JSON: a
 * registration under any other spelling silently renders nothing for that content.
 *
 * Where the spec describes a block rather than naming it, the choice is recorded beside it:
 * - 'Blog Text', 'Blog Article', 'Blog Grid', 'Masthead', 'Transitioning', 'Comparison Card':
 *   the words in parentheses after them in §2 are variants (an input), not part of the name.
 * - 'Product Selector (quiz service embed)', 'Product Locator (commerce service embed)': the
 *   parentheses describe the embed; the names are 'Product Selector' and 'Product Locator'.
 * - 'Reviews from a review service': §2 gives no other name (it anonymises the vendor), and a
 *   separate 'Reviews' block already exists, so the spec's own words are the name.
 * - 'Q&A and Product Picker': one semicolon-separated item in §2, so one block.
 * - 'Feeding Guidelines' appears twice in §2 (Ingredients and nutrition, and the vet custom
 *   components). Builder keys blocks by name, so it is one block, listed once, under the group
 *   that introduces it; the vet site uses the same registration.
 * - 'Vet Tech Signup Form': §2 writes "Vet tech signup form, with configurable labels" as a
 *   description; it is title-cased like its sibling custom components ('Feeding Guidelines',
 *   'Vet Product Listing').
 */
import type { Theme } from '@/config/themes';

const SPEC_BLOCK_NAMES = {
  layoutAndText: [
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
  ],
  masthead: ['Masthead'],
  panels: ['Panel', 'Panel with Search', 'Panel With Navigate', 'Panel with large icons'],
  blogAndPress: [
    'Blog Text',
    'Blog Media',
    'Blog Article',
    'Blog Grid',
    'Press Grid',
    'Blog Categories',
    'Related Articles',
  ],
  siteSections: [
    'Features',
    'Contact',
    'Ticker',
    'Newsletter Signup',
    'Info Card List',
    'Team',
    'Exit Modal',
    'Announcement bar',
  ],
  ingredientsAndNutrition: [
    'Ingredients Carousel',
    'Ingredients Bowl',
    'Feeding Guidelines',
    'Vital Charts',
    'Vital Ingredients',
    'Steps',
  ],
  reviewsAndHelp: ['Reviews', 'FAQ Full', 'FAQ Section', 'Reviews from a review service', 'Q&A and Product Picker'],
  productDiscovery: [
    'Product Selector',
    'Product Locator',
    'Product Listing',
    'Product Listing v2',
    'Product Quiz',
    'PLP Carousel List',
    'Brand Carousel',
    'Highlight Product Cards',
  ],
  transitioningAndLogos: ['Transitioning', 'Logo Cloud'],
  comparison: ['Comparison Card', 'Comparison Chart', 'Comparison Image Slider'],
  imagery: ['Icon Image Carousel', 'Image Node Component', 'Image Based Card'],
  /** 'Feeding Guidelines' is also a vet custom component: see the note above. */
  vetCustomComponents: ['Vet Tech Signup Form', 'Vet Product Listing'],
} as const;

/** §2's block groups, in §2's order: the registry lists blocks group by group in this order. */
export type SpecBlockGroup = keyof typeof SPEC_BLOCK_NAMES;
export const SPEC_BLOCK_GROUPS = Object.keys(SPEC_BLOCK_NAMES) as readonly SpecBlockGroup[];

export type SpecBlockName = (typeof SPEC_BLOCK_NAMES)[SpecBlockGroup][number];

/** Every spec block name, flat, in §2 order. */
export const ALL_SPEC_BLOCK_NAMES: readonly SpecBlockName[] = Object.values(SPEC_BLOCK_NAMES).flat();

/** A block's group: one of §2's, or 'test' for the blocks that exist only for tests. */
export type BlockGroup = SpecBlockGroup | 'test';

/**
 * The names a group may hold, so a registration cannot put a block in the wrong group or misspell
 * a spec name. Blocks that exist only so tests can prove a behaviour of the page renderer (group
 * 'test': registered because fixture content names them, hidden from the editor's insert menu) are
 * named by their tests, not by the spec.
 */
export type BlockNameIn<G extends BlockGroup> = G extends SpecBlockGroup ? (typeof SPEC_BLOCK_NAMES)[G][number] : string;

/**
 * The groups only the vet site offers its editors. Builder has one space for both sites, so the
 * editor's insert menu is what the framed page registers: the consumer site must not offer
 * blocks written for veterinary professionals.
 */
const VET_ONLY_GROUPS: readonly BlockGroup[] = ['vetCustomComponents'];

/**
 * Whether a block of this group is offered to editors of a site with this theme.
 * @example blockGroupServesTheme('vetCustomComponents', 'main') // false
 * @example blockGroupServesTheme('masthead', 'vet') // true
 */
export function blockGroupServesTheme(group: BlockGroup, theme: Theme): boolean {
  return theme === 'vet' || !VET_ONLY_GROUPS.includes(group);
}
