/**
 * The search page's editor settings: the §2 'popular searches' suggestions, in order.
 */
import { z } from 'zod';

/** @example searchSettingsDataSchema.parse({ popularSearches: ['puppy food'] }) */
export const searchSettingsDataSchema = z.object({
  popularSearches: z.array(z.string().trim().min(1).max(60)).min(1).max(10),
});
