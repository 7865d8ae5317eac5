import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { TextBody } from '@/ui/typography';
import type { stepsSchema } from './schema';
import styles from './steps.module.css';

/** Steps (§2 ingredients and nutrition): a numbered how-to (an ordered list), server-rendered. */
export function Steps({ heading, body, steps, backgroundColor }: BlockProps<typeof stepsSchema>) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={`${step.heading}-${i}`} className={styles.step}>
            <h3>{step.heading}</h3>
            <TextBody text={step.text} />
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
