/**
 * schema.org VideoObjects (§3 video structured data: title, description, publishDate, duration in
 * seconds) for every video a page offers to play, from the blocks that carry the §3 video fields:
 * Blog Media, Masthead and Left Right Single, nested blocks, columns and inline symbols included.
 * A background video alone is not listed: it is muted decoration the page hides from assistive
 * technology, not a video a visitor can watch. Unparseable block options are skipped here: the
 * block itself shows the §8 message for them. Pure, so article routes, content pages and tests
 * share it.
 */
import { blogMediaSchema } from '@/blocks/blog-media/schema';
import { leftRightSingleSchema } from '@/blocks/left-right-single/schema';
import { mastheadSchema } from '@/blocks/masthead/schema';
import { columnBlocks, inlineSymbolBlocks } from '@/page-runtime/render/server-support';
import type { ContentBlock } from '@/domain/content/block';

/** What a page falls back to for a video the editor described only in part. */
export type VideoFallback = {
  readonly title: string;
  /** yyyy-mm-dd: the article's date, or the day the content was last published. */
  readonly date?: string | undefined;
};

type VideoFacts = {
  readonly video: string;
  readonly image: string;
  readonly videoTitle?: string | undefined;
  readonly videoDescription?: string | undefined;
  readonly videoPublishDate?: string | undefined;
  readonly videoDurationSeconds?: number | undefined;
  /** The block's own words for the video when the editor gave it no title or description. */
  readonly label?: string | undefined;
  readonly text?: string | undefined;
};

/** The played video of one block, or null when it has none (or its options do not parse). */
function videoFacts(block: ContentBlock): VideoFacts | null {
  const options = block.component?.options ?? {};
  switch (block.component?.name) {
    case 'Blog Media': {
      const parsed = blogMediaSchema.safeParse(options);
      if (!parsed.success || parsed.data.mediaType !== 'Video') return null;
      const { video, ...o } = parsed.data;
      return video ? { ...o, video, label: o.caption, text: o.caption } : null;
    }
    case 'Masthead': {
      const parsed = mastheadSchema.safeParse(options);
      if (!parsed.success) return null;
      const { video, image, ...o } = parsed.data;
      return video && image ? { ...o, video, image, label: o.heading, text: o.subheading } : null;
    }
    case 'Left Right Single': {
      const parsed = leftRightSingleSchema.safeParse(options);
      if (!parsed.success) return null;
      const { video, image, ...o } = parsed.data;
      return video && image ? { ...o, video, image, label: o.heading, text: o.body } : null;
    }
    default:
      return null;
  }
}

function nestedBlocks(block: ContentBlock): readonly ContentBlock[] {
  const options = block.component?.options;
  return [...(block.children ?? []), ...columnBlocks(options).flat(), ...(inlineSymbolBlocks(options) ?? [])];
}

/**
 * The VideoObjects of a block tree, in page order. `origin` makes the thumbnail URL absolute;
 * without a trusted origin it stays relative.
 *
 * @example
 * videoObjects([masthead], 'https://brightbowl.example', { title: 'About us', date: '2026-11-02' })
 * // [{ '@type': 'VideoObject', name: 'Our story', description: '…', uploadDate: '2026-10-01',
 * //    thumbnailUrl: 'https://brightbowl.example/media/content/hero.jpg', duration: 'PT48S' }]
 */
export function videoObjects(blocks: readonly ContentBlock[], origin: string, fallback: VideoFallback): Record<string, unknown>[] {
  return blocks.flatMap((block) => {
    const nested = videoObjects(nestedBlocks(block), origin, fallback);
    const facts = videoFacts(block);
    if (facts === null) return nested;
    const name = facts.videoTitle?.trim() || facts.label?.trim() || fallback.title;
    const uploadDate = facts.videoPublishDate ?? fallback.date;
    return [
      {
        '@type': 'VideoObject',
        name,
        description: facts.videoDescription?.trim() || facts.text?.trim() || name,
        ...(uploadDate === undefined ? {} : { uploadDate }),
        thumbnailUrl: `${origin}${facts.image}`,
        ...(facts.videoDurationSeconds === undefined ? {} : { duration: `PT${facts.videoDurationSeconds}S` }),
      },
      ...nested,
    ];
  });
}

/** The JSON-LD document of a content page's videos, or null when it shows none. */
export function pageVideosJsonLd(blocks: readonly ContentBlock[], origin: string, fallback: VideoFallback): Record<string, unknown> | null {
  const videos = videoObjects(blocks, origin, fallback);
  if (videos.length === 0) return null;
  return { '@context': 'https://schema.org', '@graph': videos };
}
