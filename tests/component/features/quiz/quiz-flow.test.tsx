import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeShareValue, INVALID_SHARE_MESSAGE, SHARE_QUERY_PARAM } from '@/machines/quiz';
import { QuizFlow, QUIZ_INTENT_PLACEMENTS } from '@/features/quiz/quiz-flow';
import { progressStorageKey } from '@/features/quiz/quiz-browser';
import { type ProductCardData } from '@/ui/product-card/card-data';
import { CAT_ANSWERS, DOG_ANSWERS, loadDefaultFlow, QUIZ_DISPLAY, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

// next/image and next/link need the Next runtime (image config, app router); plain elements keep
// what the tests look at: src, alt and href.
vi.mock('next/image', () => ({
  default: ({ src, alt, width, height, className }: { src: string; alt: string; width?: number; height?: number; className?: string }) => (
    // eslint-disable-next-line @next/next/no-img-element -- the stand-in for next/image itself
    <img src={src} alt={alt} width={width} height={height} className={className} />
  ),
}));
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const config = loadDefaultFlow();
const SITE_PATH = '/product-selector';
const STORAGE_KEY = progressStorageKey(SITE_PATH);

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

function renderQuiz(props: Partial<ComponentProps<typeof QuizFlow>> = {}) {
  return render(
    <QuizFlow config={config} products={QUIZ_PRODUCTS} productDisplay={QUIZ_DISPLAY} sitePath={SITE_PATH} whereToBuyHref="/where-to-buy" {...props} />,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|See my matches)$/ }));
const choose = (name: RegExp | string) => fireEvent.click(screen.getByRole('radio', { name }));
const tick = (name: RegExp | string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const quizIntents = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry.event === 'quiz_intent');

/** Answers the default flow for a dog named Rex, as a shopper would, and submits. */
function walkDog() {
  choose(/Dog/);
  next();
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '  Rex  ' } });
  next();
  choose(/Medium dog/);
  next();
  choose(/Adult/);
  next();
  tick(/Skin issues/);
  next();
  tick(/Chicken/);
  tick(/Beef/);
  next();
  tick(/None/);
  next();
  choose(/Kibble/);
  next();
  choose(/Easy-to-pour bags/);
  next();
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', SITE_PATH);
  (window as DataLayerWindow).dataLayer = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the product quiz', () => {
  it('starts on the first question with its progress and a native radio group', () => {
    const { container } = renderQuiz();
    expect(heading().textContent).toBe('Who are we feeding?');
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuetext')).toBe('Step 1 of 9');
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('9');
    // Native radios in a fieldset named by its legend: arrow keys and Space work without script.
    const group = screen.getByRole('group', { name: 'Who are we feeding?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).name)).toEqual(['type', 'type']);
    // Option images are decorative (alt=""): the option's name is the label.
    expect([...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/images/quiz/dog.svg', ''],
      ['/images/quiz/cat.svg', ''],
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    // Loading the page never pulls focus (or the scroll position) to the quiz.
    expect(document.activeElement).toBe(document.body);
  });

  it('works under StrictMode: effects run twice, events are reported once', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, answers: { type: ['dog'] }, step: 1, finished: false }));
    render(
      <StrictMode>
        <QuizFlow config={config} products={QUIZ_PRODUCTS} productDisplay={QUIZ_DISPLAY} sitePath={SITE_PATH} whereToBuyHref="/where-to-buy" />
      </StrictMode>,
    );
    expect(heading().textContent).toBe("What is your pet's name?");
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    walkDog();
    expect(heading().textContent).toBe('Our pick for Rex');
    expect(quizIntents().map((e) => e.placement)).toEqual([QUIZ_INTENT_PLACEMENTS.submit]);
  });

  it('walks a dog through the default flow and shows ranked, explained results', () => {
    // A feeding guide for the best pick: Rex is a medium dog (21 to 50 lb), so the 30 to 50 lb rows count.
    const beef = { ...(QUIZ_DISPLAY['dog-beef-bag'] as ProductCardData), feeding: [[10, 1], [20, 2], [30, 3], [40, 3.5], [50, 4], [60, 5], [80, null]] as const };
    renderQuiz({ productDisplay: { ...QUIZ_DISPLAY, 'dog-beef-bag': beef } });
    walkDog();
    expect(heading().textContent).toBe('Our pick for Rex');
    const best = within(screen.getByRole('group', { name: 'Our pick for Rex' })).getByRole('article');
    expect(within(best).getByRole('heading', { level: 3 }).textContent).toBe('Dog Beef Bag');
    expect(within(best).getByRole('link', { name: 'Dog Beef Bag' }).getAttribute('href')).toBe('/products/dog-beef-bag');
    expect(within(best).getByText('Brightbowl Dog')).toBeTruthy();
    expect(within(best).getByRole('img').getAttribute('alt')).toBe('A pack of dog-beef-bag');
    // Rex loves chicken and beef and no recipe has both: beef alone earns 170 of 215, and it is still the best safe recipe.
    expect(best.textContent).toContain('Best match · 79% match');
    expect(best.textContent).toContain('Made for medium-breed dogs, and no safe recipe meets more of what you told us about Rex.');
    expect(best.textContent).toContain('Feeding Rex: About 3 to 4 cups a day for Rex’s current weight, 21 to 50 lb, from the feeding guide’s 30 to 50 lb rows.');
    expect(within(within(best).getByRole('list', { name: 'Guaranteed' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Made for medium-breed dogs.']);
    expect(within(within(best).getByRole('list', { name: 'Why it suits Rex' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Right for an adult, like Rex.',
      'Helps with Rex’s skin issues.',
      'Beef, which Rex loves.',
      'An easy switch from the kibble Rex eats now.',
      'Comes as easy-to-pour bags, the routine you chose.',
    ]);
    // Buy online (the smart-buy path) and Where to buy (preselecting the recipe's UPC) on the best pick.
    expect(within(best).getByRole('button', { name: 'Buy online Dog Beef Bag' })).toBeTruthy();
    expect(within(best).getByRole('link', { name: 'Where to buy Dog Beef Bag' }).getAttribute('href')).toMatch(/^\/where-to-buy(\?sc-upc=\d+)?$/);
    // The runner-ups follow under their own headings, one level down, each with both ways to buy.
    const closest = screen.getByRole('list', { name: 'Runner-ups' });
    expect(within(closest).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Dog Chicken Roll', 'Dog Fish Bag']);
    expect(within(closest).getAllByRole('button', { name: /^Buy online / })).toHaveLength(2);
    expect(within(closest).getAllByRole('link', { name: /^Where to buy / })).toHaveLength(2);
    // This test product's detail page is external (tests/support/quiz-test-data.ts), so its card says it opens a new tab (§2).
    const runnerUps = screen.getByRole('list', { name: 'Also worth a look' });
    expect(within(runnerUps).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Dog Turkey Lamb Roll (opens in a new tab)']);
    // No points reach the owner: those are for editors in the studio.
    expect(screen.getByRole('region', { name: 'Our pick for Rex' }).textContent).not.toMatch(/\+\d/);
  });

  it('the results write the shareable link to the address bar and show it', () => {
    renderQuiz();
    walkDog();
    const value = encodeShareValue(DOG_ANSWERS, config);
    expect(new URLSearchParams(window.location.search).get(SHARE_QUERY_PARAM)).toBe(value);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share these results' });
    expect(field.value).toBe(`${window.location.origin}${SITE_PATH}?${SHARE_QUERY_PARAM}=${value}`);
  });

  it('copy link puts the shareable link on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderQuiz();
    walkDog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(screen.getByRole<HTMLInputElement>('textbox', { name: 'Share these results' }).value);
    expect(screen.getByText('Link copied.')).toBeTruthy();
    // Sharing results is a quiz intent too (§7), reported only once the link was really copied.
    expect(quizIntents().at(-1)).toEqual({ event: 'quiz_intent', placement: QUIZ_INTENT_PLACEMENTS.share, path: SITE_PATH });
  });

  it('a copy the browser refuses says how to copy by hand and reports no share', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(() => Promise.reject(new Error('denied'))) } });
    renderQuiz();
    walkDog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      await Promise.resolve();
    });
    expect(screen.getByText('Copying did not work: select the link above and copy it.')).toBeTruthy();
    expect(quizIntents().map((e) => e.placement)).not.toContain(QUIZ_INTENT_PLACEMENTS.share);
  });

  it('reports quiz intent on start, submit and retake', () => {
    renderQuiz();
    walkDog();
    fireEvent.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(quizIntents()).toEqual([
      { event: 'quiz_intent', placement: QUIZ_INTENT_PLACEMENTS.start, path: SITE_PATH },
      { event: 'quiz_intent', placement: QUIZ_INTENT_PLACEMENTS.submit, path: SITE_PATH },
      { event: 'quiz_intent', placement: QUIZ_INTENT_PLACEMENTS.retake, path: SITE_PATH },
    ]);
  });

  it('retake clears the answers, the stored progress and the shared link', () => {
    renderQuiz();
    walkDog();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(heading().textContent).toBe('Who are we feeding?');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('back from the results returns to the last question with its answer', () => {
    renderQuiz();
    walkDog();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading().textContent).toBe('Which recipe routine suits you and Rex?');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Easy-to-pour bags/ }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'See my matches' })).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('next without an answer says what is missing, and an answer clears it', () => {
    renderQuiz();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Choose an option to continue.');
    expect(heading().textContent).toBe('Who are we feeding?');
    choose(/Cat/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves focus to the new question heading on every step change', () => {
    renderQuiz();
    choose(/Dog/);
    next();
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('What is your pet\'s name?');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(heading());
  });

  it('the name field submits its step with Enter, like any form', () => {
    renderQuiz();
    choose(/Cat/);
    next();
    const field = screen.getByRole('textbox', { name: "What is your pet's name?" });
    fireEvent.change(field, { target: { value: 'Tom' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(heading().textContent).toBe('How big is Tom?');
  });

  it('the pet name appears in headings as text, never as markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderQuiz();
    choose(/Dog/);
    next();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: hostile } });
    next();
    expect(heading().textContent).toBe(`How big is ${hostile}?`);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('a cat is offered only the cat options', () => {
    renderQuiz();
    choose(/Cat/);
    next();
    next();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['small-cat', 'medium-cat', 'large-cat']);
  });

  it('ticking "None" unticks the others, and ticking another unticks "None"', () => {
    renderQuiz();
    choose(/Dog/);
    next();
    next();
    choose(/Small dog/);
    next();
    choose(/Puppy/);
    next();
    tick(/Skin issues/);
    tick(/Joint pain/);
    tick(/None/);
    const checked = () => screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => (c as HTMLInputElement).value);
    expect(checked()).toEqual(['none']);
    tick(/Picky eating/);
    expect(checked()).toEqual(['picky-eating']);
  });

  it('restores progress from sessionStorage after a reload', () => {
    const first = renderQuiz();
    choose(/Dog/);
    next();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Rex' } });
    next();
    choose(/Large dog/);
    next();
    first.unmount();
    renderQuiz();
    expect(heading().textContent).toBe('How old is Rex?');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 4 of 9');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Large dog/ }).checked).toBe(true);
  });

  it('restores the results after a reload on the results', () => {
    const first = renderQuiz();
    walkDog();
    first.unmount();
    renderQuiz();
    expect(heading().textContent).toBe('Our pick for Rex');
    expect(quizIntents().filter((e) => e.placement === QUIZ_INTENT_PLACEMENTS.submit)).toHaveLength(1);
  });

  it('ignores and clears corrupt stored progress', () => {
    window.sessionStorage.setItem(STORAGE_KEY, '{"version":1,"answers":{"type":["unicorn"]},"step":4,"finished":false}');
    renderQuiz();
    expect(heading().textContent).toBe('Who are we feeding?');
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    window.sessionStorage.setItem(STORAGE_KEY, 'not json at all');
    renderQuiz().unmount();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a shared link opens on its results', () => {
    renderQuiz({ sharedAnswers: encodeShareValue(CAT_ANSWERS, config) });
    expect(heading().textContent).toBe('Our pick for your pet');
    const best = screen.getByRole('group', { name: 'Our pick for your pet' });
    expect(within(best).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cat Fish Pate']);
  });

  it('a tampered shared link restarts the quiz with a message', () => {
    const tampered = encodeShareValue({ ...DOG_ANSWERS, love: ['pate'] }, config);
    window.history.replaceState(null, '', `${SITE_PATH}?${SHARE_QUERY_PARAM}=${tampered}`);
    renderQuiz({ sharedAnswers: tampered });
    expect(screen.getByRole('status').textContent).toBe(INVALID_SHARE_MESSAGE);
    expect(heading().textContent).toBe('Who are we feeding?');
    // The broken link leaves the address bar, so a reload does not show the message again.
    expect(window.location.search).toBe('');
    choose(/Dog/);
    expect(screen.queryByText(INVALID_SHARE_MESSAGE)).toBeNull();
  });

  it('nothing eligible: says which answers removed the recipes and offers to change them', () => {
    renderQuiz({ products: QUIZ_PRODUCTS.filter((p) => p.species === 'cat') });
    walkDog();
    expect(screen.getByText(/^No recipe fits every answer\./)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Our pick for / })).toBeNull();
  });

  it('nothing matched: shows the editors’ picks and which preferences to change', () => {
    const base = QUIZ_PRODUCTS[0];
    if (base === undefined) throw new Error('the test catalog is empty');
    const plain = { ...base, id: 'plain-roll', proteins: [], lifeStages: [], sizes: [], benefits: [], switchFrom: [], form: 'roll' as const, tags: [] };
    // The default flow's size answer requires and matches the same fact, so nothing-matched needs a
    // flow whose size answer does neither (an editor's own flow may be like that).
    const noSizeRules = { ...config, questions: config.questions.map((q) => (q.id === 'size' ? { ...q, options: q.options.map((o) => ({ ...o, rules: [] })) } : q)) };
    renderQuiz({ config: noSizeRules, products: [plain], productDisplay: { ...QUIZ_DISPLAY, 'plain-roll': { ...(QUIZ_DISPLAY['dog-chicken-roll'] as ProductCardData), id: 'plain-roll', name: 'Plain Roll', href: '/products/plain-roll' } } });
    walkDog();
    expect(screen.getByText('No recipe matched the preferences you picked, so here are our editors’ picks.')).toBeTruthy();
    const card = within(screen.getByRole('group', { name: 'Our pick for Rex' })).getByRole('article');
    expect(card.textContent).toContain('Editors’ pick');
    expect(card.textContent).not.toContain('% match');
    const changes = within(screen.getByRole('list', { name: 'Preferences to change' })).getAllByRole('button');
    expect(changes.map((b) => b.textContent)).toContain('Change “What does Rex love to eat?”');
  });

  it('an avoided ingredient that removes every recipe can be changed from the results', () => {
    renderQuiz({ products: QUIZ_PRODUCTS.filter((p) => p.id === 'dog-fish-bag') });
    choose(/Dog/);
    next();
    next();
    choose(/Small dog/);
    next();
    choose(/Adult/);
    next();
    tick(/Skin issues/);
    next();
    tick(/Fish/);
    next();
    tick(/No fish/);
    next();
    choose(/Wet food/);
    next();
    choose(/Either/);
    next();
    const changes = screen.getByRole('list', { name: 'Answers to change' });
    expect(changes.textContent).toContain('No fish: removed 1 product');
    fireEvent.click(within(changes).getByRole('button', { name: /Change “Any ingredients your pet should avoid\?”/ }));
    expect(heading().textContent).toBe('Any ingredients your pet should avoid?');
    tick(/No fish/);
    tick(/None/);
    next();
    next();
    next();
    expect(within(screen.getByRole('group', { name: 'Our pick for your pet' })).getByRole('heading', { level: 3 }).textContent).toBe('Dog Fish Bag');
  });
});
