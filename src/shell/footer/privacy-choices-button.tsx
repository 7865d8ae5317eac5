'use client';

/**
 * 'your privacy choices' (§2 footer): opens the consent manager's preference centre when one is
 * configured and loaded; otherwise it does nothing visible (§8: "Opening the consent manager when
 * it is unavailable does nothing visible"). The consent manager is OneTrust-compatible: it exposes
 * `window.OneTrust.ToggleInfoDisplay()`.
 */
import type { ReactNode } from 'react';

type ConsentManagerWindow = { OneTrust?: { ToggleInfoDisplay?: () => void } };

/** Opens the preference centre; returns whether a consent manager was there to open (exported for tests). */
export function openConsentManager(host: ConsentManagerWindow | undefined = typeof window === 'undefined' ? undefined : (window as ConsentManagerWindow)): boolean {
  const toggle = host?.OneTrust?.ToggleInfoDisplay;
  if (typeof toggle !== 'function') return false;
  try {
    toggle.call(host?.OneTrust);
    return true;
  } catch (error) {
    console.error('[consent] the consent manager failed to open', error);
    return false;
  }
}

export function PrivacyChoicesButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => void openConsentManager()}>
      {children}
    </button>
  );
}
