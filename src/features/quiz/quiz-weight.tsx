import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@/config/constants';
import { fillPetName, type Species } from '@/engine/runtime';
import type { PetWeight } from '@/domain/quiz/pet-weight';
import { readWeightInput, weightFieldText, weightUnitOf } from './weight-input';
import quizStyles from './product-quiz.module.css';
import styles from './quiz-weight.module.css';

export type QuizWeightProps = {
  readonly petName: string;
  readonly species: Species;
  /** A puppy or kitten: the weight asked for is today's, and the hint says so. */
  readonly growing: boolean;
  readonly locale: Locale;
  /** The weight the amounts are for now, or null for the size answer's range. */
  readonly weight: PetWeight | null;
  /** Gives (or, with null, clears) the weight. */
  readonly onWeigh: (weight: PetWeight | null) => void;
};

/**
 * The optional weight on the results: "How much does {petName} weigh?" in the page's unit, with an
 * Update amounts button; a typed weight that is not one this pet could have gets its message at
 * the field, and the amounts stay as they were. Once given, Clear weight goes back to the range.
 */
export function QuizWeight({ petName, species, growing, locale, weight, onWeigh }: QuizWeightProps) {
  const id = useId();
  const unit = weightUnitOf(locale);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(weight === null ? '' : weightFieldText(weight, unit));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readWeightInput(text, unit, species);
    if (!read.ok) {
      setError(read.message);
      setStatus('');
      input.current?.focus();
      return;
    }
    setError(null);
    setText(String(read.weight.amount));
    onWeigh(read.weight);
    setStatus(fillPetName(`The amounts below are for {petName} at ${read.weight.amount} ${unit}.`, petName));
  };

  const clear = () => {
    setText('');
    setError(null);
    onWeigh(null);
    setStatus(fillPetName('The amounts below are for {petName}’s size again.', petName));
    // The Clear button goes away with the weight: the field keeps the keyboard's place.
    input.current?.focus();
  };

  const hint = growing
    ? fillPetName(`In ${unit}, {petName}’s weight today: each recipe’s daily amount and calories are worked out from its feeding guide.`, petName)
    : `In ${unit}: each recipe’s daily amount and calories are worked out from its feeding guide.`;

  return (
    <form className={styles.weight} onSubmit={submit} noValidate data-quiz-weight="">
      <label htmlFor={`${id}-weight`} className={styles.label}>
        {fillPetName('How much does {petName} weigh?', petName)}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.row}>
        <span className={styles.field}>
          <input
            ref={input}
            id={`${id}-weight`}
            name="pet-weight"
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-invalid={error === null ? undefined : true}
            aria-describedby={error === null ? `${id}-hint` : `${id}-error ${id}-hint`}
          />
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        </span>
        <button type="submit" className={quizStyles.primaryButton}>
          Update amounts
        </button>
        {weight === null ? null : (
          <button type="button" className={quizStyles.secondaryButton} onClick={clear}>
            Clear weight
          </button>
        )}
      </div>
      {error === null ? null : (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </form>
  );
}
