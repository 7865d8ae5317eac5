import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { IMAGES } from '@/config/constants';
import { pageBuilderImageLoader } from './image-sizes';
import { cx } from './class-names';
import styles from './block-image.module.css';

/** SVGs are vectors: resizing them buys nothing, and the optimizer refuses them by default. */
function isSvg(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src);
}

/**
 * How an image loads. 'lead': eagerly and before other images (fetchpriority high), for the image a
 * page leads with, its likely largest paint; 'eager': as soon as the HTML names it, for an image
 * near the top that may be in the first screen; 'lazy': when it nears the viewport. A lazy image in
 * the first screen is requested only after the first layout, which on a phone delays the page's
 * largest paint by the stylesheet, the parse and the layout.
 */
export type ImageLoading = 'lead' | 'eager' | 'lazy';

export type BlockImageProps = {
  readonly src: string;
  /** Empty or missing alt text marks the image decorative (alt=""), as §3 mediaAltText allows. */
  readonly alt: string | undefined;
  readonly sizes: string;
  /** CSS aspect-ratio of the frame; omit when the parent sizes the frame (e.g. a full-bleed cover). */
  readonly aspectRatio?: string | undefined;
  /** How the image loads: see ImageLoading. Lazy unless the image is near the page's top. */
  readonly loading?: ImageLoading;
  readonly fit?: 'cover' | 'contain';
  readonly rounded?: boolean;
  /** The frame fills its parent's height (the parent sizes and positions it, e.g. a cover photo). */
  readonly fillParent?: boolean;
  /** What lies over the image inside its frame (a background video and its play button). */
  readonly children?: ReactNode;
};

/**
 * A page-builder image with next/image's responsive candidates. Editor images carry no dimensions,
 * so the image fills a frame whose aspect ratio the block chooses; that also reserves the space and
 * avoids layout shift. `getImageProps` computes the same src/srcSet/sizes as `<Image>` but renders a
 * plain `<img>`, so a server-rendered block ships no image component to the browser (next/image's
 * component is a client component, and a custom loader cannot cross to it from the server).
 */
export function BlockImage({
  src,
  alt,
  sizes,
  aspectRatio,
  loading = 'lazy',
  fit = 'cover',
  rounded = true,
  fillParent = false,
  children,
}: BlockImageProps) {
  const { props } = getImageProps({
    src,
    alt: alt?.trim() ?? '',
    fill: true,
    sizes,
    loader: pageBuilderImageLoader,
    unoptimized: isSvg(src),
    quality: IMAGES.defaultQuality,
    className: cx(styles.image, fit === 'contain' && styles.contain),
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'lead' ? 'high' : undefined,
  });
  return (
    <div
      className={cx(styles.frame, !rounded && styles.square, fillParent && styles.fillParent, fit === 'contain' && styles.contained)}
      style={aspectRatio ? { aspectRatio } : undefined}
    >
      {/* next/image's markup without its client component: see the comment above. */}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props */}
      <img {...props} />
      {children}
    </div>
  );
}
