import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { EditorPreviewContext } from '@/ui/use-editor-preview';
import { CATALOG_ERROR_MESSAGE, QUIZ_CATALOG_PATH } from '@/blocks/product-quiz/product-quiz';
import { toOptionRule } from '@/blocks/product-quiz/to-quiz-config';
import { MISSING_URL_MESSAGE } from '@/blocks/product-selector/product-selector';
import { DEFAULT_SELECTOR_TITLE } from '@/blocks/product-selector/schema';
import { PRODUCT_SELECTOR_FRAME } from '@/config/constants';
import { encodeShareValue } from '@/machines/quiz';
import { QUIZ_DISPLAY, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';
import { fixtureOptions, registered } from './support';

vi.mock('next/image', () => ({
  default: ({ src, alt }: { src: string; alt: string }) => (
    // eslint-disable-next-line @next/next/no-img-element -- the stand-in for next/image itself
    <img src={src} alt={alt} />
  ),
}));
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const SLICE = { products: QUIZ_PRODUCTS, cards: QUIZ_DISPLAY };
const DEMO_OPTIONS = fixtureOptions('Product Quiz');

type Answer = { status: number; body: unknown };
const fetchMock = vi.fn<(input: string) => Promise<Response>>();

function answerWith(...answers: Answer[]) {
  for (const { status, body } of answers) fetchMock.mockResolvedValueOnce(Response.json(body, { status }));
}

// The SDK page provides the editor flag; published pages never do.
let editing = false;
const setEditing = (value: boolean) => {
  editing = value;
};

function renderBlock(name: string, options: Record<string, unknown>, locale: 'en-us' | 'en-gb' = 'en-us') {
  const Block = registered(name).component;
  return render(
    <EditorPreviewContext value={editing}>
      <BlockEnvironmentProvider value={{ locale, theme: 'main' }}>
        <Block {...options} />
      </BlockEnvironmentProvider>
    </EditorPreviewContext>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/quiz-demo');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setEditing(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setEditing(false);
});

const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|Show my matches|See my matches)$/ }));

describe('Product Quiz block', () => {
  it('runs the editor’s own questions over the catalog it fetches for the page’s locale', async () => {
    answerWith({ status: 200, body: SLICE });
    renderBlock('Product Quiz', DEMO_OPTIONS, 'en-gb');
    expect(await screen.findByRole('heading', { name: 'Is your pet a dog or a cat?' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`${QUIZ_CATALOG_PATH}?locale=en-gb`, expect.anything());
    fireEvent.click(screen.getByRole('radio', { name: 'Dog' }));
    next();
    expect(heading().textContent).toBe('What does your pet love to eat?');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chicken' }));
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'None' }));
    expect(screen.getByRole('button', { name: 'Show my matches' })).toBeTruthy();
    next();
    expect(heading().textContent).toBe('Our pick for your pet');
    const best = screen.getByRole('group', { name: 'Our pick for your pet' });
    expect(within(best).getByRole('heading', { level: 3 }).textContent).toBe('Dog Chicken Roll');
    // The block's own options, in owners' words (the points stay in the studio).
    expect(within(within(best).getByRole('list', { name: 'Why it suits your pet' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Chicken, which your pet loves.',
    ]);
    // The share link follows the page the block is on.
    expect(window.location.pathname).toBe('/quiz-demo');
    expect(new URLSearchParams(window.location.search).get('quiz')).not.toBeNull();
  });

  it('with no questions configured runs the default nine-question flow', async () => {
    answerWith({ status: 200, body: SLICE });
    renderBlock('Product Quiz', {});
    expect(await screen.findByRole('heading', { name: 'Who are we feeding?' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('9');
  });

  it('opens the results of a shared link to the page it is on', async () => {
    answerWith({ status: 200, body: SLICE });
    const answers = { type: ['cat'], love: ['fish'], avoid: ['none'] };
    window.history.replaceState(null, '', `/quiz-demo?quiz=${encodeShareValue(answers)}`);
    renderBlock('Product Quiz', DEMO_OPTIONS);
    expect(await screen.findByRole('heading', { name: 'Our pick for your pet' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Our pick for your pet' })).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Cat Fish Pate');
  });

  it('a catalog that fails to load says so and loads again on Try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ status: 500, body: { error: 'Oops! Something went wrong.' } }, { status: 200, body: SLICE });
    renderBlock('Product Quiz', DEMO_OPTIONS);
    expect((await screen.findByRole('alert')).textContent).toContain(CATALOG_ERROR_MESSAGE);
    expect(logged).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Is your pet a dog or a cat?' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a catalog answer of the wrong shape is refused at the boundary, not fed to the engine', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ status: 200, body: { products: [{ id: 'x', species: 'hamster' }], cards: {} } });
    renderBlock('Product Quiz', DEMO_OPTIONS);
    expect((await screen.findByRole('alert')).textContent).toContain(CATALOG_ERROR_MESSAGE);
  });

  it('shows the loading state while the catalog is on its way', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockReturnValue(new Promise<Response>(() => {}));
      renderBlock('Product Quiz', DEMO_OPTIONS);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('status').textContent).toContain('Loading the quiz…');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('§5 editor rules', () => {
    const broken = () => {
      const questions = structuredClone(DEMO_OPTIONS.questions) as Array<{ heading: string; options: Array<Record<string, unknown>> }>;
      const love = questions[1];
      if (love === undefined) throw new Error('the demo has a love question');
      love.options[1] = { ...love.options[1], value: 'chicken' };
      delete love.options[2]?.name;
      if (questions[2] !== undefined) questions[2].heading = '';
      return { questions };
    };

    it('a refused configuration shows visitors the §8 block error and fetches nothing', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderBlock('Product Quiz', broken());
      return waitFor(() => {
        expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
        expect(screen.queryByText(/question 2 \(love\)/)).toBeNull();
        expect(fetchMock).not.toHaveBeenCalled();
      });
    });

    it('in the editor preview, lists every problem pointing at the question and the option, duplicates included', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      setEditing(true);
      renderBlock('Product Quiz', broken());
      const alert = await screen.findByRole('alert');
      expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        "question 2 (love), option 2: value 'chicken' is already used by option 1",
        'question 2 (love), option 3: name is required',
        'question 3 (avoid): heading is required',
      ]);
      expect(String(logged.mock.calls[0]?.[0])).toContain('question 3 (avoid): heading is required');
    });

    it('an emptied weight is reported at its question, and a rule outside the rule language at its option and rule', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      setEditing(true);
      const questions = structuredClone(DEMO_OPTIONS.questions) as Array<{ weight: unknown; options: Array<{ rules: unknown[] }> }>;
      if (questions[1] === undefined || questions[1].options[0] === undefined) throw new Error('the demo has a love question');
      questions[1].weight = null;
      questions[1].options[0].rules = [{ kind: 'match', field: 'proteins', test: 'has', value: 'pizza' }];
      renderBlock('Product Quiz', { questions });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'question 2 (love): weight is required',
        "question 2 (love), option 1, rule 1: 'pizza' is not a proteins value (one of chicken, turkey, fish, beef, bison, lamb)",
      ]);
    });
  });

  it('editor rule rows become the engine’s rule language', () => {
    expect(toOptionRule({ kind: 'exclude', field: 'contains', test: 'has', value: 'fish' })).toEqual({ exclude: { field: 'contains', has: 'fish' } });
    expect(toOptionRule({ kind: 'require', field: 'contains', test: 'lacks', value: 'grain' })).toEqual({ require: { field: 'contains', lacks: 'grain' } });
    expect(toOptionRule({ kind: 'species', test: 'has', value: ' cat ' })).toEqual({ species: 'cat' });
  });
});

describe('Product Selector block', () => {
  it('embeds the quiz service in a titled frame of the configured height', () => {
    const { container } = renderBlock('Product Selector', { url: 'https://quiz.example.com/embed?brand=bb', title: 'Find your recipe', height: 900 });
    const frame = screen.getByTitle('Find your recipe');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://quiz.example.com/embed?brand=bb');
    // The quiz runs, but may leave the frame only when the shopper clicks.
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).toContain('allow-top-navigation-by-user-activation');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect((container.firstElementChild as HTMLElement | null)?.style.getPropertyValue('--selector-height')).toBe('900px');
  });

  it('gives the frame a default title and height', () => {
    const { container } = renderBlock('Product Selector', { url: '/product-selector' });
    expect(screen.getByTitle(DEFAULT_SELECTOR_TITLE).getAttribute('src')).toBe('/product-selector');
    expect((container.firstElementChild as HTMLElement | null)?.style.getPropertyValue('--selector-height')).toBe(`${PRODUCT_SELECTOR_FRAME.defaultHeightPx}px`);
  });

  it('without a link renders nothing for visitors and tells editors what is missing', async () => {
    const { container } = renderBlock('Product Selector', fixtureOptions('Product Selector'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toBe('');
    setEditing(true);
    const second = renderBlock('Product Selector', { url: '' });
    expect((await within(second.container).findByRole('note')).textContent).toBe(MISSING_URL_MESSAGE);
  });

  it.each(['javascript:alert(1)', 'http://quiz.example.com/', '//quiz.example.com/', 'data:text/html,hi'])('refuses %s as the frame source', (url) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderBlock('Product Selector', { url });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});
