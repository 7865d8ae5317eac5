import { useId, useState, type Ref } from 'react';
import { fillPetName, type QuizConfig, type RankedProduct } from '@/engine/runtime';
import { type QuizResultsView } from '@/machines/quiz';
import { ProductCard } from '@/ui/product-card/product-card';
import { feedingAmount } from './feeding-amount';
import { type QuizProductDisplay } from './quiz-catalog';
import styles from './product-quiz.module.css';

export { type QuizProductDisplay } from './quiz-catalog';

export type QuizResultsProps = {
  readonly results: QuizResultsView;
  readonly config: QuizConfig;
  readonly productDisplay: Readonly<Record<string, QuizProductDisplay>>;
  /** The /where-to-buy path in the current locale, for the product cards. */
  readonly whereToBuyHref: string;
  /** The full shareable link to show and copy. */
  readonly shareUrl: string;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onEdit: (questionId: string) => void;
  readonly onBack: () => void;
  readonly onRetake: () => void;
  /** The shareable link was copied (a quiz-intent event). */
  readonly onShared?: () => void;
};

const RESULTS_HEADING = 'Our picks for {petName}';

/** What the card says about the pet beside the match: its name, and how much to feed for its size. */
type PetContext = { readonly petName: string; readonly petSize: QuizResultsView['petSize'] };

/**
 * Why this product is here: the match in words and as a share of the best possible score, the
 * per-answer lines behind it, and the daily amount for the pet's size from the recipe's feeding guide.
 */
function WhyItMatches({
  ranked,
  name,
  editorsPick,
  display,
  pet,
}: {
  readonly ranked: RankedProduct;
  readonly name: string;
  readonly editorsPick: boolean;
  readonly display: QuizProductDisplay | undefined;
  readonly pet: PetContext;
}) {
  const amount = pet.petSize === undefined || display?.feeding === undefined ? undefined : feedingAmount(display.feeding, pet.petSize.species, pet.petSize.size);
  const petLabel = pet.petName === '' ? 'your pet' : pet.petName;
  return (
    <div className={styles.why}>
      {editorsPick ? (
        <p className={styles.score}>Editors’ pick</p>
      ) : (
        <p className={styles.score}>
          <strong>{ranked.matchWords}</strong>
          {ranked.matchPercent === undefined ? null : <span className={styles.scoreMax}> · {ranked.matchPercent}% of the best possible match</span>}
        </p>
      )}
      {ranked.explanation.length === 0 ? null : (
        <ul className={styles.explanation} aria-label={`Why ${name} matches`}>
          {ranked.explanation.map((entry) => (
            <li key={`${entry.questionId}:${entry.optionValue}`}>{entry.text}</li>
          ))}
        </ul>
      )}
      {amount === undefined ? null : (
        <p className={styles.feeding}>
          Feeding {petLabel}: <strong>{amount.text}</strong> <span className={styles.scoreMax}>(from {amount.range})</span>
        </p>
      )}
    </div>
  );
}

function ResultCard({
  ranked,
  display,
  editorsPick,
  level,
  whereToBuyHref,
  pet,
}: {
  readonly ranked: RankedProduct;
  readonly display: QuizProductDisplay | undefined;
  readonly editorsPick: boolean;
  readonly level: 3 | 4;
  readonly whereToBuyHref: string;
  readonly pet: PetContext;
}) {
  const why = <WhyItMatches ranked={ranked} name={display?.name ?? ranked.product.id} editorsPick={editorsPick} display={display} pet={pet} />;
  return (
    <li className={styles.cardItem} data-quiz-result={ranked.product.id}>
      {display === undefined ? (
        // A product the page sent no card for (a catalog mismatch) still shows why it ranked.
        <article className={styles.card}>
          {level === 3 ? <h3 className={styles.productName}>{ranked.product.id}</h3> : <h4 className={styles.productName}>{ranked.product.id}</h4>}
          {why}
        </article>
      ) : (
        <ProductCard product={display} whereToBuyHref={whereToBuyHref} headingLevel={level}>
          {why}
        </ProductCard>
      )}
    </li>
  );
}

/** The ranked products as an ordered list of cards: the top picks (h3 names) or the runner-ups (h4). */
function ResultCardList({
  ranked,
  level,
  className,
  label,
  labelledBy,
  productDisplay,
  editorsPick,
  whereToBuyHref,
  pet,
}: {
  readonly ranked: readonly RankedProduct[];
  readonly level: 3 | 4;
  readonly className: string | undefined;
  readonly label?: string;
  readonly labelledBy?: string;
  readonly productDisplay: Readonly<Record<string, QuizProductDisplay>>;
  readonly editorsPick: boolean;
  readonly whereToBuyHref: string;
  readonly pet: PetContext;
}) {
  return (
    <ol className={className} aria-label={label} aria-labelledby={labelledBy}>
      {ranked.map((r) => (
        <ResultCard
          key={r.product.id}
          ranked={r}
          display={productDisplay[r.product.id]}
          editorsPick={editorsPick}
          level={level}
          whereToBuyHref={whereToBuyHref}
          pet={pet}
        />
      ))}
    </ol>
  );
}

/** Takes the visitor back to a question; its name says which. */
function ChangeAnswerButton({ heading, onClick }: { readonly heading: string; readonly onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      Change “{heading}”
    </button>
  );
}

/**
 * The quiz results: the top picks as product cards with their explained scores, the runner-ups,
 * what to change when nothing fits or nothing matched, the shareable link, Back and Retake.
 */
export function QuizResults({ results, config, productDisplay, whereToBuyHref, shareUrl, headingRef, onEdit, onBack, onRetake, onShared }: QuizResultsProps) {
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { outcome, petName, petSize } = results;
  const editorsPick = outcome.status === 'fallback';
  const headingOf = (questionId: string): string => fillPetName(config.questions.find((q) => q.id === questionId)?.heading ?? questionId, petName);
  // The pet type removing the other species' recipes is expected, not something to change.
  const causes = outcome.constraints.filter((constraint) => constraint.kind !== 'species' && constraint.removed > 0);
  const cardProps = { productDisplay, editorsPick, whereToBuyHref, pet: { petName, petSize } };
  const preferenceQuestions = config.questions.filter((question) => question.options.some((option) => option.rules.some((rule) => 'match' in rule)));

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined) {
      setCopyState('failed');
      return;
    }
    clipboard.writeText(shareUrl).then(
      () => {
        setCopyState('copied');
        onShared?.();
      },
      () => setCopyState('failed'),
    );
  };

  return (
    <section className={styles.results} aria-labelledby={`${id}-heading`}>
      <h2 ref={headingRef} id={`${id}-heading`} tabIndex={-1} className={styles.heading}>
        {fillPetName(RESULTS_HEADING, petName)}
      </h2>
      <p className={outcome.status === 'ranked' ? styles.statusMessage : styles.notice}>{outcome.message}</p>
      {outcome.notice === undefined ? null : (
        <p className={styles.notice} data-quiz-unmet="">
          {outcome.notice}
        </p>
      )}

      {outcome.status === 'no-eligible' && causes.length > 0 ? (
        <ul className={styles.changeList} aria-label="Answers to change">
          {causes.map((cause) => (
            <li key={`${cause.questionId}:${cause.optionValue}`} className={styles.changeItem}>
              <span>{cause.text}</span>
              <ChangeAnswerButton heading={headingOf(cause.questionId)} onClick={() => onEdit(cause.questionId)} />
            </li>
          ))}
        </ul>
      ) : null}

      {outcome.status === 'fallback' && preferenceQuestions.length > 0 ? (
        <ul className={styles.changeList} aria-label="Preferences to change">
          {preferenceQuestions.map((question) => (
            <li key={question.id} className={styles.changeItem}>
              <ChangeAnswerButton heading={headingOf(question.id)} onClick={() => onEdit(question.id)} />
            </li>
          ))}
        </ul>
      ) : null}

      {outcome.top.length === 0 ? null : (
        <ResultCardList ranked={outcome.top} level={3} className={styles.cards} label="Top picks" {...cardProps} />
      )}

      {outcome.runnerUps.length === 0 ? null : (
        <div className={styles.runnerUps}>
          <h3 id={`${id}-runner-ups`} className={styles.subheadingTitle}>
            Also worth a look
          </h3>
          <ResultCardList
            ranked={outcome.runnerUps}
            level={4}
            className={`${styles.cards} ${styles.cardsCompact}`}
            labelledBy={`${id}-runner-ups`}
            {...cardProps}
          />
        </div>
      )}

      {outcome.addOns.length === 0 ? null : (
        <div className={styles.runnerUps} data-quiz-add-ons="">
          <h3 id={`${id}-add-ons`} className={styles.subheadingTitle}>
            Add a topper
          </h3>
          <p className={styles.statusMessage}>
            Not a meal on its own: spoon it over {petName === '' ? 'your pet' : petName}’s food for a treat that fits your answers.
          </p>
          <ResultCardList
            ranked={outcome.addOns}
            level={4}
            className={`${styles.cards} ${styles.cardsCompact}`}
            labelledBy={`${id}-add-ons`}
            {...cardProps}
            editorsPick={false}
          />
        </div>
      )}

      <div className={styles.share}>
        <label htmlFor={`${id}-share`} className={styles.shareLabel}>
          Share these results
        </label>
        <div className={styles.shareRow}>
          <input
            id={`${id}-share`}
            className={styles.shareInput}
            type="url"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={styles.secondaryButton} onClick={copy}>
            Copy link
          </button>
        </div>
        <p className={styles.copyStatus} aria-live="polite">
          {copyState === 'copied' ? 'Link copied.' : copyState === 'failed' ? 'Copying did not work: select the link above and copy it.' : ''}
        </p>
      </div>

      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
        <button type="button" className={styles.primaryButton} onClick={onRetake}>
          Retake the quiz
        </button>
      </div>
    </section>
  );
}
