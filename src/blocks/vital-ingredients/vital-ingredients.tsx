import { useId } from 'react';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import { IngredientCard } from './ingredient-card';
import styles from './ingredients.module.css';
import type { vitalIngredientsSchema } from './registration';

/** Vital Ingredients (§2 ingredients and nutrition): the key ingredients as a grid of cards, server-rendered. */
export function VitalIngredients({ heading, body, ingredients, backgroundColor }: BlockProps<typeof vitalIngredientsSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      <ul className={styles.grid}>
        {ingredients.map((item, i) => (
          <IngredientCard key={`${item.name}-${i}`} item={item} />
        ))}
      </ul>
    </Section>
  );
}
