import { useId } from 'react';
import type { BlockProps } from '../types';
import { BlockImage } from '@/ui/block-image';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from '../vital-ingredients/ingredients.module.css';
import type { ingredientsBowlSchema } from './registration';

/** Ingredients Bowl (§2): the filled bowl beside what is in it and why, server-rendered. */
export function IngredientsBowl({ heading, body, bowlImage, bowlImageAltText, ingredients, backgroundColor }: BlockProps<typeof ingredientsBowlSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
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
    </Section>
  );
}
