/**
 * A question and answer of the faq model, as FAQ blocks and the contact page show it, and the
 * schema.org FAQPage data for a list of them. Pure.
 */
export type Faq = {
  /** Stable id: the anchor (`#faq-<id>`) and the contact page's `?faq=` deep link. */
  readonly id: string;
  readonly question: string;
  /** Plain text; a blank line starts a new paragraph. */
  readonly answer: string;
  readonly category?: string | undefined;
};

/** The element id of an FAQ (the same rule as the contact page's list, so anchors agree). */
export function faqElementId(id: string): string {
  return `faq-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * schema.org FAQPage for the questions a page shows.
 *
 * @example faqPageJsonLd([{ id: 'a', question: 'Q?', answer: 'A.' }]).mainEntity[0].acceptedAnswer.text; // 'A.'
 */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}
