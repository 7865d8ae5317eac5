/**
 * Blocks whose code loads on demand (heavy ones: video, carousels, the quiz), with the delayed
 * loading state of §4 while they load. No 'use client': registrations call `lazyBlock` at module
 * scope, and the component it returns has no hooks of its own.
 */
import { Suspense, createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { DelayedLoading } from './delayed-loading';

export { DelayedLoading, LOADING_LABEL } from './delayed-loading';

export type LazyBlockOptions = {
  readonly label?: string;
  readonly minHeight?: string;
  readonly delayMs?: number;
};

/**
 * Wraps a lazily imported component for use as a block folder's `component`.
 *
 * @example
 * component: lazyBlock(() => import('./product-quiz').then((m) => m.ProductQuiz), { minHeight: '30rem' })
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyBlockOptions = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyBlock(props: P): ReactNode {
    return (
      <Suspense fallback={<DelayedLoading label={options.label} minHeight={options.minHeight} delayMs={options.delayMs} />}>
        {createElement(Lazy, props)}
      </Suspense>
    );
  }
  LazyBlock.displayName = 'LazyBlock';
  return LazyBlock;
}
