import { BlockImage } from '@/ui/block-image';
import { TextBody } from '@/ui/typography';
import type { IngredientItem } from './ingredient-item';
import styles from './ingredients.module.css';

/** An ingredient: its image (if any), its name (an h3) and why it's there. Server-rendered. */
export function IngredientCard({ item }: { readonly item: IngredientItem }) {
  return (
    <li className={styles.card}>
      {item.image ? (
        <div className={styles.media}>
          <BlockImage src={item.image} alt={item.imageAltText} sizes="(max-width: 640px) 80vw, 280px" aspectRatio="4 / 3" />
        </div>
      ) : null}
      <h3>{item.name}</h3>
      <TextBody text={item.why} />
    </li>
  );
}
