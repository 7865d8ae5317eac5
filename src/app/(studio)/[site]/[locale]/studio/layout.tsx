import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { env } from '@/config/env';

/**
 * Tools for editors and design review (/studio/*): never indexed, linked from no navigation, and
 * absent (404) when STUDIO_ENABLED=false, as a production deploy sets it.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function StudioLayout({ children }: { readonly children: ReactNode }) {
  if (!env().STUDIO_ENABLED) notFound();
  return children;
}
