/**
 * /contact and /contact?faq={objectID} (§2): the Contact block's content with the editor defaults,
 * then the FAQ Section blocks of the page-builder content targeted at /contact, which list the faq
 * model's entries. The FAQ named by `?faq=` is rendered open and focused, so the browser scrolls to
 * it (an unknown id just shows the list); the FAQs are server-rendered and add no script to the page.
 */
import type { Metadata } from 'next';
import { ContactSection } from '@/features/contact/contact-section';
import { CONTACT_DEFAULTS } from '@/features/contact/contact-copy';
import { PageFaqSections } from '@/page-runtime/page/models/page-faq-sections';
import { routeCopy } from '../route-copy';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle(routeCopy('/contact', site.theme, site.brand, site.locale).title, site) };
}

export default async function ContactPage({ params, searchParams }: Props) {
  const [site, query] = await Promise.all([resolveSite(params), searchParams]);
  const copy = routeCopy('/contact', site.theme, site.brand, site.locale);
  return (
    <>
      <ContactSection copy={{ ...CONTACT_DEFAULTS, heading: copy.heading, subheading: copy.intro }} locale={site.locale} headingLevel="h1" />
      <PageFaqSections theme={site.theme} locale={site.locale} urlPath="/contact" openFaqId={typeof query.faq === 'string' ? query.faq : undefined} />
    </>
  );
}
