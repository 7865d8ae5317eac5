import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { IngredientCard } from '@/block-kit/ingredients/ingredient-card';
import styles from '@/block-kit/ingredients/ingredients.module.css';
import type { vitalIngredientsSchema } from './schema';

/** Vital Ingredients (§2 ingredients and nutrition): the key ingredients as a grid of cards, server-rendered. */
export function VitalIngredients({ heading, body, ingredients, backgroundColor }: BlockProps<typeof vitalIngredientsSchema>) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <ul className={styles.grid}>
        {ingredients.map((item, i) => (
          <IngredientCard key={`${item.name}-${i}`} item={item} />
        ))}
      </ul>
    </HeadedSection>
  );
}
