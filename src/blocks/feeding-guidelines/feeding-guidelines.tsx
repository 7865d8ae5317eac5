import { FeedingGuidelinesTable } from '@/features/catalog/feeding-guidelines-table';
import { RecipeTableView } from '@/features/catalog/recipe-table-view';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { feedingGuidelinesSchema } from './schema';

/**
 * Feeding Guidelines (§2, also a vet custom component; §3 feeding guidelines items). With the
 * editor's rows: a table of the pet's weight and the amount in the editor's words (the words carry
 * the cups, so the cups dropdown is not printed again beside them). With the catalog's recipes: a
 * row per recipe, filled in on the server from each recipe's record.
 */
export function FeedingGuidelines({ heading, body, caption, source, items, recipeColumns, recipeRows, backgroundColor }: BlockProps<typeof feedingGuidelinesSchema>) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      {source === 'Recipes in the catalog' ? (
        <RecipeTableView table={{ columns: recipeColumns, rows: recipeRows }} caption={caption} />
      ) : items.length > 0 ? (
        <FeedingGuidelinesTable rows={items.map((i) => ({ weight: i.label, amount: i.value, calories: null }))} caption={caption} />
      ) : null}
    </HeadedSection>
  );
}
