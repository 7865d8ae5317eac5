import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/blocks/block-guard';
import { QaAndProductPicker } from '@/blocks/qa-and-product-picker/qa-and-product-picker';
import { qaAndProductPickerSchema } from '@/blocks/qa-and-product-picker/registration';
import { fixtureOptions, renderBlock } from './support';

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

  it('Ingredients Carousel: every ingredient is a card with its name as an h3 and why it is there, in a keyboard-scrollable row named by the heading', () => {
    const options = fixtureOptions('Ingredients Carousel');
    renderBlock('Ingredients Carousel', options);
    const row = screen.getByRole('list', { name: String(options.heading) });
    expect(row.getAttribute('tabindex')).toBe('0');
    const items = options.ingredients as Ingredient[];
    expect(within(row).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.name));
    for (const i of items) if (i.why) expect(within(row).getByText(i.why)).toBeTruthy();
    for (const i of items.filter((x) => x.image)) expect(screen.getByRole('img', { name: i.imageAltText })).toBeTruthy();
  });

  it('Ingredients Bowl: the bowl image is described, and each ingredient in it is listed with why', () => {
    const options = fixtureOptions('Ingredients Bowl');
    renderBlock('Ingredients Bowl', options);
    expect(screen.getByRole('img', { name: String(options.bowlImageAltText) })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual((options.ingredients as Ingredient[]).map((i) => i.name));
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
});
