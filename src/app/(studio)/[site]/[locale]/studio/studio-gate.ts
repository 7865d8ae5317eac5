import { notFound } from 'next/navigation';
import { env } from '@/config/env';

/**
 * 404 unless STUDIO_ENABLED. Called by the studio layout and by each studio page too: Next renders
 * a page alongside its layouts, so a page left ungated would still stream its data (the quiz
 * flow, the catalog) into the 404's payload when the layout refuses.
 */
export function requireStudio(): void {
  if (!env().STUDIO_ENABLED) notFound();
}
