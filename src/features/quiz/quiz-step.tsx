import Image from 'next/image';
import { useId, type Ref } from 'react';
import { TEXT_ANSWER_MAX_LENGTH } from '@/engine/runtime';
import { type QuizStepView } from '@/machines/quiz';
import styles from './product-quiz.module.css';

export type QuizStepProps = {
  readonly view: QuizStepView;
  /** The step heading, focused when the step changes so screen readers announce the new question. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onChoose: (questionId: string, value: string) => void;
  readonly onToggle: (questionId: string, value: string) => void;
  readonly onType: (questionId: string, text: string) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
};

/**
 * One quiz step: its question as a native radio group, checkbox group or text field inside a form
 * (native inputs give arrow-key selection, Space to tick and Enter to submit for free), the
 * progress, and Back / Next. Pure rendering: every change is an event for the quiz machine.
 */
export function QuizStep({ view, headingRef, onChoose, onToggle, onType, onNext, onBack }: QuizStepProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const subheadingId = `${id}-subheading`;
  const errorId = `${id}-error`;
  const progressId = `${id}-progress`;
  const inputId = `${id}-input`;
  const describedBy = [view.subheading === undefined ? null : subheadingId, view.error === null ? null : errorId].filter(Boolean).join(' ') || undefined;
  const heading = (
    <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.heading}>
      {view.heading}
    </h2>
  );
  const subheading =
    view.subheading === undefined ? null : (
      <p id={subheadingId} className={styles.subheading}>
        {view.subheading}
      </p>
    );

  return (
    <form
      className={styles.step}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <div className={styles.progress}>
        <p id={progressId} className={styles.progressText}>
          {view.progressLabel}
        </p>
        <div
          role="progressbar"
          className={styles.progressTrack}
          aria-labelledby={progressId}
          aria-valuemin={1}
          aria-valuemax={view.count}
          aria-valuenow={view.number}
          aria-valuetext={view.progressLabel}
        >
          <div className={styles.progressBar} style={{ transform: `translateX(${(view.number / Math.max(view.count, 1)) * 100 - 100}%)` }} />
        </div>
      </div>

      {view.kind === 'text' ? (
        <div className={styles.textStep}>
          {heading}
          {subheading}
          <input
            id={inputId}
            className={styles.textInput}
            type="text"
            name={view.question.id}
            value={view.text}
            maxLength={TEXT_ANSWER_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-labelledby={headingId}
            aria-describedby={describedBy}
            aria-invalid={view.error === null ? undefined : true}
            onChange={(event) => onType(view.question.id, event.currentTarget.value)}
          />
        </div>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={describedBy}>
          <legend className={styles.legend}>{heading}</legend>
          {subheading}
          <div className={view.withImages ? `${styles.options} ${styles.optionsWithImages}` : styles.options}>
            {view.options.map((option) => {
              const checked = view.selected.includes(option.value);
              const descriptionId = `${id}-${option.value}-description`;
              return (
                <label key={option.value} className={checked ? `${styles.option} ${styles.optionChecked}` : styles.option}>
                  <input
                    className={styles.optionInput}
                    type={view.kind === 'multiple' ? 'checkbox' : 'radio'}
                    name={view.question.id}
                    value={option.value}
                    checked={checked}
                    aria-describedby={option.description === undefined ? undefined : descriptionId}
                    onChange={() => (view.kind === 'multiple' ? onToggle(view.question.id, option.value) : onChoose(view.question.id, option.value))}
                  />
                  {view.withImages && option.image !== undefined ? (
                    // Decorative: the option's name beside it says what it shows.
                    <Image className={styles.optionImage} src={option.image} alt="" width={96} height={96} />
                  ) : null}
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{option.name}</span>
                    {option.description === undefined ? null : (
                      <span id={descriptionId} className={styles.optionDescription}>
                        {option.description}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {view.error === null ? null : (
        <p id={errorId} className={styles.error} role="alert">
          {view.error}
        </p>
      )}

      <div className={styles.actions}>
        {view.isFirst ? null : (
          <button type="button" className={styles.secondaryButton} onClick={onBack}>
            Back
          </button>
        )}
        <button type="submit" className={styles.primaryButton}>
          {view.nextLabel}
        </button>
      </div>
    </form>
  );
}
