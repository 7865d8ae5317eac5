'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';
import type { AltchaHandle, TurnstileApi } from './bot-check-client';

/** idle: nothing loaded yet (the page never loads the widget on its own); loading; ready (a token is held); failed. */
export type BotCheckStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type UseBotCheckOptions = {
  /** Passed by a server component that read it from the environment; otherwise fetched on first use. */
  readonly config?: BotCheckPublicConfig | undefined;
  readonly onToken: (token: string) => void;
  readonly onExpire: () => void;
  readonly onFail: (error: unknown) => void;
  /** Where the widget (ALTCHA or Turnstile) is drawn; render it with BotCheckSlot. */
  readonly containerRef: RefObject<HTMLDivElement | null>;
};

export type BotCheck = {
  readonly status: BotCheckStatus;
  /** Call when the visitor starts using the form (focus, input): loads the widget once. */
  readonly activate: () => void;
  /** Call after a token was spent: earns the next one. */
  readonly refresh: () => void;
};

/**
 * The on-demand bot-check widget. With a Turnstile site key it renders Cloudflare's widget; without,
 * the self-hosted ALTCHA widget solves the local challenge (and says when its token expired).
 * Either way the form receives tokens through `onToken`, and a load failure through `onFail` (the
 * form then shows §8 'Failed to load Turnstile').
 */
export function useBotCheck(options: UseBotCheckOptions): BotCheck {
  const [status, setStatus] = useState<BotCheckStatus>('idle');
  const statusRef = useRef<BotCheckStatus>('idle');
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const abort = useRef<AbortController | null>(null);
  const turnstile = useRef<{ api: TurnstileApi; widgetId: string } | null>(null);
  const altcha = useRef<AltchaHandle | null>(null);

  const setBoth = useCallback((next: BotCheckStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      if (abort.current?.signal.aborted) return; // unmounted or restarted: not a failure to show
      setBoth('failed');
      callbacks.current.onFail(error);
    },
    [setBoth],
  );

  /** ALTCHA's answers, shared by the first verification and every later one. */
  const altchaCallbacks = useMemo(
    () => ({
      onToken: (token: string) => {
        if (abort.current?.signal.aborted) return;
        setBoth('ready');
        callbacks.current.onToken(token);
      },
      onExpire: () => {
        setBoth('idle');
        callbacks.current.onExpire();
      },
      onFail: (error: unknown) => fail(error),
    }),
    [fail, setBoth],
  );

  const start = useCallback(() => {
    setBoth('loading');
    const controller = new AbortController();
    abort.current = controller;
    const configured = callbacks.current.config;
    // The widgets' client code arrives with the visitor's first use of the form, not with the page.
    import('./bot-check-client')
      .then(async ({ fetchBotCheckConfig, loadTurnstile, mountAltcha }) => {
        const config = configured ?? (await fetchBotCheckConfig(fetch, controller.signal));
        if (controller.signal.aborted) return;
        const container = callbacks.current.containerRef.current;
        if (!container) return;
        if (config.kind === 'local') {
          const handle = await mountAltcha(container, altchaCallbacks);
          if (controller.signal.aborted) handle.remove();
          else altcha.current = handle;
          return;
        }
        const api = await loadTurnstile();
        if (controller.signal.aborted) return;
        const widgetId = api.render(container, {
          sitekey: config.siteKey,
          callback: (token) => {
            setBoth('ready');
            callbacks.current.onToken(token);
          },
          'expired-callback': () => callbacks.current.onExpire(),
          'error-callback': () => fail(new Error('The Turnstile widget reported an error')),
        });
        if (widgetId === undefined) throw new Error('Turnstile did not render its widget');
        turnstile.current = { api, widgetId };
      })
      .catch((error: unknown) => fail(error));
  }, [altchaCallbacks, fail, setBoth]);

  const activate = useCallback(() => {
    const current = statusRef.current;
    if (current === 'loading' || current === 'ready') return;
    if (current === 'idle' && turnstile.current) {
      turnstile.current.api.reset(turnstile.current.widgetId);
      return;
    }
    if (altcha.current) {
      setBoth('loading');
      altcha.current.verify();
      return;
    }
    start();
  }, [setBoth, start]);

  const refresh = useCallback(() => {
    if (turnstile.current) {
      setBoth('loading');
      turnstile.current.api.reset(turnstile.current.widgetId);
      return;
    }
    if (!altcha.current) return; // never activated: nothing to refresh yet
    setBoth('loading');
    altcha.current.verify();
  }, [setBoth]);

  useEffect(
    () => () => {
      abort.current?.abort();
      altcha.current?.remove();
      if (turnstile.current) turnstile.current.api.remove(turnstile.current.widgetId);
    },
    [],
  );

  return { status, activate, refresh };
}
