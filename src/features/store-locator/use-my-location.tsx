'use client';

/**
 * "Use my location" in the store locator's search form: asks the browser for the visitor's position
 * (through the geolocation machine) and opens the stores near it, keeping the product chosen in the
 * form. The page is server-rendered, so the results are a plain navigation to `?lat=&lng=`, like the
 * form's own GET submit. One live region, present from the first paint, says what is happening and
 * why nothing came back when permission is refused, the device has no fix, it takes too long or the
 * browser cannot do it at all.
 *
 * The button is server-rendered in place but invisible until hydrated: its space is kept, so nothing
 * moves when it appears, and before then (or without JavaScript) it never offers a press that does
 * nothing.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { STORE_LOCATOR } from '@/config/constants';
import {
  GeolocationUnsupportedError,
  geolocationMachine,
  selectLocateBusy,
  selectLocateFailed,
  selectLocateMessage,
  type GeoPosition,
} from '@/machines/geolocation';
import { track, whereToBuy } from '@/services/analytics';
import { positionSearchHref } from '@/services/store-locator/search-params';
import { Spinner } from '@/ui/spinner';
import styles from './store-locator.module.css';

const subscribeNever = () => () => {};

/** The browser's position, or its GeolocationPositionError, or GeolocationUnsupportedError. */
function currentPosition(): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    if (!window.isSecureContext || !('geolocation' in navigator)) {
      reject(new GeolocationUnsupportedError());
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: STORE_LOCATOR.positionTimeoutMs, maximumAge: STORE_LOCATOR.positionMaximumAgeMs },
    );
  });
}

function LocationIcon() {
  return (
    <svg className={styles.locateIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function UseMyLocation({ basePath }: { readonly basePath: string }) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const messageId = `${baseId}-message`;
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const actor = useActorRef(
    geolocationMachine.provide({
      actors: { locate: fromPromise(() => currentPosition()) },
      actions: {
        showStoresNear: (_, position) => {
          // The product as chosen in the form now, submitted or not. By id, not by ref: the
          // machine's effects are created during render.
          const button = document.getElementById(buttonId);
          const form = button instanceof HTMLButtonElement ? button.form : null;
          const chosen = form ? new FormData(form).get('sc-upc') : null;
          const upc = typeof chosen === 'string' && chosen !== '' ? chosen : null;
          track(whereToBuy({ upc: upc ?? undefined }));
          window.location.assign(positionSearchHref(basePath, position, upc));
        },
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const message = useSelector(actor, selectLocateMessage);
  const busy = useSelector(actor, selectLocateBusy);
  const failed = useSelector(actor, selectLocateFailed);

  useEffect(() => {
    // Back from the results through the back/forward cache: the page is as it was left, busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'locate.reset' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return (
    <div className={styles.locate} data-hydrated={hydrated ? '' : undefined} data-locate-state={state}>
      <span className={styles.or} aria-hidden="true">
        or
      </span>
      <button
        id={buttonId}
        type="button"
        className={styles.locateButton}
        aria-describedby={failed ? messageId : undefined}
        aria-disabled={busy || undefined}
        onClick={() => actor.send({ type: 'locate.request' })}
      >
        {busy ? <Spinner /> : <LocationIcon />}
        Use my location
      </button>
      <p id={messageId} role="status" className={failed ? `${styles.locateMessage} ${styles.locateError}` : styles.locateMessage}>
        {message}
      </p>
    </div>
  );
}
