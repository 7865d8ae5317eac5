/**
 * /contact and /contact?faq={objectID} (§2): the Contact block's content with the editor defaults,
 * and the FAQ list from the faq content model; the FAQ named by `?faq=` is rendered open and is
 * scrolled to (an unknown id just shows the list).
 */
import type { Metadata } from 'next';
import { ContactSection } from '@/blocks/contact/contact-section';
import { CONTACT_DEFAULTS, type ContactFaq } from '@/blocks/contact/contact-copy';
import { contentService } from '@/services/content';
import { routeCopy } from '../route-copy';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle(routeCopy('/contact', site.theme, site.brand).title, site) };
}

export default async function ContactPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const [entries, query] = await Promise.all([contentService().getEntries('faq', { theme: site.theme, locale: site.locale }), searchParams]);
  const faqs: ContactFaq[] = entries.map((e) => ({ id: e.id, question: e.data.question, answer: e.data.answer, category: e.data.category }));
  const faq = typeof query.faq === 'string' ? query.faq : undefined;
  const copy = routeCopy('/contact', site.theme, site.brand);
  return (
    <ContactSection
      copy={{ ...CONTACT_DEFAULTS, heading: copy.heading, subheading: copy.intro }}
      locale={site.locale}
      faqs={faqs}
      openFaqId={faq}
      headingLevel="h1"
    />
  );
}
