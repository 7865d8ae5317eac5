import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { QaAndProductPicker } from '@/blocks/qa-and-product-picker/qa-and-product-picker';
import { qaAndProductPickerSchema } from '@/blocks/qa-and-product-picker/schema';
import { modelFixture, resolvedOptions } from './model-support';
import { fixtureOptions, hydrateAfterUse, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));

describe('Vital Charts block', () => {
  it('each item is a table row: label as row header, value, and good or watch in words, not colour alone', () => {
    const options = fixtureOptions('Vital Charts');
    renderBlock('Vital Charts', options);
    const table = screen.getByRole('table', { name: String(options.heading) });
    const rows = within(table).getAllByRole('row').slice(1);
    const items = options.items as { label: string; value: string; isGood: boolean }[];
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(items.map((i) => i.label));
    rows.forEach((row, i) => {
      expect(row.textContent).toContain(items[i]!.value);
      expect(row.textContent).toContain(items[i]!.isGood ? 'Good' : 'Watch');
    });
  });

  it('an item without a value is refused with the block error', () => {
    renderBlock('Vital Charts', { heading: 'x', items: [{ label: 'Sodium' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Steps block', () => {
  it('steps are an ordered list in the editor’s order, each titled by an h3', () => {
    const options = fixtureOptions('Steps');
    renderBlock('Steps', options);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual((options.steps as { heading: string }[]).map((s) => s.heading));
  });

  it('a Steps block with no steps shows the block error', () => {
    renderBlock('Steps', { heading: 'How to', steps: [] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('ingredient blocks', () => {
  type Ingredient = { name: string; why?: string; image?: string; imageAltText?: string };

  /** The ingredients model's entries a block picked, in the editor's order. */
  const picked = (options: Record<string, unknown>) =>
    (options.ingredients as { ingredient: { id: string } }[]).map(({ ingredient }) => modelFixture<Ingredient>('ingredients', ingredient.id));

  it('Ingredients Carousel: every picked ingredient of the ingredients model is a card with its name as an h3 and why it is there, in a keyboard-scrollable row named by the heading', async () => {
    const saved = fixtureOptions('Ingredients Carousel');
    renderBlock('Ingredients Carousel', await resolvedOptions('Ingredients Carousel', saved));
    const row = screen.getByRole('list', { name: String(saved.heading) });
    expect(row.getAttribute('tabindex')).toBe('0');
    const items = picked(saved);
    expect(items.length).toBeGreaterThan(0);
    expect(within(row).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.name));
    for (const i of items) if (i.why) expect(within(row).getByText(i.why)).toBeTruthy();
    for (const i of items.filter((x) => x.image)) expect(screen.getByRole('img', { name: i.imageAltText })).toBeTruthy();
  });

  it('Ingredients Bowl: the bowl image is described, and each picked ingredient of the model is listed with why', async () => {
    const saved = fixtureOptions('Ingredients Bowl');
    renderBlock('Ingredients Bowl', await resolvedOptions('Ingredients Bowl', saved));
    expect(screen.getByRole('img', { name: String(saved.bowlImageAltText) })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(picked(saved).map((i) => i.name));
  });

  it('ingredients come from the model: a card shows the entry the reference carries, never text typed into the block options', () => {
    const entry = { name: 'Sweet potato', why: 'Slow carbohydrates and fibre.', imageAltText: '' };
    const { unmount } = renderBlock('Ingredients Carousel', {
      heading: 'Meet the ingredients',
      ingredients: [{ ingredient: { id: 'ingredient-sweet-potato', model: 'ingredients', value: { data: entry } }, name: 'Typed inline', why: 'Not from the model' }],
    });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sweet potato');
    expect(screen.getByText('Slow carbohydrates and fibre.')).toBeTruthy();
    expect(screen.queryByText('Typed inline')).toBeNull();
    unmount();
    // An item with no reference at all is no pick: the block refuses its options rather than show typed text.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Ingredients Carousel', { heading: 'Meet the ingredients', ingredients: [{ name: 'Inline only', why: 'No reference' }] });
    expect(screen.queryByText('Inline only')).toBeNull();
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    quiet.mockRestore();
  });

  it('no ingredient picked: every ingredient of the model; a pick the model does not have is skipped with a log line', async () => {
    const log = vi.fn();
    const all = await resolvedOptions('Ingredients Bowl', { heading: 'Bowl', bowlImage: '/media/content/ingredients.jpg', bowlImageAltText: 'A bowl' });
    expect((all.ingredients as unknown[]).length).toBe(6);
    const options = await resolvedOptions(
      'Ingredients Bowl',
      { heading: 'Bowl', bowlImage: '/media/content/ingredients.jpg', bowlImageAltText: 'A bowl', ingredients: [{ ingredient: { id: 'ingredient-kale' } }, { ingredient: { id: 'ingredient-spinach' } }] },
      { log },
    );
    renderBlock('Ingredients Bowl', options);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Spinach']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toEqual({ id: 'ingredient-kale' });
  });

  it('Vital Ingredients: one card per ingredient; an image without a same-site path is refused', () => {
    const options = fixtureOptions('Vital Ingredients');
    const { unmount } = renderBlock('Vital Ingredients', options);
    expect(screen.getAllByRole('listitem')).toHaveLength((options.ingredients as Ingredient[]).length);
    unmount();
    renderBlock('Vital Ingredients', { heading: 'x', ingredients: [{ name: 'Kale', image: 'https://cdn.example.com/kale.jpg' }] });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Q&A and Product Picker block', () => {
  it('shows the first product’s questions; choosing another product in the picker shows its questions instead', () => {
    const props = qaAndProductPickerSchema.parse(fixtureOptions('Q&A and Product Picker'));
    render(<QaAndProductPicker {...props} />);
    const summaries = () => [...document.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries()).toEqual(props.products[0]!.questions.map((q) => q.question));
    fireEvent.change(screen.getByLabelText(props.pickerLabel), { target: { value: '1' } });
    expect(summaries()).toEqual(props.products[1]!.questions.map((q) => q.question));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(props.products[1]!.productName);
  });

  it('a product chosen in the server-rendered picker before the code arrived is the one whose questions show once hydrated', () => {
    const props = qaAndProductPickerSchema.parse(fixtureOptions('Q&A and Product Picker'));
    hydrateAfterUse(
      <QaAndProductPicker {...props} />,
      (html) => {
        // The visitor picks the second recipe in the plain HTML select.
        html.querySelector('select')!.value = '1';
      },
      (hydrated) => {
        const summaries = [...hydrated.querySelectorAll('summary')].map((s) => s.textContent);
        expect(summaries).toEqual(props.products[1]!.questions.map((q) => q.question));
        expect(hydrated.querySelector('h3')?.textContent).toBe(props.products[1]!.productName);
        expect(hydrated.querySelector('select')!.value).toBe('1');
      },
    );
  });
});
