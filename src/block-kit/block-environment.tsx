'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';

export type BlockEnvironment = {
  readonly locale: Locale;
  readonly theme: Theme;
};

const BlockEnvironmentContext = createContext<BlockEnvironment>({ locale: DEFAULT_LOCALE, theme: 'main' });

/**
 * Tells blocks which site and locale they render in (e.g. Panel with Search submits to the
 * localized /search). The page renderer wraps its BuilderComponent in this provider; blocks never
 * parse the URL themselves, because the proxy rewrites it to internal segments.
 */
export function BlockEnvironmentProvider({
  value,
  children,
}: {
  readonly value: BlockEnvironment;
  readonly children: ReactNode;
}) {
  return <BlockEnvironmentContext value={value}>{children}</BlockEnvironmentContext>;
}

export function useBlockEnvironment(): BlockEnvironment {
  return useContext(BlockEnvironmentContext);
}
