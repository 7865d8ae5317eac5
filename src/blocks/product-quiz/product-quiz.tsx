import { useEffect, useMemo, useState } from 'react';
import { localizePath } from '@/config/locales';
import { ok, parseQuizConfig, type QuizConfig, type QuizConfigError, type Result } from '@/engine';
import { readShareValue } from '@/machines/quiz';
import { defaultQuizConfig } from '@/features/quiz/default-quiz-config';
import { ProductQuiz as QuizFlow } from '@/features/quiz/product-quiz';
import { quizCatalogSchema, type QuizCatalog } from '@/features/quiz/quiz-catalog';
import { useBlockEnvironment } from '@/page-builder/kit/block-environment';
import { BlockError } from '@/page-builder/kit/block-error';
import { DelayedLoading } from '@/ui/delayed-loading';
import type { BlockProps } from '@/page-builder/kit/types';
import { useEditorPreview } from '@/ui/use-editor-preview';
import type { productQuizSchema } from './schema';
import { toQuizConfigInput } from './to-quiz-config';
import styles from './product-quiz-block.module.css';

/** What the block says when the catalog could not be loaded. */
export const CATALOG_ERROR_MESSAGE = 'The quiz could not load our recipes. Check your connection and try again.';

/** The same-origin route the block reads its catalog slice from. */
export const QUIZ_CATALOG_PATH = '/api/quiz/catalog';

type CatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly catalog: QuizCatalog; readonly sitePath: string; readonly sharedAnswers: string | undefined };

/**
 * Loads the locale's catalog slice; `retry` starts another attempt. Each attempt has its own
 * controller, so a retry or an unmount never lets an older answer land.
 */
function useQuizCatalog(locale: string): { readonly state: CatalogState; readonly retry: () => void } {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      const response = await fetch(`${QUIZ_CATALOG_PATH}?locale=${encodeURIComponent(locale)}`, { signal: controller.signal });
      if (!response.ok) throw new Error(`${QUIZ_CATALOG_PATH} answered ${response.status}`);
      return quizCatalogSchema.parse(await response.json());
    };
    load().then(
      (catalog) => {
        // The page's public address (the proxy rewrites only on the server): the share link and
        // the progress key follow the page the block is on.
        const { pathname, search } = window.location;
        setState({ status: 'ready', catalog, sitePath: pathname, sharedAnswers: readShareValue(search) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Product Quiz: the catalog could not be loaded', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [locale, attempt]);
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

function QuizWithCatalog({ config }: { readonly config: QuizConfig }) {
  const { locale } = useBlockEnvironment();
  const { state, retry } = useQuizCatalog(locale);
  if (state.status === 'loading') return <DelayedLoading label="Loading the quiz…" minHeight="30rem" />;
  if (state.status === 'error') {
    return (
      <div className={styles.loadError} role="alert">
        <p>{CATALOG_ERROR_MESSAGE}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <QuizFlow
      config={config}
      products={state.catalog.products}
      productDisplay={state.catalog.cards}
      sitePath={state.sitePath}
      whereToBuyHref={localizePath('/where-to-buy', locale)}
      sharedAnswers={state.sharedAnswers}
    />
  );
}

/**
 * The Product Quiz block (§2): the quiz editors configure (questions and weights, §3), or the
 * default nine-question flow when they leave the questions empty. The configuration is checked
 * with the §5 editor rules first; the catalog slice is then fetched from the same origin.
 */
export function ProductQuiz({ questions }: BlockProps<typeof productQuizSchema>) {
  // Builder hands new option objects on every render; the JSON is what identifies a configuration.
  const key = JSON.stringify(questions);
  const parsed = useMemo(
    (): Result<QuizConfig, QuizConfigError> => (questions.length === 0 ? ok(defaultQuizConfig()) : parseQuizConfig(toQuizConfigInput(questions))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `questions`, by value
    [key],
  );
  if (!parsed.ok) return <ConfigurationErrors errors={parsed.errors} />;
  return (
    <section className={styles.block} aria-label="Product quiz">
      {/* A changed configuration is a different quiz: start it afresh. */}
      <QuizWithCatalog key={key} config={parsed.value} />
    </section>
  );
}
