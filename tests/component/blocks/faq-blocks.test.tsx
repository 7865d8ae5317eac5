import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { faqElementId, type faqPageJsonLd } from '@/domain/faq/faq';
import type { FaqData } from '@/domain/content/faq';
import { modelFixture, resolvedOptions } from './model-support';
import { fixtureOptions, registered, renderBlock } from './support';

type Pick = { faq: { id: string; value?: { data: FaqData } } };

function jsonLdOf(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as ReturnType<typeof faqPageJsonLd>;
}

/** A pick as the server leaves it once it found the entry. */
const resolved = (id: string, question: string, answer: string, category = 'General'): Pick => ({ faq: { id, value: { data: { question, answer, category } } } });

describe('FAQ Section block', () => {
  it('a FAQ Section with a category shows that category of the faq model, as closed disclosures whose summary is the question', async () => {
    const saved = fixtureOptions('FAQ Section', (o) => typeof o.category === 'string');
    const options = await resolvedOptions('FAQ Section', saved);
    const { container } = renderBlock('FAQ Section', options);
    const expected = ['faq-storage-en-us', 'faq-transition-en-us'].map((id) => modelFixture<FaqData>('faq', id));
    expect(expected.every((f) => f.category === saved.category)).toBe(true);
    const details = [...container.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual(expected.map((f) => f.question));
    expect(details.every((d) => !d.open)).toBe(true);
    fireEvent.click(details[0]!.querySelector('summary')!);
    expect(details[0]!.querySelectorAll('p').length).toBe(expected[0]!.answer.split(/\n\s*\n/).length);
  });

  it('a referenced faq entry renders, under its entry id as the anchor the /contact?faq= link uses', async () => {
    const options = await resolvedOptions('FAQ Section', { faqs: [{ faq: { '@type': '@builder.io/core:Reference', id: 'faq-transition-en-gb', model: 'faq' } }] }, { locale: 'en-gb' });
    const { container } = renderBlock('FAQ Section', options);
    const details = container.querySelector(`#${faqElementId('faq-transition-en-gb')}`);
    expect(details?.tagName).toBe('DETAILS');
    expect(details?.querySelector('summary')?.textContent).toBe(modelFixture<FaqData>('faq', 'faq-transition-en-gb').question);
  });

  it('an unknown reference is skipped with a log line, never a crash; the entries found still show', async () => {
    const log = vi.fn();
    const options = await resolvedOptions('FAQ Section', { faqs: [{ faq: { id: 'faq-deleted' } }, { faq: { id: 'faq-storage-en-us' } }] }, { log });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/FAQ Section on block test-block: skipped a reference into the faq model/);
    expect(log.mock.calls[0]?.[1]).toEqual({ id: 'faq-deleted' });
    const { container } = renderBlock('FAQ Section', options);
    expect([...container.querySelectorAll('details')].map((d) => d.dataset.faqId)).toEqual(['faq-storage-en-us']);
  });

  it("another locale's entry is never shown: a reference resolves only among the entries published for the page's locale", async () => {
    const log = vi.fn();
    const options = await resolvedOptions('FAQ Section', { faqs: [{ faq: { id: 'faq-storage-en-us' } }] }, { locale: 'en-gb', log });
    expect(options.faqs).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    const { container } = renderBlock('FAQ Section', options);
    expect(container.innerHTML).toBe('');
  });

  it('FAQPage JSON-LD lists exactly the shown questions: a pick without an entry is neither shown nor in the structured data', () => {
    const { container } = renderBlock('FAQ Section', { faqs: [resolved('a', 'Shown?', 'Yes.'), { faq: { id: 'missing' } }, resolved('b', 'Also shown?', 'Yes, too.')] });
    const shown = [...container.querySelectorAll('summary')].map((s) => s.textContent);
    expect(shown).toEqual(['Shown?', 'Also shown?']);
    const data = jsonLdOf(container);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual([
      ['Shown?', 'Yes.'],
      ['Also shown?', 'Yes, too.'],
    ]);
  });

  it('questions typed into the block options are never shown: an item without a faq reference is refused', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('FAQ Section', { faqs: [{ question: 'Typed inline?', answer: 'Not from the model.' }] });
    expect(screen.queryByText('Typed inline?')).toBeNull();
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    quiet.mockRestore();
  });

  it('the deep-linked FAQ (openFaqId) is rendered open with its question autofocused in the server HTML, so the browser scrolls to it without script', () => {
    const Block = registered('FAQ Section').component;
    const html = renderToString(<Block faqs={[resolved('a', 'A?', 'x'), resolved('b', 'B?', 'y')]} openFaqId="b" />);
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    const [a, b] = [...doc.querySelectorAll('details')];
    expect(a?.open).toBe(false);
    expect(b?.open).toBe(true);
    expect(a?.querySelector('summary')?.hasAttribute('autofocus')).toBe(false);
    expect(b?.querySelector('summary')?.hasAttribute('autofocus')).toBe(true);
  });

  it('an answer cannot end the structured data script early', () => {
    const { container } = renderBlock('FAQ Section', { faqs: [resolved('x', 'Q?', '</script><script>alert(1)</script>')] });
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(jsonLdOf(container).mainEntity[0]?.acceptedAnswer.text).toBe('</script><script>alert(1)</script>');
  });

  it('the more link goes to every FAQ; with nothing to show the block renders nothing, not an error', () => {
    const { unmount } = renderBlock('FAQ Section', { faqs: [resolved('x', 'Q?', 'A.')] });
    expect(screen.getByRole('link', { name: 'See all FAQs' }).getAttribute('href')).toBe('/contact');
    unmount();
    const { container } = renderBlock('FAQ Section', { faqs: [] });
    expect(container.innerHTML).toBe('');
  });
});

describe('FAQ Full block', () => {
  it('questions are grouped under an h3 per category, categories in the order they first appear', () => {
    renderBlock('FAQ Full', { faqs: [resolved('a1', 'A1', 'x', 'Storage'), resolved('b1', 'B1', 'x', 'Buying'), resolved('a2', 'A2', 'x', 'Storage')] });
    const categories = screen.getAllByRole('heading', { level: 3 });
    expect(categories.map((h) => h.textContent)).toEqual(['Storage', 'Buying']);
    const storage = categories[0]!.parentElement!;
    expect(within(storage).getAllByText(/^A\d$/).map((s) => s.textContent)).toEqual(['A1', 'A2']);
  });

  it('the fixture FAQ Full (no category, no picks) lists every faq entry of the site and locale once, with one FAQPage entry each', async () => {
    const options = await resolvedOptions('FAQ Full', fixtureOptions('FAQ Full'));
    const { container } = renderBlock('FAQ Full', options);
    const ids = [...container.querySelectorAll('details')].map((d) => d.dataset.faqId);
    expect([...ids].sort()).toEqual(['faq-storage-en-us', 'faq-transition-en-us', 'faq-where-to-buy-north-america']);
    expect(jsonLdOf(container).mainEntity.map((q) => q.name)).toEqual([...container.querySelectorAll('summary')].map((s) => s.textContent));
  });

  it('on the vet site the same block also lists the vet-only entries', async () => {
    const options = await resolvedOptions('FAQ Full', fixtureOptions('FAQ Full'), { theme: 'vet' });
    const { container } = renderBlock('FAQ Full', options);
    expect(container.querySelector('details[data-faq-id="faq-clinic-pricing"]')).not.toBeNull();
  });
});
