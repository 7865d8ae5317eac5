import type { ReactNode } from 'react';
import { RouteProgress } from '@/shell/route-loading/route-progress';

/**
 * Wraps every page of a theme and locale (inside the layout's <main>) with the router's loading
 * indicator (§4). A template, not loading.tsx: see RouteProgress for why a loading boundary here
 * would turn every 404 into a 200.
 */
export default function SiteTemplate({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <RouteProgress />
      {children}
    </>
  );
}
