'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { prepareCatalog, type ProductFacts, type QuizConfig } from '@/engine/runtime';
import { splitLocale } from '@/config/locales';
import { quizMachine, readShareValue, selectNotice, selectResults, selectStep, sharePathFor, type QuizEvent } from '@/machines/quiz';
import { quizIntent, track } from '@/services/analytics';
import { clearStoredProgress, progressStorageKey, readStoredProgress, replaceShareParam, writeStoredProgress } from './quiz-browser';
import dynamic from 'next/dynamic';
import { DelayedLoading } from '@/ui/delayed-loading';
import type { QuizProductDisplay } from './quiz-results';
import { QuizStep } from './quiz-step';
import styles from './product-quiz.module.css';

const loadResults = () => import('./quiz-results');

/**
 * The results view (product cards, explanations, feeding amounts) is not part of the first load:
 * the route must show its first question fast. Its chunk is fetched when the last question is on
 * screen, so it is there when the visitor asks for their matches; a shared results link renders it
 * on the server as usual.
 */
const QuizResults = dynamic(() => loadResults().then((m) => m.QuizResults), {
  loading: () => <DelayedLoading label="Finding your matches…" minHeight="30rem" />,
});


/**
 * The `placement` of the quiz-intent events (§7) this component sends: the event has no action
 * field, so the placement says which step of the quiz the intent happened at.
 */
export const QUIZ_INTENT_PLACEMENTS = {
  start: 'quiz_start',
  submit: 'quiz_submit',
  retake: 'quiz_retake',
  share: 'quiz_share',
} as const;

export type QuizFlowProps = {
  /** The quiz configuration, already parsed (parseQuizConfig) on the server. */
  readonly config: QuizConfig;
  /** The catalog in the engine's terms (the catalog service's toProductFacts). */
  readonly products: readonly ProductFacts[];
  /** Card data by product id. */
  readonly productDisplay: Readonly<Record<string, QuizProductDisplay>>;
  /** The page's path in its locale (e.g. '/en-gb/product-selector'): the shared link and analytics path. */
  readonly sitePath: string;
  /** The /where-to-buy path in the page's locale, for the result cards. */
  readonly whereToBuyHref: string;
  /** The `quiz` query value when the page was opened from a shared results link. */
  readonly sharedAnswers?: string | undefined;
  /**
   * Read a shared results link from the address once mounted, for a page whose HTML is the same
   * for every query (a stored content page): the server drew the first question, and the results
   * follow in the browser.
   */
  readonly shareFromAddress?: boolean;
};

const subscribeNever = () => () => {};

type Scheduler = { readonly yield?: () => Promise<void> };

/**
 * Runs a step change after the browser has painted the tap that asked for it. Rendering the next
 * step or the results is the quiz's heaviest work; done inside the click handler it holds the
 * frame that shows the press (a phone with a slow CPU waited hundreds of milliseconds for it).
 * Where the browser has scheduler.yield the work continues right after that paint, ahead of other
 * queued tasks; elsewhere (older browsers, test DOMs) it runs at once, as before.
 */
function afterPaint(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield === undefined) {
    run();
    return;
  }
  void scheduler.yield().then(run);
}

/**
 * The product quiz shared by /product-selector and the Product Quiz block: the quiz machine
 * created per mounted component (never at module scope, which the server would share between
 * requests), the catalog indexed once, progress kept in sessionStorage, the shareable link
 * written to the address bar on the results, and the quiz-intent analytics events.
 *
 * `config`, `products` and `sharedAnswers` are read once, when the quiz mounts (they are the
 * machine's input); give the component a new `key` to start over with different ones.
 *
 * @example
 * <QuizFlow config={config} products={facts} productDisplay={cards} sitePath="/product-selector" whereToBuyHref="/where-to-buy" sharedAnswers={quiz} />
 */
export function QuizFlow({ config, products, productDisplay, sitePath, whereToBuyHref, sharedAnswers, shareFromAddress = false }: QuizFlowProps) {
  const catalog = useMemo(() => prepareCatalog(products), [products]);
  const storageKey = progressStorageKey(sitePath);
  const machine = useMemo(
    () =>
      quizMachine.provide({
        actions: {
          persistProgress: (_, progress) => {
            writeStoredProgress(storageKey, progress);
          },
          clearProgress: () => clearStoredProgress(storageKey),
          writeShareUrl: (_, { value }) => replaceShareParam(value),
          clearShareUrl: () => replaceShareParam(undefined),
          reportQuizStart: () => {
            track(quizIntent(QUIZ_INTENT_PLACEMENTS.start, sitePath));
          },
          reportQuizSubmit: () => {
            track(quizIntent(QUIZ_INTENT_PLACEMENTS.submit, sitePath));
          },
          reportQuizRetake: () => {
            track(quizIntent(QUIZ_INTENT_PLACEMENTS.retake, sitePath));
          },
        },
      }),
    [storageKey, sitePath],
  );
  const [snapshot, send] = useMachine(machine, { input: { config, catalog, sharedAnswers } });

  // A shared link wins over stored progress; otherwise pick up where this tab left off. Reading
  // storage after mount keeps the server HTML and the first client render identical.
  useEffect(() => {
    if (sharedAnswers !== undefined) return;
    const shared = shareFromAddress ? readShareValue(window.location.search) : undefined;
    if (shared !== undefined) {
      send({ type: 'quiz.restore', source: 'share', value: shared });
      return;
    }
    const stored = readStoredProgress(storageKey);
    if (stored !== null) send({ type: 'quiz.restore', source: 'session', saved: stored });
  }, [send, sharedAnswers, shareFromAddress, storageKey]);

  const step = selectStep(snapshot);
  const results = selectResults(snapshot);
  const notice = selectNotice(snapshot);

  const onLastStep = step?.isLast === true;
  useEffect(() => {
    // A failed prefetch is retried by the dynamic import when the results are shown.
    if (onLastStep) loadResults().catch((error: unknown) => console.warn('Prefetching the quiz results failed', error));
  }, [onLastStep]);

  // Move focus to the new step's heading, but only after the shopper did something: focusing on
  // load (or on a restore) would scroll the page to the quiz uninvited. The heading is tracked as
  // state (a callback ref), not read once per view: the results heading arrives a render later,
  // when the results view's chunk has loaded.
  const [heading, headingRef] = useState<HTMLHeadingElement | null>(null);
  const shopperActed = useRef(false);
  const viewKey = results === null ? `step-${step?.step ?? -1}` : 'results';
  useEffect(() => {
    if (shopperActed.current) heading?.focus();
  }, [viewKey, heading]);

  const act = (event: QuizEvent) => {
    shopperActed.current = true;
    send(event);
  };
  // Moving between steps (and to the results) re-renders the whole quiz: let the press paint first.
  // Answers stay synchronous: they drive controlled inputs, which must not lag behind the tap.
  const go = (event: QuizEvent) => {
    shopperActed.current = true;
    afterPaint(() => send(event));
  };

  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );

  return (
    // data-product-quiz marks a quiz on the page (the Exit Modal stays closed over one) and says
    // 'interactive' once hydrated (origin is '' on the server): before that the inputs are plain
    // HTML, so end-to-end tests wait for it before they type.
    <div className={styles.quiz} data-product-quiz={origin === '' ? '' : 'interactive'}>
      {notice === null ? null : (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {results !== null ? (
        <QuizResults
          results={results}
          config={config}
          productDisplay={productDisplay}
          whereToBuyHref={whereToBuyHref}
          shareUrl={`${origin}${sharePathFor(sitePath, results.shareValue)}`}
          headingRef={headingRef}
          onEdit={(questionId) => go({ type: 'quiz.edit', questionId })}
          onBack={() => go({ type: 'quiz.back' })}
          onRetake={() => go({ type: 'quiz.retake' })}
          onShared={() => track(quizIntent(QUIZ_INTENT_PLACEMENTS.share, sitePath))}
          locale={splitLocale(sitePath).locale}
          onWeigh={(weight) => act({ type: 'quiz.weigh', weight })}
        />
      ) : step !== null ? (
        <QuizStep
          key={step.step}
          view={step}
          headingRef={headingRef}
          onChoose={(questionId, value) => act({ type: 'quiz.answer', questionId, value })}
          onToggle={(questionId, value) => act({ type: 'quiz.toggle', questionId, value })}
          onType={(questionId, text) => act({ type: 'quiz.answer', questionId, value: text })}
          onNext={() => go(step.isLast ? { type: 'quiz.submit' } : { type: 'quiz.next' })}
          onBack={() => go({ type: 'quiz.back' })}
        />
      ) : null}
    </div>
  );
}
