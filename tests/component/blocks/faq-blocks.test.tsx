import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/blocks/block-guard';
import { faqElementId, faqIdFromQuestion, type faqPageJsonLd } from '@/domain/faq/faq';
import { fixtureOptions, renderBlock } from './support';

type Item = { question: string; answer: string; id?: string; category?: string };

function jsonLdOf(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as ReturnType<typeof faqPageJsonLd>;
}

describe('FAQ Section block', () => {
  it('each question is a closed disclosure whose summary is the question; opening it shows the answer paragraphs', () => {
    const options = fixtureOptions('FAQ Section');
    const { container } = renderBlock('FAQ Section', options);
    const faqs = options.faqs as Item[];
    const details = [...container.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual(faqs.map((f) => f.question));
    expect(details.every((d) => !d.open)).toBe(true);
    fireEvent.click(details[0]!.querySelector('summary')!);
    expect(details[0]!.querySelectorAll('p').length).toBe(faqs[0]!.answer.split(/\n\s*\n/).length);
  });

  it('each question keeps the faq entry id as its anchor, the one /contact?faq= uses', () => {
    const options = fixtureOptions('FAQ Section');
    const { container } = renderBlock('FAQ Section', options);
    for (const f of options.faqs as Item[]) expect(container.querySelector(`#${faqElementId(f.id ?? '')}`)?.tagName).toBe('DETAILS');
  });

  it('the page gets FAQPage structured data with every question and answer it shows', () => {
    const options = fixtureOptions('FAQ Section');
    const { container } = renderBlock('FAQ Section', options);
    const data = jsonLdOf(container);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual((options.faqs as Item[]).map((f) => [f.question, f.answer]));
  });

  it('an answer cannot end the structured data script early', () => {
    const { container } = renderBlock('FAQ Section', { faqs: [{ question: 'Q?', answer: '</script><script>alert(1)</script>' }] });
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(jsonLdOf(container).mainEntity[0]?.acceptedAnswer.text).toBe('</script><script>alert(1)</script>');
  });

  it('a question without an id gets one from its words; the more link goes to every FAQ; no questions is a block error', () => {
    const { container, unmount } = renderBlock('FAQ Section', { faqs: [{ question: 'How long does it keep?', answer: 'A week.' }] });
    expect(container.querySelector('details')?.id).toBe(faqElementId(faqIdFromQuestion('How long does it keep?')));
    expect(screen.getByRole('link', { name: 'See all FAQs' }).getAttribute('href')).toBe('/contact');
    unmount();
    renderBlock('FAQ Section', { faqs: [] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('FAQ Full block', () => {
  it('questions are grouped under an h3 per category, categories in the order they first appear', () => {
    renderBlock('FAQ Full', {
      faqs: [
        { question: 'A1', answer: 'x', category: 'Storage' },
        { question: 'B1', answer: 'x', category: 'Buying' },
        { question: 'A2', answer: 'x', category: 'Storage' },
      ],
    });
    const categories = screen.getAllByRole('heading', { level: 3 });
    expect(categories.map((h) => h.textContent)).toEqual(['Storage', 'Buying']);
    const storage = categories[0]!.parentElement!;
    expect(within(storage).getAllByText(/^A\d$/).map((s) => s.textContent)).toEqual(['A1', 'A2']);
  });

  it('the fixture FAQ Full lists every question once, with one FAQPage entry each', () => {
    const options = fixtureOptions('FAQ Full');
    const { container } = renderBlock('FAQ Full', options);
    expect(container.querySelectorAll('details')).toHaveLength((options.faqs as Item[]).length);
    expect(jsonLdOf(container).mainEntity).toHaveLength((options.faqs as Item[]).length);
  });
});
