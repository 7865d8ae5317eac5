import { useId, useState, type ReactNode, type Ref } from 'react';
import type { Locale } from '@/config/constants';
import type { PetWeight } from '@/domain/quiz/pet-weight';
import { fillPetName, type QuizConfig, type RankedProduct } from '@/engine/runtime';
import { ownerFit, ownerGuarantees, ownerNotice, ownerReasons, ownerTieBreak } from '@/engine/owner-view';
import { bestPickWhy, matchDefinition, tieBreakText } from '@/engine/reason-wording';
import { bestPickShortfalls } from '@/engine/owner-shortfalls';
import { type QuizResultsView } from '@/machines/quiz';
import { CardBuyAction } from '@/ui/product-card/card-buy-action';
import { whereToBuyUrl } from '@/ui/product-card/link-rules';
import { ProductCard } from '@/ui/product-card/product-card';
import { feedingAdvice, feedingPetOf, type FeedingPet } from './feeding-amount';
import { QuizEmailResults } from './quiz-email-results';
import { type QuizProductDisplay } from './quiz-catalog';
import { PickShortfalls, pickAnchorId, SwitchingPlanPanel } from './quiz-plan';
import { QuizWeight } from './quiz-weight';
import { refinedFeedingAdvice } from './refined-feeding';
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
  /** The page's locale: the weight's unit and the amounts' units. */
  readonly locale: Locale;
  /** The owner gave (or, with null, cleared) the pet's weight. */
  readonly onWeigh: (weight: PetWeight | null) => void;
};

/** The results' heading: one pick for the pet, or (nothing fits) what we looked for. */
const BEST_PICK_HEADING = 'Our pick for {petName}';
const NO_PICK_HEADING = 'Our picks for {petName}';

/** The pet the results are for: its name, its size and growth, and its weight when given, for the feeding amounts. */
type PetContext = { readonly petName: string; readonly feeding: FeedingPet | undefined; readonly weight: PetWeight | null; readonly locale: Locale };

/** The feeding amount for the pet from the recipe's guide (for its weight, once given), or why there is none. */
function FeedingLine({ ranked, display, pet }: { readonly ranked: RankedProduct; readonly display: QuizProductDisplay | undefined; readonly pet: PetContext }) {
  const { feeding: rows, energy } = display ?? {};
  const advice =
    pet.feeding === undefined || rows === undefined
      ? undefined
      : pet.weight !== null && energy !== undefined
        ? refinedFeedingAdvice(rows, energy, pet.feeding, pet.weight, pet.petName, ranked.product.productType, pet.locale)
        : feedingAdvice(rows, pet.feeding, pet.petName, ranked.product.productType);
  if (advice === undefined) return null;
  if (advice.kind !== 'amount') return <p className={styles.feeding} data-quiz-feeding="">{advice.text}</p>;
  return (
    <p className={styles.feeding} data-quiz-feeding="">
      {fillPetName('Feeding {petName}: ', pet.petName)}
      <strong>{advice.amount}</strong> <span className={styles.feedingSource}>{advice.source}.</span>
    </p>
  );
}

/** What a pick guarantees and what it matches, as sentences; the points stay in the studio. */
function Reasons({ guarantees, reasons, petName }: { readonly guarantees: readonly string[]; readonly reasons: readonly string[]; readonly petName: string }) {
  const id = useId();
  return (
    <div className={styles.reasons}>
      <p id={`${id}-guaranteed`} className={styles.reasonsTitle}>
        Guaranteed
      </p>
      <ul className={`${styles.reasonList} ${styles.guaranteeList}`} aria-labelledby={`${id}-guaranteed`} data-quiz-guarantees="">
        {guarantees.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {reasons.length === 0 ? null : (
        <>
          <p id={`${id}-matches`} className={styles.reasonsTitle}>
            {fillPetName('Why it suits {petName}', petName)}
          </p>
          <ul className={styles.reasonList} aria-labelledby={`${id}-matches`} data-quiz-reasons="">
            {reasons.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

type CardRole = 'best' | 'runner-up' | 'add-on';

/**
 * Both ways to buy a pick: the card's smart-buy button as "Buy online" (its buy-online view and
 * analytics event) and the where-to-buy link with the recipe's UPC preselected.
 */
function BuyActions({ product, whereToBuyHref }: { readonly product: QuizProductDisplay; readonly whereToBuyHref: string }) {
  const buy = { href: whereToBuyUrl(whereToBuyHref, product.upc), productId: product.id, upc: product.upc, productName: product.name };
  return (
    <>
      <CardBuyAction kind="shop-now" label="Buy online" {...buy} />
      <CardBuyAction kind="where-to-buy" secondary {...buy} />
    </>
  );
}

/** The match line: the match in words and its share, an editors' pick, or (add-ons) nothing. */
function MatchLine({ fit, editorsPick, role }: { readonly fit: ReturnType<typeof ownerFit>; readonly editorsPick: boolean; readonly role: CardRole }) {
  if (role === 'add-on') return null;
  if (editorsPick) return <p className={styles.score}>Editors’ pick</p>;
  return (
    <p className={styles.score}>
      <strong>{fit.words}</strong>
      {fit.percent === undefined ? null : <span className={styles.scoreMax}> · {fit.percent}% match</span>}
    </p>
  );
}

function ResultCard({
  ranked,
  fit,
  display,
  editorsPick,
  level,
  whereToBuyHref,
  pet,
  role,
  guarantees,
  reasons,
  lead,
  className,
  anchorId,
}: {
  readonly ranked: RankedProduct;
  readonly fit: ReturnType<typeof ownerFit>;
  readonly display: QuizProductDisplay | undefined;
  readonly editorsPick: boolean;
  readonly level: 3 | 4;
  readonly whereToBuyHref: string;
  readonly pet: PetContext;
  readonly role: CardRole;
  readonly guarantees: readonly string[];
  readonly reasons: readonly string[];
  /** The best pick's why and tie-break sentences, under its match line. */
  readonly lead?: ReactNode;
  readonly className?: string;
  /** The card's id, so the best pick's "what it leaves out" can link to it. */
  readonly anchorId: string;
}) {
  const why = (
    <div className={styles.why}>
      <MatchLine fit={fit} editorsPick={editorsPick} role={role} />
      {lead}
      <Reasons guarantees={guarantees} reasons={reasons} petName={pet.petName} />
      <FeedingLine ranked={ranked} display={display} pet={pet} />
    </div>
  );
  const Item = role === 'best' ? 'div' : 'li';
  return (
    <Item id={anchorId} className={styles.cardItem} data-quiz-result={ranked.product.id}>
      {display === undefined ? (
        // A product the page sent no card for (a catalog mismatch) still shows why it ranked.
        <article className={styles.card}>
          {level === 3 ? <h3 className={styles.productName}>{ranked.product.id}</h3> : <h4 className={styles.productName}>{ranked.product.id}</h4>}
          {why}
        </article>
      ) : (
        <ProductCard product={display} whereToBuyHref={whereToBuyHref} headingLevel={level} actions={<BuyActions product={display} whereToBuyHref={whereToBuyHref} />} className={className}>
          {why}
        </ProductCard>
      )}
    </Item>
  );
}

/** What every card of the results is drawn from: the catalog's cards and what the outcome says of each pick. */
type CardContext = {
  readonly productDisplay: Readonly<Record<string, QuizProductDisplay>>;
  readonly editorsPick: boolean;
  readonly whereToBuyHref: string;
  readonly pet: PetContext;
  readonly guarantees: readonly string[];
  readonly reasonsOf: (ranked: RankedProduct) => readonly string[];
  readonly fitOf: (ranked: RankedProduct) => ReturnType<typeof ownerFit>;
  readonly anchorOf: (productId: string) => string;
};

/** The props one pick's card shares with every other: the best pick's and each listed pick's. */
function cardPropsOf(ranked: RankedProduct, context: CardContext) {
  return {
    ranked,
    fit: context.fitOf(ranked),
    display: context.productDisplay[ranked.product.id],
    editorsPick: context.editorsPick,
    whereToBuyHref: context.whereToBuyHref,
    pet: context.pet,
    guarantees: context.guarantees,
    reasons: context.reasonsOf(ranked),
    anchorId: context.anchorOf(ranked.product.id),
  };
}

/** Cards for a list of picks (runner-ups, add-ons) as an ordered list with h4 names. */
function ResultCardList({
  ranked,
  className,
  labelledBy,
  role,
  context,
}: {
  readonly ranked: readonly RankedProduct[];
  readonly className: string | undefined;
  readonly labelledBy: string;
  readonly role: CardRole;
  readonly context: CardContext;
}) {
  return (
    <ol className={className} aria-labelledby={labelledBy}>
      {ranked.map((r) => (
        <ResultCard key={r.product.id} {...cardPropsOf(r, context)} level={4} role={role} />
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
 * The quiz results: one best pick for the pet by name with why in a sentence (and, when it tied,
 * why it came first), the runner-ups below; on every pick what it guarantees and matches in words,
 * a feeding amount, Buy online and Where to buy; what to change when nothing fits or nothing
 * matched, the shareable link, Back and Retake.
 */
export function QuizResults({ results, config, productDisplay, whereToBuyHref, shareUrl, headingRef, onEdit, onBack, onRetake, onShared, locale, onWeigh }: QuizResultsProps) {
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { outcome, petName, petSize, answers } = results;
  const editorsPick = outcome.status === 'fallback';
  const headingOf = (questionId: string): string => fillPetName(config.questions.find((q) => q.id === questionId)?.heading ?? questionId, petName);
  // The pet type removing the other species' recipes is expected, not something to change.
  const causes = outcome.constraints.filter((constraint) => constraint.kind !== 'species' && constraint.removed > 0);
  const preferenceQuestions = config.questions.filter((question) => question.options.some((option) => option.rules.some((rule) => 'match' in rule)));
  const guarantees = ownerGuarantees(outcome).map((guarantee) => guarantee.sentence);
  const notice = ownerNotice(outcome);
  const reasonsOf = (ranked: RankedProduct): readonly string[] => ownerReasons(config, outcome, ranked, petName);
  const pet: PetContext = { petName, feeding: feedingPetOf(petSize, outcome), weight: results.weight, locale };
  const [best, ...closest] = outcome.top;
  const nameOf = (ranked: RankedProduct): string => productDisplay[ranked.product.id]?.name ?? ranked.product.id;
  const fitOf = (ranked: RankedProduct) => ownerFit(outcome, ranked);
  const tieBreak = ownerTieBreak(outcome);
  const anchorOf = (productId: string): string => pickAnchorId(id, productId);
  const context: CardContext = { productDisplay, editorsPick, whereToBuyHref, pet, guarantees, reasonsOf, fitOf, anchorOf };

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
        {fillPetName(best === undefined ? NO_PICK_HEADING : BEST_PICK_HEADING, petName)}
      </h2>
      {outcome.status === 'ranked' ? null : <p className={styles.notice}>{outcome.message}</p>}
      {notice === undefined ? null : (
        <p className={styles.notice} data-quiz-unmet="">
          {notice}
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

      {best === undefined || outcome.status === 'no-eligible' ? null : (
        <div className={styles.bestPick} role="group" aria-labelledby={`${id}-heading`} data-quiz-best-pick="">
          <ResultCard
            {...cardPropsOf(best, context)}
            level={3}
            role="best"
            className={styles.bestCard}
            lead={
              <>
                <p className={styles.bestWhy}>{bestPickWhy(guarantees, petName, outcome.status)}</p>
                {tieBreak === undefined ? null : (
                  <p className={styles.tieBreak}>{tieBreakText(nameOf(best), nameOf(tieBreak.runnerUp), tieBreak.by, petName)}</p>
                )}
                <PickShortfalls shortfalls={bestPickShortfalls(config, outcome, petName)} nameOf={nameOf} anchorOf={anchorOf} />
              </>
            }
          />
          {outcome.status === 'ranked' && fitOf(best).percent !== undefined ? <p className={styles.statusMessage}>{matchDefinition(petName)}</p> : null}
        </div>
      )}

      {pet.feeding === undefined || best === undefined || outcome.status === 'no-eligible' ? null : (
        <QuizWeight petName={petName} species={pet.feeding.species} growing={pet.feeding.growing} locale={locale} weight={results.weight} onWeigh={onWeigh} />
      )}

      {best === undefined || outcome.status === 'no-eligible' ? null : (
        <SwitchingPlanPanel config={config} answers={answers} best={best} petName={petName} recipeName={nameOf(best)} localizedPath={whereToBuyHref} />
      )}

      {closest.length === 0 ? null : (
        <div className={styles.runnerUps}>
          <h3 id={`${id}-runner-ups`} className={styles.subheadingTitle}>
            {closest.length === 1 ? 'Runner-up' : 'Runner-ups'}
          </h3>
          <ResultCardList ranked={closest} className={styles.cards} labelledBy={`${id}-runner-ups`} role="runner-up" context={context} />
        </div>
      )}

      {outcome.runnerUps.length === 0 ? null : (
        <div className={styles.runnerUps}>
          <h3 id={`${id}-also`} className={styles.subheadingTitle}>
            Also worth a look
          </h3>
          <ResultCardList ranked={outcome.runnerUps} className={`${styles.cards} ${styles.cardsCompact}`} labelledBy={`${id}-also`} role="runner-up" context={context} />
        </div>
      )}

      {outcome.addOns.length === 0 ? null : (
        <div className={styles.runnerUps} data-quiz-add-ons="">
          <h3 id={`${id}-add-ons`} className={styles.subheadingTitle}>
            Add a topper
          </h3>
          <p className={styles.statusMessage}>
            {fillPetName('Not a meal on its own: spoon it over {petName}’s food for a treat that fits your answers.', petName)}
          </p>
          <ResultCardList
            ranked={outcome.addOns}
            className={`${styles.cards} ${styles.cardsCompact}`}
            labelledBy={`${id}-add-ons`}
            role="add-on"
            context={{ ...context, editorsPick: false }}
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

      <QuizEmailResults shareUrl={shareUrl} petName={petName} />

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
