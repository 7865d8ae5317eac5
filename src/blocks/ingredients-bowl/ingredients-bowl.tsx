import type { BlockProps } from '../types';
import { BlockImage } from '@/ui/block-image';
import { HeadedSection } from '@/ui/section';
import { TextBody } from '@/ui/typography';
import styles from '../vital-ingredients/ingredients.module.css';
import type { ingredientsBowlSchema } from './registration';

/** Ingredients Bowl (§2): the filled bowl beside what is in it and why, server-rendered. */
export function IngredientsBowl({ heading, body, bowlImage, bowlImageAltText, ingredients, backgroundColor }: BlockProps<typeof ingredientsBowlSchema>) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <div className={styles.bowl}>
        <div className={styles.bowlImage}>
          <BlockImage src={bowlImage} alt={bowlImageAltText} sizes="(max-width: 991px) 100vw, 560px" aspectRatio="1 / 1" />
        </div>
        <ul className={styles.bowlList}>
          {ingredients.map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <h3>{item.name}</h3>
              <TextBody text={item.why} />
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  );
}
