import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));

describe('Feeding Guidelines block', () => {
  it('an editor’s rows print the weight and the amount once: no second column repeating the cups, no bare "None"', () => {
    renderBlock('Feeding Guidelines', {
      heading: 'Daily amounts',
      caption: 'Cups a day by weight',
      items: [
        { label: '10 lb', value: '1 cup a day', cups: '1' },
        { label: '120 lb', value: 'Ask your vet', cups: 'None' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Cups a day by weight' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pet weight', 'Amount a day']);
    expect(table.textContent).not.toContain('None');
  });

  it('a table drawn from the catalog prints one row per recipe, its name linking to its page', () => {
    renderBlock('Feeding Guidelines', {
      heading: 'By recipe',
      caption: 'Daily amount of each dog recipe',
      source: 'Recipes in the catalog',
      recipeColumns: [{ text: '10 lb' }],
      recipeRows: [{ recipe: 'Beef Roll', url: '/products/beef-roll', cells: [{ text: '1½ cups' }] }],
    });
    const table = screen.getByRole('table', { name: 'Daily amount of each dog recipe' });
    expect(within(table).getByRole('link', { name: 'Beef Roll' }).getAttribute('href')).toBe('/products/beef-roll');
    expect(within(table).getByRole('cell').textContent).toBe('1½ cups');
  });
});
