/**
 * Gives every Product Quiz block of a published page its quiz before it renders: the editor's
 * questions parsed under the §5 rules (or the default flow) and the locale's catalog slice, as
 * /product-selector gets them. The block's island then draws the first question in the server's
 * HTML and ships neither the checking code (zod) nor a catalog request to the visitor; the editor's
 * live preview, which has no server pass, still checks and fetches in the browser.
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import type { ContentBlock } from '@/domain/content/block';
import { parseBlockQuestions } from '@/blocks/product-quiz/quiz-setup';
import { productQuizSchema, type ResolvedQuiz } from '@/blocks/product-quiz/schema';
import { loadQuizCatalog } from '@/features/quiz/load-quiz-catalog';
import type { QuizCatalog } from '@/features/quiz/quiz-catalog';

const BLOCK = 'Product Quiz';

/** Reads the quiz's catalog slice for a locale. */
export type QuizCatalogLoader = (locale: Locale) => Promise<QuizCatalog>;

const isQuizBlock = (block: ContentBlock): boolean => block.component?.name === BLOCK;

function hasQuiz(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((b) => isQuizBlock(b) || hasQuiz(b.children ?? []));
}

function resolve(options: Readonly<Record<string, unknown>>, catalog: QuizCatalog, sitePath: string): ResolvedQuiz | undefined {
  // Options the block's schema refuses get the block's own error when it renders; nothing to add.
  const parsed = productQuizSchema.safeParse(options);
  if (!parsed.success) return undefined;
  const config = parseBlockQuestions(parsed.data.questions);
  return config.ok ? { status: 'ready', config: config.value, catalog, sitePath } : { status: 'invalid', errors: config.errors };
}

function fillAll(blocks: readonly ContentBlock[], catalog: QuizCatalog, sitePath: string): ContentBlock[] {
  return blocks.map((block) => {
    const children = block.children ? fillAll(block.children, catalog, sitePath) : undefined;
    let component = block.component;
    if (component && isQuizBlock(block)) {
      const { resolved: _fromContent, ...options } = component.options ?? {};
      const resolved = resolve(options, catalog, sitePath);
      // Content never supplies `resolved`: a value typed into the JSON is dropped, not trusted.
      component = { ...component, options: resolved === undefined ? options : { ...options, resolved } };
    }
    return { ...block, ...(component ? { component } : {}), ...(children ? { children } : {}) };
  });
}

/**
 * The blocks with every Product Quiz resolved for this locale and page; the same array when the
 * page has none (most pages), so they cost nothing.
 *
 * @example
 * await resolveQuizBlocks(blocks, 'en-gb', '/quiz-demo'); // the quiz block's options gain `resolved`
 */
export async function resolveQuizBlocks(blocks: readonly ContentBlock[], locale: Locale, urlPath: string, load: QuizCatalogLoader = loadQuizCatalog): Promise<readonly ContentBlock[]> {
  if (!hasQuiz(blocks)) return blocks;
  return fillAll(blocks, await load(locale), localizePath(urlPath, locale));
}
