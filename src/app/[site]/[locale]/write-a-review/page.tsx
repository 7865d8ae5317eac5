/**
 * /write-a-review (§2): the review form, with the recipes sold in this locale that take reviews.
 * `?product=<review-service id>` preselects the recipe (the product page's "Write a review" link).
 */
import type { Metadata } from 'next';
import { WriteReviewForm, type ReviewableProduct } from '@/features/reviews/write-review-form';
import { catalogService } from '@/services/catalog';
import { PageIntro } from '@/shell/page-intro';
import { routeCopy } from '../route-copy';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle(routeCopy('/write-a-review', site.theme, site.brand, site.locale).title, site) };
}

export default async function WriteAReviewPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const [products, query] = await Promise.all([catalogService().products({ locale: site.locale }), searchParams]);
  const reviewable: ReviewableProduct[] = products
    .flatMap((p) => (p.bazaarvoiceProductId ? [{ reviewId: p.bazaarvoiceProductId, name: p.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
  const copy = routeCopy('/write-a-review', site.theme, site.brand, site.locale);
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <WriteReviewForm products={reviewable} initialProductId={typeof query.product === 'string' ? query.product : undefined} locale={site.locale} />
    </>
  );
}
