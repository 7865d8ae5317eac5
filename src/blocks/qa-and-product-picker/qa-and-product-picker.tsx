import { useId, useRef, useState } from 'react';
import { FaqAccordion } from '@/features/faq/faq-accordion';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { useValueSetBeforeHydration } from '@/ui/use-value-set-before-hydration';
import type { qaAndProductPickerSchema } from './schema';
import styles from './qa-and-product-picker.module.css';

export function QaAndProductPicker({ heading, body, pickerLabel, products, backgroundColor }: BlockProps<typeof qaAndProductPickerSchema>) {
  const pickerId = useId();
  const [index, setIndex] = useState(0);
  const pickIndex = (value: string) => setIndex(Math.max(0, Math.min(Number.parseInt(value, 10) || 0, products.length - 1)));
  const selectRef = useRef<HTMLSelectElement | null>(null);
  useValueSetBeforeHydration(selectRef, String(index), pickIndex);
  const product = products[index] ?? products[0];
  const faqs = (product?.questions ?? []).map((q, i) => ({ id: `${product?.productId || 'product'}-${index}-q${i + 1}`, ...q }));
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <div className={styles.picker}>
        <label htmlFor={pickerId}>{pickerLabel}</label>
        <select ref={selectRef} id={pickerId} value={index} onChange={(event) => pickIndex(event.target.value)}>
          {products.map((p, i) => (
            <option key={`${p.productName}-${i}`} value={i}>
              {p.productName}
            </option>
          ))}
        </select>
      </div>
      {/* Announced when the picker changes the list. */}
      <div aria-live="polite">
        <h3 className={styles.product}>{product?.productName}</h3>
        <FaqAccordion key={index} faqs={faqs} />
      </div>
    </HeadedSection>
  );
}
