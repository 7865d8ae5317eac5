'use client';

/**
 * CONTRACT (owned by the catalog issue): the store-locator modal (§2, §4), mounted once in the
 * layout. A LOCATOR_MODAL_OPEN_EVENT window event carrying a product identifier opens it over the
 * embedded locator frame (the same-origin /where-to-buy/embed route, preselecting the product);
 * backdrop click, the close button and Escape close it (Escape also from inside the frame). Focus
 * is kept inside while open and returns to the opener on close; body scroll is locked through the
 * one scroll-lock owner.
 *
 * A native <dialog> opened with showModal() makes the rest of the page inert and puts the modal in
 * the top layer; two focus guards close the gap a frame leaves (Tab out of the frame's last link
 * would otherwise reach the browser's own controls).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { LOCATOR_MODAL_OPEN_EVENT, isLocatorModalOpen, locatorModalMachine, parseLocatorModalDetail } from '@/machines/modals';
import { OVERLAY_IDS } from '@/machines/scroll-lock/open-overlays';
import { useScrollLock } from '@/shell/scroll-lock/scroll-lock-provider';
import styles from './store-locator-modal.module.css';

export type StoreLocatorModalHostProps = { readonly locale: Locale };

export const LOCATOR_MODAL_TITLE = 'Where to buy';
export const LOCATOR_FRAME_TITLE = 'Store locator';
export const CLOSE_LABEL = 'Close where to buy';

/** The frame's URL for a product identifier: a UPC preselects it; any other id opens the locator unfiltered. */
export function locatorFrameSrc(locale: Locale, productId: string | null): string {
  const base = localizePath('/where-to-buy/embed', locale);
  return productId && /^\d{12}$/.test(productId) ? `${base}?sc-upc=${productId}` : base;
}

export function StoreLocatorModalHost({ locale }: StoreLocatorModalHostProps) {
  const actor = useActorRef(locatorModalMachine);
  const open = useSelector(actor, isLocatorModalOpen);
  const productId = useSelector(actor, (s) => s.context.productId);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useScrollLock(OVERLAY_IDS.locatorModal, open);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = parseLocatorModalDetail((event as CustomEvent<unknown>).detail);
      if (!detail) return;
      if (!actor.getSnapshot().hasTag('open')) {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      actor.send({ type: 'locator.open', productId: detail.productId });
    };
    window.addEventListener(LOCATOR_MODAL_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(LOCATOR_MODAL_OPEN_EVENT, onOpen);
  }, [actor]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // happy-dom and old engines lack showModal; the open attribute still shows the dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);

  const onCancel = (event: SyntheticEvent) => {
    // Escape: let the machine decide, so closing always goes through one path.
    event.preventDefault();
    actor.send({ type: 'escape.press' });
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onCancel(event);
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its panel) is a click on the backdrop.
    if (event.target === event.currentTarget) actor.send({ type: 'backdrop.press' });
  };

  const onFrameLoad = () => {
    // Same-origin frame: Escape pressed inside it must close the modal too.
    const win = frameRef.current?.contentWindow;
    win?.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') actor.send({ type: 'escape.press' });
    });
  };

  const focusFirst = () => closeRef.current?.focus();
  const focusLast = () => frameRef.current?.focus();

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="locator-modal-title"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onDialogClick}
      data-locator-modal=""
    >
      {open ? (
        <div className={styles.panel}>
          <span tabIndex={0} onFocus={focusLast} data-focus-guard="start" />
          <div className={styles.header}>
            <h2 id="locator-modal-title" className={styles.title}>
              {LOCATOR_MODAL_TITLE}
            </h2>
            <button ref={closeRef} type="button" className={styles.close} aria-label={CLOSE_LABEL} onClick={() => actor.send({ type: 'modal.close' })}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <iframe
            ref={frameRef}
            className={styles.frame}
            title={LOCATOR_FRAME_TITLE}
            src={locatorFrameSrc(locale, productId)}
            onLoad={onFrameLoad}
          />
          <span tabIndex={0} onFocus={focusFirst} data-focus-guard="end" />
        </div>
      ) : null}
    </dialog>
  );
}
