/**
 * Home's VideoObject JSON-LD for the video its floating player offers (§3 video structured data),
 * beside the content page's own VideoObjects of its blocks, in a script carrying the request's CSP
 * nonce like every other inline script. Nothing when the visitor hid the player: home then shows
 * no such video.
 */
import 'server-only';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestOrigin } from '@/services/http/request-origin';
import { videoSources, type VideoService } from '@/services/video';
import { FLOATING_VIDEO } from './floating-video';

/**
 * The floating video as a schema.org VideoObject; a relative poster is made absolute with `origin`.
 *
 * @example floatingVideoObject('https://brightbowl.example', 'local').thumbnailUrl
 * // 'https://brightbowl.example/media/video/brightbowl-story/poster.jpg'
 */
function floatingVideoObject(origin: string, videoService: VideoService): Record<string, unknown> | null {
  const sources = videoSources(FLOATING_VIDEO.videoId, videoService);
  if (sources === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: FLOATING_VIDEO.title,
    description: FLOATING_VIDEO.description,
    uploadDate: FLOATING_VIDEO.publishDate,
    thumbnailUrl: sources.poster.startsWith('/') ? `${origin}${sources.poster}` : sources.poster,
    duration: `PT${FLOATING_VIDEO.durationSeconds}S`,
  };
}

export async function FloatingVideoJsonLd({ videoService, nonce }: { readonly videoService: VideoService; readonly nonce: string | undefined }) {
  const video = floatingVideoObject((await requestOrigin()) ?? '', videoService);
  if (video === null) return null;
  return <script type="application/ld+json" nonce={nonce} data-floating-video-json-ld="" dangerouslySetInnerHTML={{ __html: serializeJsonLd(video) }} />;
}
