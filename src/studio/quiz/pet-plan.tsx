import { type Shortfall } from '@/engine/owner-shortfalls';
import { type SwitchingAdvice } from '@/domain/switching/switching-advice';
import styles from './quiz-studio.module.css';

/**
 * A sample pet's lines about its best pick, as the results say them: what it leaves out that a
 * listed recipe meets (and which recipe), and the switching plan (its stages on one line) or the
 * note that replaces it.
 */
export function PetPlan({
  shortfalls,
  switching,
  names,
}: {
  readonly shortfalls: readonly Shortfall[];
  readonly switching: SwitchingAdvice | undefined;
  readonly names: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {shortfalls.map((shortfall) => (
        <p key={`${shortfall.questionId}:${shortfall.optionValue}`} className={styles.notice} data-studio-shortfall={shortfall.alternative.product.id}>
          {shortfall.missing} For {shortfall.forWhat}, see {names[shortfall.alternative.product.id] ?? shortfall.alternative.product.id}.
        </p>
      ))}
      {switching === undefined ? null : (
        <p className={styles.why} data-studio-switching={switching.kind}>
          <strong>{switching.heading}:</strong>{' '}
          {switching.kind === 'plan' ? [switching.paceNote, switching.rows.map((row) => row.line).join(' · ')].filter((part) => part !== undefined).join(' ') : switching.text}
        </p>
      )}
    </>
  );
}
