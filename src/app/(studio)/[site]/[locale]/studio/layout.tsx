import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireStudio } from './studio-gate';

/**
 * Tools for editors and design review (/studio/*): never indexed, linked from no navigation, and
 * absent (404) when STUDIO_ENABLED=false, as a production deploy sets it.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function StudioLayout({ children }: { readonly children: ReactNode }) {
  requireStudio();
  return children;
}
