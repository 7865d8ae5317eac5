import type { ImageProps } from 'next/image';

/**
 * A stand-in for next/image in happy-dom: the real one warns about layout it cannot measure there
 * (no CSS is applied). It keeps what the blocks decide: src, alt, sizes, loading and priority.
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
