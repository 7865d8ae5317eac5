/**
 * Builder's `Video` built-in's options as @builder.io/react 9.x reads them, checked and with its
 * defaults (Video.tsx): lazy loading unless turned off, `preload` metadata, no sizer without an
 * aspect ratio (Builder stores it as height / width). What the SDK leaves to the browser is decided
 * here instead: a video that plays by itself is always muted (browsers refuse to start one with
 * sound, and the SDK's editor turns muted on with autoplay), and sources go through the same
 * safety as the site's media: a same-origin path, or Builder's CDN, where Builder keeps uploaded
 * videos and which the CSP's media-src allows when Builder is configured. Pure, so unit-tested.
 */

export const VIDEO_COMPONENT = 'Video';

/** Where Builder serves uploaded videos and images from (the CSP allows it when Builder is configured). */
const BUILDER_CDN = 'https://cdn.builder.io/';

const FITS = ['contain', 'cover', 'fill', 'none', 'scale-down'] as const;
type VideoFit = (typeof FITS)[number];
const PRELOADS = ['auto', 'metadata', 'none'] as const;
type VideoPreload = (typeof PRELOADS)[number];
/** `object-position` values: keywords, lengths and percentages only (it lands in a style attribute). */
const POSITION = /^(?:(?:center|top|bottom|left|right|-?\d+(?:\.\d+)?(?:%|px|rem|em)?)\s*){1,4}$/i;

export type VideoSettings = {
  readonly src: string;
  readonly poster: string | undefined;
  readonly autoPlay: boolean;
  readonly muted: boolean;
  readonly controls: boolean;
  readonly loop: boolean;
  readonly playsInline: boolean;
  readonly fit: VideoFit | undefined;
  readonly position: string | undefined;
  /** Height / width; the sizer reserves the box's height from it before the video loads. */
  readonly aspectRatio: number | undefined;
  /** With child blocks: the box fits them rather than the aspect ratio. */
  readonly fitContent: boolean;
  readonly lazyLoad: boolean;
  readonly preload: VideoPreload;
};

type Options = Readonly<Record<string, unknown>>;

const flag = (value: unknown): boolean => value === true;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * A media URL the page may load: a same-origin path (not `//host`), or with `remote` any https URL
 * `remote` accepts. Anything else (javascript:, data:, http:) is refused.
 *
 * @example safeMediaUrl('/media/video/walk.mp4', () => false) // '/media/video/walk.mp4'
 * @example safeMediaUrl('javascript:alert(1)', () => true) // undefined
 */
export function safeMediaUrl(value: unknown, remote: (url: string) => boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (/^\/(?![/\\])/.test(url)) return url;
  return /^https:\/\/[^\s]+$/i.test(url) && remote(url) ? url : undefined;
}

const isBuilderCdn = (url: string): boolean => url.toLowerCase().startsWith(BUILDER_CDN);

/**
 * A Video's settings, or null when it has no source the page may load (no video, or one from a
 * host or scheme the site does not serve media from).
 *
 * @example videoSettings({ video: '/media/walk.mp4', autoPlay: true }) // { autoPlay: true, muted: true, lazyLoad: true, preload: 'metadata', … }
 */
export function videoSettings(options: Options | undefined): VideoSettings | null {
  const src = safeMediaUrl(options?.video, isBuilderCdn);
  if (src === undefined) return null;
  const autoPlay = flag(options?.autoPlay);
  const ratio = options?.aspectRatio;
  const position = typeof options?.position === 'string' && POSITION.test(options.position.trim()) ? options.position.trim() : undefined;
  return {
    src,
    // A poster is an image: a path, or https (as an Image element's source).
    poster: safeMediaUrl(options?.posterImage, () => true),
    autoPlay,
    muted: autoPlay || flag(options?.muted),
    controls: flag(options?.controls),
    loop: flag(options?.loop),
    playsInline: flag(options?.playsInline),
    fit: oneOf(FITS, options?.fit),
    position,
    aspectRatio: typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 && ratio <= 100 ? ratio : undefined,
    fitContent: flag(options?.fitContent),
    // Lazy unless the editor turned it off, as in the SDK.
    lazyLoad: options?.lazyLoad !== false,
    preload: oneOf(PRELOADS, options?.preload) ?? 'metadata',
  };
}

/** The sizer's padding-top: the box's height as a share of its width. */
export const sizerPadding = (aspectRatio: number): string => `${Math.round(aspectRatio * 100 * 10_000) / 10_000}%`;
