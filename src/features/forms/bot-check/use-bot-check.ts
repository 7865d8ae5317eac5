'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';
import { earnLocalToken, fetchBotCheckConfig, loadTurnstile, type TurnstileApi } from './bot-check-client';

/** idle: nothing loaded yet (the page never loads the widget on its own); loading; ready (a token is held); failed. */
export type BotCheckStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type UseBotCheckOptions = {
  /** Passed by a server component that read it from the environment; otherwise fetched on first use. */
  readonly config?: BotCheckPublicConfig | undefined;
  readonly onToken: (token: string) => void;
  readonly onExpire: () => void;
  readonly onFail: (error: unknown) => void;
  /** Where Turnstile draws its widget (unused by the local challenge); render it with BotCheckSlot. */
  readonly containerRef: RefObject<HTMLDivElement | null>;
};

export type BotCheck = {
  readonly status: BotCheckStatus;
  /** Call when the visitor starts using the form (focus, input): loads the widget once. */
  readonly activate: () => void;
  /** Call after a token was spent: earns the next one. */
  readonly refresh: () => void;
};

/** A local token is dropped this long before the server would call it expired (clock drift, slow submit). */
const EXPIRY_MARGIN_SECONDS = 10;

/**
 * The on-demand bot-check widget. With a Turnstile site key it renders Cloudflare's widget; without,
 * it solves the local challenge. Either way the form receives tokens through `onToken`, and a load
 * failure through `onFail` (the form then shows §8 'Failed to load Turnstile').
 */
export function useBotCheck(options: UseBotCheckOptions): BotCheck {
  const [status, setStatus] = useState<BotCheckStatus>('idle');
  const statusRef = useRef<BotCheckStatus>('idle');
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const abort = useRef<AbortController | null>(null);
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const turnstile = useRef<{ api: TurnstileApi; widgetId: string } | null>(null);

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

  const earnLocal = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBoth('loading');
    earnLocalToken(fetch, controller.signal).then(
      ({ token, expiresInSeconds }) => {
        if (controller.signal.aborted) return;
        setBoth('ready');
        callbacks.current.onToken(token);
        if (expiryTimer.current) clearTimeout(expiryTimer.current);
        expiryTimer.current = setTimeout(
          () => {
            setBoth('idle');
            callbacks.current.onExpire();
          },
          Math.max(0, expiresInSeconds - EXPIRY_MARGIN_SECONDS) * 1000,
        );
      },
      (error: unknown) => fail(error),
    );
  }, [fail, setBoth]);

  const start = useCallback(() => {
    setBoth('loading');
    const controller = new AbortController();
    abort.current = controller;
    const configured = callbacks.current.config;
    (configured ? Promise.resolve(configured) : fetchBotCheckConfig(fetch, controller.signal))
      .then(async (config) => {
        if (controller.signal.aborted) return;
        if (config.kind === 'local') {
          earnLocal();
          return;
        }
        const api = await loadTurnstile();
        const container = callbacks.current.containerRef.current;
        if (controller.signal.aborted || !container) return;
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
  }, [earnLocal, fail, setBoth]);

  const activate = useCallback(() => {
    const current = statusRef.current;
    if (current === 'loading' || current === 'ready') return;
    if (current === 'idle' && turnstile.current) {
      turnstile.current.api.reset(turnstile.current.widgetId);
      return;
    }
    start();
  }, [start]);

  const refresh = useCallback(() => {
    if (turnstile.current) {
      setBoth('loading');
      turnstile.current.api.reset(turnstile.current.widgetId);
      return;
    }
    if (statusRef.current === 'idle') return; // never activated: nothing to refresh yet
    earnLocal();
  }, [earnLocal, setBoth]);

  useEffect(
    () => () => {
      abort.current?.abort();
      if (expiryTimer.current) clearTimeout(expiryTimer.current);
      if (turnstile.current) turnstile.current.api.remove(turnstile.current.widgetId);
    },
    [],
  );

  return { status, activate, refresh };
}
