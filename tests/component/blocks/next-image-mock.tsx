import { vi } from 'vitest';
import type * as NextImage from 'next/image';
import type { ImageProps } from 'next/image';

/**
 * A stand-in for next/image's component in happy-dom: the real one warns about layout it cannot
 * measure there (no CSS is applied). It keeps what the blocks decide: src, alt, sizes, loading and
 * priority. `getImageProps` is a pure function (server-rendered blocks use it), so it stays real.
 */
export default function MockImage({ src, alt, sizes, loading, fetchPriority, fill, unoptimized }: ImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the test double for next/image itself
    <img
      src={typeof src === 'string' ? src : ''}
      alt={alt}
      sizes={sizes}
      loading={loading}
      fetchPriority={fetchPriority}
      data-fill={fill ? '' : undefined}
      data-unoptimized={unoptimized ? '' : undefined}
    />
  );
}

const actual = await vi.importActual<typeof NextImage>('next/image');
/** @public next/image's named export, which this module stands in for through vi.mock. */
export const getImageProps = actual.getImageProps;
