import type { Metadata } from 'next';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { loadQuizCatalog } from '@/features/quiz/load-quiz-catalog';
import { QuizStudio } from '@/studio/quiz/quiz-studio';
import { resolveSite, type SiteParams } from '../../../../../[site]/[locale]/site';
import { pageTitle } from '@/domain/site/site-context';
import { requireStudio } from '../studio-gate';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  requireStudio();
  const site = await resolveSite(params);
  return { title: pageTitle('Quiz studio', site) };
}

/**
 * /studio/quiz: editors tune the quiz's weights and rules and see eleven sample pets' picks move at
 * once, over the locale's catalog. The studio layout keeps it noindex and 404s it when
 * STUDIO_ENABLED=false; the studio's code is imported by this route only.
 */
export default async function QuizStudioPage({ params }: Props) {
  requireStudio();
  const site = await resolveSite(params);
  const catalog = await loadQuizCatalog(site.locale);
  const names = Object.fromEntries(Object.entries(catalog.cards).map(([id, card]) => [id, card.name]));
  return (
    <>
      <h1>Quiz studio</h1>
      <QuizStudio defaultFlow={defaultFlowJson} products={catalog.products} names={names} />
    </>
  );
}
