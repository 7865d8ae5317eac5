import Link from 'next/link';
import { useId } from 'react';
import { localizePath, splitLocale } from '@/config/locales';
import { type QuizAnswers, type QuizConfig, type RankedProduct } from '@/engine/runtime';
import { type Shortfall } from '@/engine/owner-shortfalls';
import { switchingAdvice } from '@/domain/switching/switching-advice';
import styles from './quiz-plan.module.css';

/** The page every locale's transition guide lives at (fixtures/content/page/transition-guide.json). */
const TRANSITION_GUIDE_PATH = '/transition-guide';

/**
 * The id of a pick's card on the results, so a line elsewhere on the page can link to it.
 *
 * @example
 * pickAnchorId('«r0»', 'bb-gen-12'); // '«r0»-pick-bb-gen-12'
 */
export function pickAnchorId(prefix: string, productId: string): string {
  return `${prefix}-pick-${productId}`;
}

/**
 * What the best pick leaves out of the owner's answers, on its card, each with the recipe listed
 * below that meets it and a link to that recipe's card.
 */
export function PickShortfalls({
  shortfalls,
  nameOf,
  anchorOf,
}: {
  readonly shortfalls: readonly Shortfall[];
  readonly nameOf: (ranked: RankedProduct) => string;
  readonly anchorOf: (productId: string) => string;
}) {
  const id = useId();
  if (shortfalls.length === 0) return null;
  return (
    <div className={styles.shortfalls} data-quiz-shortfalls="">
      <p id={`${id}-title`} className={styles.shortfallsTitle}>
        What it leaves out
      </p>
      <ul className={styles.shortfallList} aria-labelledby={`${id}-title`}>
        {shortfalls.map((shortfall) => (
          <li key={`${shortfall.questionId}:${shortfall.optionValue}`} data-quiz-shortfall={shortfall.alternative.product.id}>
            <strong>{shortfall.missing}</strong> For {shortfall.forWhat}, see{' '}
            <a href={`#${anchorOf(shortfall.alternative.product.id)}`}>{nameOf(shortfall.alternative)}</a> below.
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How to move the pet onto its best pick: the day-by-day plan from what it eats now (a table of the
 * one switching plan, its shares for the current food and the pick), what to watch for and the
 * transition guide; a short note for a pet already on fresh food; for a topper, to mix it in.
 * `localizedPath` is any path of the page's locale (the where-to-buy link), so the guide's link
 * stays in the same locale.
 */
export function SwitchingPlanPanel({
  config,
  answers,
  best,
  petName,
  recipeName,
  localizedPath,
}: {
  readonly config: QuizConfig;
  readonly answers: QuizAnswers;
  readonly best: RankedProduct;
  readonly petName: string;
  readonly recipeName: string;
  readonly localizedPath: string;
}) {
  const id = useId();
  const advice = switchingAdvice(config, answers, best.product, petName, recipeName);
  const guideHref = localizePath(TRANSITION_GUIDE_PATH, splitLocale(localizedPath).locale);
  const watchFor =
    advice.kind === 'topper' ? null : (
      <>
        <p id={`${id}-watch`} className={styles.watchTitle}>
          Watch for
        </p>
        <ul className={styles.watchList} aria-labelledby={`${id}-watch`}>
          {advice.watchFor.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </>
    );
  return (
    // A labelled group, not a section: the results are the quiz's one section.
    <div role="group" className={styles.plan} aria-labelledby={`${id}-heading`} data-quiz-switching={advice.kind}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {advice.heading}
      </h3>
      {advice.kind === 'plan' ? (
        <>
          {advice.paceNote === undefined ? null : <p className={styles.paceNote}>{advice.paceNote}</p>}
          <p className={styles.text}>{advice.intro}</p>
          <table className={styles.table} aria-labelledby={`${id}-heading`} data-quiz-switching-days={advice.plan.days}>
            <thead>
              <tr>
                <th scope="col">Days</th>
                <th scope="col">{advice.currentFoodLabel}</th>
                <th scope="col">{recipeName}</th>
              </tr>
            </thead>
            <tbody>
              {advice.rows.map((row) => (
                <tr key={row.days}>
                  <th scope="row">{row.days}</th>
                  <td>{row.current}</td>
                  <td>{row.fresh}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className={styles.text}>{advice.text}</p>
      )}
      {watchFor}
      {advice.kind === 'topper' ? null : (
        <p className={styles.text}>
          <Link href={guideHref} className={styles.link}>
            Read the full guide to switching to fresh food
          </Link>
        </p>
      )}
    </div>
  );
}
