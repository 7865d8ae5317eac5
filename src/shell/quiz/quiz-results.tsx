import Image from 'next/image';
import Link from 'next/link';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { fillPetName, type QuizConfig, type RankedProduct } from '@/engine';
import { type QuizResultsView } from '@/machines/quiz';
import styles from './product-quiz.module.css';

/** What a result card shows for a product, beside the engine's facts. */
export type QuizProductDisplay = {
  readonly name: string;
  /** The product's page: a same-site path, or an absolute URL (opens in a new tab, §2). */
  readonly url: string;
  /** A same-origin image path. */
  readonly image: string;
  readonly imageAlt: string;
  readonly brandName: string;
};

export type QuizResultsProps = {
  readonly results: QuizResultsView;
  readonly config: QuizConfig;
  readonly productDisplay: Readonly<Record<string, QuizProductDisplay>>;
  /** The full shareable link to show and copy. */
  readonly shareUrl: string;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onEdit: (questionId: string) => void;
  readonly onBack: () => void;
  readonly onRetake: () => void;
};

const RESULTS_HEADING = 'Our picks for {petName}';

function ProductLink({ url, children }: { readonly url: string; readonly children: ReactNode }) {
  if (url.startsWith('/')) return <Link href={url}>{children}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}

function ResultCard({
  ranked,
  display,
  maxScore,
  editorsPick,
  level,
}: {
  readonly ranked: RankedProduct;
  readonly display: QuizProductDisplay | undefined;
  readonly maxScore: number;
  readonly editorsPick: boolean;
  readonly level: 'h3' | 'h4';
}) {
  const id = useId();
  const Heading = level;
  const name = display?.name ?? ranked.product.id;
  return (
    <li className={styles.cardItem}>
      <article className={styles.card} aria-labelledby={`${id}-name`}>
        {display === undefined ? null : (
          <Image
            className={styles.cardImage}
            src={display.image}
            alt={display.imageAlt}
            width={240}
            height={240}
            sizes="(max-width: 640px) 45vw, 240px"
          />
        )}
        <div className={styles.cardBody}>
          {display === undefined ? null : <p className={styles.brand}>{display.brandName}</p>}
          <Heading id={`${id}-name`} className={styles.productName}>
            {display === undefined ? name : <ProductLink url={display.url}>{name}</ProductLink>}
          </Heading>
          {editorsPick ? (
            <p className={styles.score}>Editors’ pick</p>
          ) : (
            <p className={styles.score}>
              Match score <strong>{ranked.score}</strong>
              {maxScore > 0 ? <span className={styles.scoreMax}> of {maxScore}</span> : null}
            </p>
          )}
          {ranked.explanation.length === 0 ? null : (
            <ul className={styles.explanation} aria-label={`Why ${name} matches`}>
              {ranked.explanation.map((entry) => (
                <li key={`${entry.questionId}:${entry.optionValue}`}>{entry.text}</li>
              ))}
            </ul>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * The quiz results: the top picks as product cards with their explained scores, the runner-ups,
 * what to change when nothing fits or nothing matched, the shareable link, Back and Retake.
 */
export function QuizResults({ results, config, productDisplay, shareUrl, headingRef, onEdit, onBack, onRetake }: QuizResultsProps) {
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { outcome, petName } = results;
  const editorsPick = outcome.status === 'fallback';
  const headingOf = (questionId: string): string => fillPetName(config.questions.find((q) => q.id === questionId)?.heading ?? questionId, petName);
  // The pet type removing the other species' recipes is expected, not something to change.
  const causes = outcome.constraints.filter((constraint) => constraint.kind !== 'species' && constraint.removed > 0);
  const preferenceQuestions = config.questions.filter((question) => question.options.some((option) => option.rules.some((rule) => 'match' in rule)));

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined) {
      setCopyState('failed');
      return;
    }
    clipboard.writeText(shareUrl).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <section className={styles.results} aria-labelledby={`${id}-heading`}>
      <h2 ref={headingRef} id={`${id}-heading`} tabIndex={-1} className={styles.heading}>
        {fillPetName(RESULTS_HEADING, petName)}
      </h2>
      <p className={outcome.status === 'ranked' ? styles.statusMessage : styles.notice}>{outcome.message}</p>

      {outcome.status === 'no-eligible' && causes.length > 0 ? (
        <ul className={styles.changeList} aria-label="Answers to change">
          {causes.map((cause) => (
            <li key={`${cause.questionId}:${cause.optionValue}`} className={styles.changeItem}>
              <span>{cause.text}</span>
              <button type="button" className={styles.linkButton} onClick={() => onEdit(cause.questionId)}>
                Change “{headingOf(cause.questionId)}”
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {outcome.status === 'fallback' && preferenceQuestions.length > 0 ? (
        <ul className={styles.changeList} aria-label="Preferences to change">
          {preferenceQuestions.map((question) => (
            <li key={question.id} className={styles.changeItem}>
              <button type="button" className={styles.linkButton} onClick={() => onEdit(question.id)}>
                Change “{headingOf(question.id)}”
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {outcome.top.length === 0 ? null : (
        <ol className={styles.cards} aria-label="Top picks">
          {outcome.top.map((ranked) => (
            <ResultCard
              key={ranked.product.id}
              ranked={ranked}
              display={productDisplay[ranked.product.id]}
              maxScore={outcome.maxScore}
              editorsPick={editorsPick}
              level="h3"
            />
          ))}
        </ol>
      )}

      {outcome.runnerUps.length === 0 ? null : (
        <div className={styles.runnerUps}>
          <h3 id={`${id}-runner-ups`} className={styles.subheadingTitle}>
            Also worth a look
          </h3>
          <ol className={`${styles.cards} ${styles.cardsCompact}`} aria-labelledby={`${id}-runner-ups`}>
            {outcome.runnerUps.map((ranked) => (
              <ResultCard
                key={ranked.product.id}
                ranked={ranked}
                display={productDisplay[ranked.product.id]}
                maxScore={outcome.maxScore}
                editorsPick={editorsPick}
                level="h4"
              />
            ))}
          </ol>
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
