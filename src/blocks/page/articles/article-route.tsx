/**
 * What the blog and press routes share: reading ?page=, and rendering composed blocks through the
 * server renderer (so these pages are built from the same blocks an editor uses, and ship no
 * JavaScript of their own).
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { ContentBlocks } from '@/blocks/render/render-content';
import { parsePageParam } from '@/domain/blog/article';
import type { ContentBlock } from '@/domain/content/block';
import { listingPageCount } from './article-data';

export type ListingSearchParams = Promise<Readonly<Record<string, string | string[] | undefined>>>;

/** The listing page asked for; a malformed ?page= or one past the last page is a 404, not a silent page 1. */
export async function listingPage(searchParams: ListingSearchParams, articleCount: number): Promise<number> {
  const page = parsePageParam((await searchParams).page);
  if (page === null || page > listingPageCount(articleCount)) notFound();
  return page;
}

export function ArticleBlocks({ blocks, styleKey }: { readonly blocks: readonly ContentBlock[]; readonly styleKey: string }) {
  return <ContentBlocks blocks={blocks} styleKey={styleKey} />;
}
