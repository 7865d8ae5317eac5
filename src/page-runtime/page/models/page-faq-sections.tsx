/**
 * The FAQ Section blocks of the page-builder content targeted at a route, rendered on their own:
 * a route whose body is code (the contact form) shows the FAQs an editor placed in its content.
 * Only FAQ Section's own view and schema are imported, not the generic renderer or the block
 * registrations, whose island loader is client code the route would then ship for nothing.
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { formatIssues } from '@/domain/zod-issues';
import { FaqSection } from '@/blocks/faq-section/faq-section';
import { faqSectionSchema } from '@/blocks/faq-section/schema';
import { contentService } from '@/services/content';
import { noteContent } from '@/services/http/render-notes';
import type { ContentBlock } from '@/domain/content/block';
import { resolveModelBlocks, withOpenFaq } from './resolve-model-blocks';

const FAQ_SECTION = 'FAQ Section';

function faqSections(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => [...(block.component?.name === FAQ_SECTION ? [block] : []), ...faqSections(block.children ?? [])]);
}

type Props = {
  readonly theme: Theme;
  readonly locale: Locale;
  /** The route's public path without the locale prefix ('/contact'). */
  readonly urlPath: string;
  /** `?faq=<entry id>`: that FAQ renders open and focused; an unknown id leaves the list as it is. */
  readonly openFaqId?: string | undefined;
};

export async function PageFaqSections({ theme, locale, urlPath, openFaqId }: Props) {
  let blocks: readonly ContentBlock[];
  try {
    // The default variation for everyone: these FAQs are reference content, not an experiment.
    const page = await contentService().getPage({ urlPath, theme, locale });
    if (!page) return null;
    // The FAQs are drawn from that entry: publishing it drops this route's stored copies.
    await noteContent(page.content.id);
    blocks = withOpenFaq(await resolveModelBlocks(page.content.data.blocks, theme, locale), openFaqId);
  } catch (error) {
    // The route's own content (the form) still serves when the content source fails.
    console.error(`[content] The FAQs of ${urlPath} could not be loaded`, error);
    return null;
  }
  return faqSections(blocks).map((block, i) => {
    const parsed = faqSectionSchema.safeParse(block.component?.options ?? {});
    if (!parsed.success) {
      console.error(`[content] FAQ Section ${block.id ?? `#${i}`} on ${urlPath} has invalid options:\n${formatIssues(parsed.error)}`);
      return null;
    }
    return <FaqSection key={block.id ?? i} {...parsed.data} />;
  });
}
