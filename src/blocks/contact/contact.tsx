import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { CONTACT_DEFAULTS } from '@/features/contact/contact-copy';
import { ContactSection } from '@/features/contact/contact-section';
import type { contactSchema } from './schema';

/**
 * The Contact block (§2 site sections): the heading texts and the form. FAQs beside it are a FAQ
 * Section block (the /contact page's content has one), read from the faq model on the server.
 */
export function Contact({ headingLevel, formTopics, ...copy }: BlockProps<typeof contactSchema>) {
  const { locale } = useBlockEnvironment();
  // An editor who empties the list gets the §9 topics rather than a form nobody can submit.
  const topics = formTopics.length > 0 ? formTopics.map((row) => row.topic) : CONTACT_DEFAULTS.formTopics;
  return <ContactSection copy={{ ...copy, formTopics: topics }} locale={locale} headingLevel={headingLevel} />;
}
