/**
 * A content page's VideoObject JSON-LD (§3 video structured data), in a script tag carrying the
 * request's CSP nonce like every other inline script. Nothing when the page shows no video.
 */
import 'server-only';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestOrigin } from '@/services/http/request-origin';
import type { ContentBlock } from '@/domain/content/block';
import { pageVideosJsonLd } from './video-json-ld';

/** yyyy-mm-dd of a content timestamp (ms), the date a video without its own date was published with. */
function isoDay(timestamp: number | undefined): string | undefined {
  if (timestamp === undefined || !Number.isFinite(timestamp)) return undefined;
  return new Date(timestamp).toISOString().slice(0, 10);
}

export async function PageVideoJsonLd({
  blocks,
  title,
  lastUpdated,
  nonce,
}: {
  readonly blocks: readonly ContentBlock[];
  readonly title: string;
  readonly lastUpdated?: number | undefined;
  readonly nonce: string | undefined;
}) {
  const origin = await requestOrigin();
  const jsonLd = pageVideosJsonLd(blocks, origin ?? '', { title, date: isoDay(lastUpdated) });
  if (jsonLd === null) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />;
}
