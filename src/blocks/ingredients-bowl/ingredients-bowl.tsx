import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { HeadedSection } from '@/ui/section';
import { TextBody } from '@/ui/typography';
import styles from '@/block-kit/ingredients/ingredients.module.css';
import { shownIngredients } from '@/block-kit/ingredients/ingredient-references';
import type { ingredientsBowlSchema } from './schema';

/**
 * Ingredients Bowl (§2): the filled bowl beside what is in it and why, from the ingredients model;
 * server-rendered. No ingredient to show renders nothing.
 */
export function IngredientsBowl({ heading, body, bowlImage, bowlImageAltText, ingredients, backgroundColor }: BlockProps<typeof ingredientsBowlSchema>) {
  const items = shownIngredients(ingredients);
  if (items.length === 0) return null;
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <div className={styles.bowl}>
        <div className={styles.bowlImage}>
          <BlockImage src={bowlImage} alt={bowlImageAltText} sizes="(max-width: 991px) 100vw, 560px" aspectRatio="1 / 1" />
        </div>
        <ul className={styles.bowlList}>
          {items.map((item, i) => (
            <li key={`${item.id}-${i}`} data-ingredient-id={item.id}>
              <h3>{item.name}</h3>
              <TextBody text={item.why} />
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  );
}
