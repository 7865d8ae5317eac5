/**
 * The catalog blocks' option values and what they mean, apart from their schemas and editor
 * inputs (shared-catalog-inputs.ts) so the listing islands read them in the browser without zod.
 */
export const BUY_BUTTONS = ['Where to buy link', 'Shop now button'] as const;
export const toBuyAction = (b: (typeof BUY_BUTTONS)[number]): 'shop-now' | 'where-to-buy' => (b === 'Shop now button' ? 'shop-now' : 'where-to-buy');

export const PET_TYPES = ['All', 'dog', 'cat'] as const;
export const speciesParam = (p: (typeof PET_TYPES)[number]) => (p === 'All' ? undefined : p);

/** The tags of a tag list input, which Builder stores as objects ({ tag }). */
export const tagsOf = (items: ReadonlyArray<{ readonly tag: string }>): string[] => items.map((i) => i.tag);
