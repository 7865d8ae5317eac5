import type { ComponentType } from 'react';

/**
 * next/dynamic for component tests: Next's own needs its runtime to render anything but the
 * loading state. This one starts every import as soon as `dynamic()` runs (module evaluation), and
 * the component setup waits for all of them before a test file's tests, so a dynamic component
 * renders synchronously, as it does on the server once its chunk is loaded.
 */
type Loaded = ComponentType<Record<string, unknown>>;
const pending = new Set<Promise<unknown>>();

function componentOf(value: unknown): Loaded {
  if (typeof value === 'function') return value as Loaded;
  if (typeof value === 'object' && value !== null && 'default' in value) return (value as { default: Loaded }).default;
  throw new Error('a dynamic import resolved to neither a component nor a module with a default export');
}

export default function dynamic(loader: () => Promise<unknown>): Loaded {
  let Component: Loaded | undefined;
  const loading = loader().then((value) => {
    Component = componentOf(value);
  });
  pending.add(loading);
  function Dynamic(props: Record<string, unknown>) {
    // Suspends like React.lazy until the import has settled (the setup waits, so this is rare):
    // React's protocol for "not ready yet" is a thrown promise.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!Component) throw loading;
    return <Component {...props} />;
  }
  return Dynamic;
}

/** Resolves once every import started so far has loaded (rejects if one failed). */
export async function dynamicImportsSettled(): Promise<void> {
  while (pending.size > 0) {
    const batch = [...pending];
    pending.clear();
    await Promise.all(batch);
  }
}
