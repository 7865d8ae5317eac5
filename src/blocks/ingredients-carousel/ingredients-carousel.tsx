import { useId } from 'react';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import { IngredientCard } from '../vital-ingredients/ingredient-card';
import styles from '../vital-ingredients/ingredients.module.css';
import type { ingredientsCarouselSchema } from './registration';

/**
 * Ingredients Carousel (§2): ingredient cards in a row that scrolls and snaps. The row is a
 * focusable, labelled region so keyboard users can scroll it with the arrow keys; no script.
 */
export function IngredientsCarousel({ heading, body, ingredients, backgroundColor }: BlockProps<typeof ingredientsCarouselSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      {/* Focusable because it scrolls (WCAG 2.1.1: a scrollable region must be reachable by keyboard). */}
      <ul className={styles.track} tabIndex={0} aria-labelledby={headingId}>
        {ingredients.map((item, i) => (
          <IngredientCard key={`${item.name}-${i}`} item={item} />
        ))}
      </ul>
    </Section>
  );
}
