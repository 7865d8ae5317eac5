'use client';

import { useEffect } from 'react';
import type { AbTestAssignment } from '@/services/content/types';
import { AB_TEST_ASSIGNED_EVENT } from '@/domain/events/shell-events';
import { readCookie, serializeTestCookie } from './ab-test-cookie';

/**
 * Makes a fresh A/B assignment sticky: writes `builder.tests.<contentId>` with the variation the
 * server rendered and tells the page-view reporter, which pushes the A/B event from the cookie. A
 * repeated effect (StrictMode, a re-render) finds the cookie already set and does nothing.
 */
export function useStickyAbTest(assignment: AbTestAssignment | null | undefined): void {
  const cookie = assignment?.setCookie;
  const contentId = assignment?.contentId;
  useEffect(() => {
    if (!cookie || !contentId) return;
    if (readCookie(document.cookie, cookie.name) === cookie.value) return;
    document.cookie = serializeTestCookie(cookie, window.location.protocol === 'https:');
    // The A/B event itself comes from the page-view reporter, which derives them from the cookies (§7).
    window.dispatchEvent(new Event(AB_TEST_ASSIGNED_EVENT));
  }, [cookie, contentId]);
}

/**
 * The published page's only script of its own: a Server Component cannot set cookies, so the
 * browser writes the assignment the server drew (rendered only when there is one to write).
 */
export function StickyAbTest({ assignment }: { readonly assignment: AbTestAssignment }) {
  useStickyAbTest(assignment);
  return null;
}
