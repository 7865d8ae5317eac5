import { useEffect, useState } from 'react';
import { localizePath } from '@/config/locales';
import type { QuizConfig, QuizConfigError } from '@/engine';
import { readShareValue } from '@/machines/quiz';
import { QuizFlow } from '@/features/quiz/quiz-flow';
import type { QuizCatalog } from '@/features/quiz/quiz-catalog';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { BlockError } from '@/block-kit/block-error';
import { DelayedLoading } from '@/ui/delayed-loading';
import type { BlockProps } from '@/block-kit/types';
import { useEditorPreview } from '@/ui/use-editor-preview';
import type { ProductQuizQuestions, productQuizSchema, ResolvedQuiz } from './schema';
import type * as QuizSetup from './quiz-setup';
import styles from './product-quiz-block.module.css';

/** What the block says when the catalog could not be loaded. */
export const CATALOG_ERROR_MESSAGE = 'The quiz could not load our recipes. Check your connection and try again.';

/** The same-origin route the block reads its catalog slice from. */
export const QUIZ_CATALOG_PATH = '/api/quiz/catalog';

type Setup =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'invalid'; readonly errors: readonly QuizConfigError[] }
  | {
      readonly status: 'ready';
      readonly config: QuizConfig;
      readonly catalog: QuizCatalog;
      readonly sitePath: string;
      readonly sharedAnswers: string | undefined;
    };

let setupModule: Promise<typeof QuizSetup> | undefined;

/**
 * The checking code, loaded once per page; asked for as the block first renders (while the page
 * hydrates) so it is usually here by the time the block's effect needs it. A failed load is asked
 * for again on the next attempt.
 */
function loadQuizSetup(): Promise<typeof QuizSetup> {
  setupModule ??= import('./quiz-setup').catch((error: unknown) => {
    setupModule = undefined;
    throw error;
  });
  return setupModule;
}

/**
 * Checks the editor's questions, then loads the locale's catalog slice; `retry` starts another
 * attempt. The checking code (zod) is loaded here, beside the catalog request, rather than with the
 * page. Each attempt has its own controller, so a retry or an unmount never lets an older answer land.
 */
function useQuizSetup(questions: ProductQuizQuestions, locale: string): { readonly state: Setup; readonly retry: () => void } {
  const [state, setState] = useState<Setup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Builder hands new option objects on every render; the JSON is what identifies a configuration.
  const key = JSON.stringify(questions);
  useEffect(() => {
    const controller = new AbortController();
    const load = async (): Promise<Setup> => {
      const setup = await loadQuizSetup();
      const parsed = setup.parseBlockQuestions(questions);
      if (!parsed.ok) return { status: 'invalid', errors: parsed.errors };
      const response = await fetch(`${QUIZ_CATALOG_PATH}?locale=${encodeURIComponent(locale)}`, { signal: controller.signal });
      if (!response.ok) throw new Error(`${QUIZ_CATALOG_PATH} answered ${response.status}`);
      const catalog = setup.parseQuizCatalog(await response.json());
      // The page's public address (the proxy rewrites only on the server): the share link and
      // the progress key follow the page the block is on.
      const { pathname, search } = window.location;
      return { status: 'ready', config: parsed.value, catalog, sitePath: pathname, sharedAnswers: readShareValue(search) };
    };
    load().then(
      (setup) => {
        if (!controller.signal.aborted) setState(setup);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Product Quiz: the catalog could not be loaded', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `questions`, by value
  }, [key, locale, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/** Editors see every refused part of the configuration, pointing at the question and option. */
function ConfigurationErrors({ errors }: { readonly errors: readonly QuizConfigError[] }) {
  const editing = useEditorPreview();
  // The §8 message sends editors to the console; the report string changes only with the problems.
  const report = errors.map((error) => error.message).join('\n');
  useEffect(() => {
    console.error(`Builder block "Product Quiz" has an invalid quiz configuration:\n${report}`);
  }, [report]);
  return (
    <div className={styles.block}>
      <BlockError blockName="Product Quiz" />
      {editing ? (
        <div className={styles.editorErrors} role="alert">
          <p className={styles.editorErrorsTitle}>Fix these quiz settings to show the quiz:</p>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The Product Quiz block (§2): the quiz editors configure (questions and weights, §3), or the
 * default nine-question flow when they leave the questions empty. On a published page the server
 * has already checked the configuration with the §5 editor rules and loaded the catalog slice
 * (`resolved`), so the first question is in the HTML; in the editor's live preview the block checks
 * the questions and fetches the catalog from the same origin itself.
 */
export function ProductQuiz({ questions, resolved }: BlockProps<typeof productQuizSchema>) {
  if (resolved !== undefined) return <ResolvedQuizBlock resolved={resolved} />;
  // A changed configuration is a different quiz: start it afresh.
  return <QuizBlock key={JSON.stringify(questions)} questions={questions} />;
}

/** The quiz the server resolved: a shared results link in the address is read once the page is live. */
function ResolvedQuizBlock({ resolved }: { readonly resolved: ResolvedQuiz }) {
  const { locale } = useBlockEnvironment();
  if (resolved.status === 'invalid') return <ConfigurationErrors errors={resolved.errors} />;
  return (
    <section className={styles.block} aria-label="Product quiz">
      <QuizFlow
        config={resolved.config}
        products={resolved.catalog.products}
        productDisplay={resolved.catalog.cards}
        sitePath={resolved.sitePath}
        whereToBuyHref={localizePath('/where-to-buy', locale)}
        shareFromAddress
      />
    </section>
  );
}

function QuizBlock({ questions }: { readonly questions: ProductQuizQuestions }) {
  const { locale } = useBlockEnvironment();
  // Started here, not in the effect, so the chunk loads while the page hydrates. A failure is
  // reported where the effect awaits the same load (the error state and its retry); this handle
  // only starts it.
  if (typeof window !== 'undefined') void loadQuizSetup().catch(() => undefined);
  const { state, retry } = useQuizSetup(questions, locale);
  if (state.status === 'invalid') return <ConfigurationErrors errors={state.errors} />;
  return (
    <section className={styles.block} aria-label="Product quiz">
      {state.status === 'loading' ? <DelayedLoading label="Loading the quiz…" minHeight="30rem" /> : null}
      {state.status === 'error' ? (
        <div className={styles.loadError} role="alert">
          <p>{CATALOG_ERROR_MESSAGE}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <QuizFlow
          config={state.config}
          products={state.catalog.products}
          productDisplay={state.catalog.cards}
          sitePath={state.sitePath}
          whereToBuyHref={localizePath('/where-to-buy', locale)}
          sharedAnswers={state.sharedAnswers}
        />
      ) : null}
    </section>
  );
}
