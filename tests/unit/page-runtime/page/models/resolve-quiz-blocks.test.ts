import { describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { productQuizSchema } from '@/blocks/product-quiz/schema';
import type { QuizCatalog } from '@/features/quiz/quiz-catalog';
import { resolveQuizBlocks, type QuizCatalogLoader } from '@/page-runtime/page/models/resolve-quiz-blocks';

const slice: QuizCatalog = { products: [], cards: {} };

const quiz = (options: Record<string, unknown>, children?: ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id: 'block-quiz',
  component: { name: 'Product Quiz', options },
  ...(children ? { children } : {}),
});
const box = (children: ContentBlock[]): ContentBlock => ({ '@type': '@builder.io/sdk:Element', id: 'box', children });

const resolvedOf = (block: ContentBlock | undefined) => productQuizSchema.parse(block?.component?.options).resolved;

describe('Product Quiz blocks resolved on the server', () => {
  it('a page without a quiz is returned as it is and loads no catalog', async () => {
    const load = vi.fn<QuizCatalogLoader>(() => Promise.resolve(slice));
    const blocks = [box([])];
    expect(await resolveQuizBlocks(blocks, 'en-us', '/about', load)).toBe(blocks);
    expect(load).not.toHaveBeenCalled();
  });

  it('a quiz with no questions gets the default flow, the locale’s catalog and the page’s public path, nested blocks included', async () => {
    const load = vi.fn<QuizCatalogLoader>(() => Promise.resolve(slice));
    const [outer] = await resolveQuizBlocks([box([quiz({ questions: [] })])], 'en-gb', '/quiz-demo', load);
    const resolved = resolvedOf(outer?.children?.[0]);
    expect(load).toHaveBeenCalledWith('en-gb');
    expect(resolved?.status).toBe('ready');
    if (resolved?.status !== 'ready') return;
    expect(resolved.sitePath).toBe('/en-gb/quiz-demo');
    expect(resolved.catalog).toBe(slice);
    expect(resolved.config.questions.map((q) => q.id)).toContain('type');
  });

  it('questions the §5 editor rules refuse arrive as the errors the block shows, not as a quiz', async () => {
    const [block] = await resolveQuizBlocks([quiz({ questions: [{ id: 'type', heading: '', inputType: 'single choice', weight: 5, options: [] }] })], 'en-us', '/quiz-demo', () =>
      Promise.resolve(slice),
    );
    const resolved = resolvedOf(block);
    expect(resolved?.status).toBe('invalid');
    if (resolved?.status === 'invalid') expect(resolved.errors.length).toBeGreaterThan(0);
  });

  it('a `resolved` value written into the content is replaced by the server’s, never trusted', async () => {
    const forged = { status: 'ready', config: { questions: [] }, catalog: { products: [], cards: {} }, sitePath: 'https://evil.example/' };
    const [block] = await resolveQuizBlocks([quiz({ questions: [], resolved: forged })], 'en-us', '/quiz-demo', () => Promise.resolve(slice));
    const resolved = resolvedOf(block);
    expect(resolved?.status === 'ready' ? resolved.sitePath : undefined).toBe('/quiz-demo');
  });
});
