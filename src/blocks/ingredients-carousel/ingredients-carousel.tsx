import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { IngredientCard } from '@/block-kit/ingredients/ingredient-card';
import styles from '@/block-kit/ingredients/ingredients.module.css';
import { shownIngredients } from '@/block-kit/ingredients/ingredient-references';
import type { ingredientsCarouselSchema } from './schema';

/**
 * Ingredients Carousel (§2): cards of the ingredients model in a row that scrolls and snaps. The
 * row is a focusable, labelled region so keyboard users can scroll it with the arrow keys; no
 * script. No ingredient to show renders nothing.
 */
export function IngredientsCarousel({ heading, body, ingredients, backgroundColor }: BlockProps<typeof ingredientsCarouselSchema>) {
  const headingId = useId();
  const items = shownIngredients(ingredients);
  if (items.length === 0) return null;
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <SectionIntro inFlow headingId={headingId} heading={heading} body={body} />
      {/* Focusable because it scrolls (WCAG 2.1.1: a scrollable region must be reachable by keyboard). */}
      <ul className={styles.track} tabIndex={0} aria-labelledby={headingId}>
        {items.map((item, i) => (
          <IngredientCard key={`${item.id}-${i}`} item={item} />
        ))}
      </ul>
    </Section>
  );
}
