import { render, screen, within } from '@testing-library/react';
import { type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { encodeShareValue } from '@/machines/quiz';
import { QuizFlow } from '@/features/quiz/quiz-flow';
import { sharePercent, stageDaysLabel, switchingPlan, SWITCHING_PLAN } from '@/domain/switching/switching-plan';
import { type QuizAnswers } from '@/engine';
import { loadDefaultFlow, QUIZ_DISPLAY, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

vi.mock('next/image', () => ({
  // eslint-disable-next-line @next/next/no-img-element -- the stand-in for next/image itself
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));
vi.mock('next/link', () => ({
  default: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const config = loadDefaultFlow();

/** A cat with digestive issues who loves fish: the fish pâté wins on taste, the chicken crumbles help digestion. */
const MISO: QuizAnswers = {
  type: ['cat'],
  name: 'Miso',
  size: ['medium-cat'],
  age: ['adult'],
  dietary_needs: ['digestive-issues'],
  love: ['fish'],
  avoid: ['none'],
  current: ['wet'],
  routine: ['either'],
};

function renderResults(answers: QuizAnswers) {
  return render(
    <QuizFlow
      config={config}
      products={QUIZ_PRODUCTS}
      productDisplay={QUIZ_DISPLAY}
      sitePath="/en-gb/product-selector"
      whereToBuyHref="/en-gb/where-to-buy"
      sharedAnswers={encodeShareValue(answers, config)}
    />,
  );
}

const rowsOf = (table: HTMLElement): string[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));

describe('the plan on the quiz results', () => {
  it('the best pick says which need it leaves out and links to the listed card that meets it', () => {
    const { container } = renderResults(MISO);
    const best = screen.getByRole('group', { name: 'Our pick for Miso' });
    expect(within(best).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Cat Fish Pate');
    const leavesOut = within(best).getByRole('list', { name: 'What it leaves out' });
    expect(within(leavesOut).getByRole('listitem').textContent).toBe('Doesn’t address Miso’s digestive issues. For Miso’s digestive issues, see Cat Chicken Crumbles below.');
    const link = within(leavesOut).getByRole('link', { name: 'Cat Chicken Crumbles' });
    const target = container.querySelector(`[id="${(link.getAttribute('href') ?? '').slice(1)}"]`);
    expect(target?.getAttribute('data-quiz-result')).toBe('cat-chicken-crumbles');
    expect(best.contains(target)).toBe(false);
  });

  it('a sensitive stomach on wet food gets the gentle plan from wet food, and the guide in the page’s locale', () => {
    renderResults(MISO);
    const plan = screen.getByRole('group', { name: 'Switching Miso from wet food' });
    const table = within(plan).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Days', 'Wet food', 'Cat Fish Pate']);
    expect(rowsOf(table)).toEqual(switchingPlan('gentle').stages.map((s) => [stageDaysLabel(s), `${sharePercent(s.current)}%`, `${sharePercent(s.fresh)}%`]));
    expect(plan.textContent).toContain('Because of Miso’s digestive issues, this is the slower fourteen-day switch');
    expect(within(plan).getByRole('link', { name: 'Read the full guide to switching to fresh food' }).getAttribute('href')).toBe('/en-gb/transition-guide');
  });

  it('a pick that leaves nothing out says nothing of it; the usual plan names the current food', () => {
    renderResults({ ...MISO, dietary_needs: ['none'] });
    expect(screen.queryByRole('list', { name: 'What it leaves out' })).toBeNull();
    const plan = screen.getByRole('group', { name: 'Switching Miso from wet food' });
    expect(rowsOf(within(plan).getByRole('table'))).toHaveLength(SWITCHING_PLAN.stages.length);
  });

  it('a pet already on fresh food gets the short note, not the plan', () => {
    renderResults({ ...MISO, current: ['fresh-food'] });
    const note = screen.getByRole('group', { name: 'Switching Miso to a new recipe' });
    expect(within(note).queryByRole('table')).toBeNull();
    expect(note.textContent).toContain('Miso already eats fresh food');
  });
});
