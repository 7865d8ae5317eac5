import type { Metadata } from 'next';
import { localizePath } from '@/config/locales';
import { SHARE_QUERY_PARAM } from '@/machines/quiz';
import { PageIntro } from '@/shell/page-intro';
import { loadProductSelector } from '@/features/quiz/load-quiz-catalog';
import { QuizFlow } from '@/features/quiz/quiz-flow';
import { routeCopy } from '../route-copy';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';
import styles from './product-selector.module.css';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle(routeCopy('/product-selector', site.theme, site.brand, site.locale).title, site) };
}

/**
 * /product-selector (§2): the quiz over the default flow and the locale's catalog. The first step,
 * or the results of a shared `?quiz=` link, are rendered on the server; the link is decoded by the
 * quiz machine through the same validation as every answer, so a tampered one restarts the quiz
 * with a message. QuizFlow is imported by this route only, so its code ships with this page.
 */
export default async function ProductSelectorPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const [{ config, catalog }, query] = await Promise.all([loadProductSelector(site.locale), searchParams]);
  const copy = routeCopy('/product-selector', site.theme, site.brand, site.locale);
  const shared = query[SHARE_QUERY_PARAM];
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <section className={styles.quiz} aria-label="Product quiz">
        <QuizFlow
          config={config}
          products={catalog.products}
          productDisplay={catalog.cards}
          sitePath={localizePath('/product-selector', site.locale)}
          whereToBuyHref={localizePath('/where-to-buy', site.locale)}
          // A repeated parameter is not a link the site made; the first value still gets validated.
          sharedAnswers={Array.isArray(shared) ? shared[0] : shared}
        />
      </section>
    </>
  );
}
