'use client';

import type { RefObject } from 'react';
import type { BotCheckStatus } from './use-bot-check';

/** The line announced while a check runs (the submit button waits for it). */
const BOT_CHECK_PENDING_TEXT = 'Checking that you\u2019re human\u2026';

/**
 * Where the bot check shows itself inside a form: the widget (ALTCHA or Turnstile, drawn into the
 * container) and a polite status line while a check runs, for screen readers only since the widget
 * shows its own state. Failures are announced by the form itself (§8).
 */
export function BotCheckSlot({
  status,
  containerRef,
  className,
}: {
  readonly status: BotCheckStatus;
  readonly containerRef: RefObject<HTMLDivElement | null>;
  readonly className?: string | undefined;
}) {
  return (
    <div className={className} data-bot-check={status}>
      <div ref={containerRef} />
      <p role="status" aria-live="polite" className="visually-hidden">
        {status === 'loading' ? BOT_CHECK_PENDING_TEXT : ''}
      </p>
    </div>
  );
}
