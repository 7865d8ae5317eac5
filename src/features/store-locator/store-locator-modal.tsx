'use client';

/**
 * The store-locator modal (§2, §4), loaded by StoreLocatorModalHost on the first window event. Each
 * LOCATOR_MODAL_OPEN_EVENT arrives as a numbered `request`; a detail carrying a valid product
 * identifier opens it over the embedded locator frame (the same-origin /where-to-buy/embed route,
 * preselecting the product); backdrop click, the close button and Escape close it (Escape also
 * from inside the frame). Focus is kept inside while open and returns to the opener on close; body
 * scroll is locked through the one scroll-lock owner.
 *
 * A native <dialog> opened with showModal() makes the rest of the page inert and puts the modal in
 * the top layer; two focus guards close the gap a frame leaves (Tab out of the frame's last link
 * would otherwise reach the browser's own controls).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { Locale } from '@/config/constants';
import { isLocatorModalOpen, locatorModalMachine } from '@/machines/modals/locator-modal.machine';
import { parseLocatorModalDetail } from '@/machines/modals/window-events';
import { OVERLAY_IDS } from '@/machines/scroll-lock/open-overlays';
import { useScrollLock } from '@/features/scroll-lock/scroll-lock-provider';
import { CLOSE_LABEL, LOCATOR_FRAME_TITLE, LOCATOR_MODAL_TITLE, locatorFrameSrc } from './locator-modal-text';
import styles from './store-locator-modal.module.css';

/** One window event's detail and the element focused when it fired, numbered so the same detail sent twice is two requests. */
export type LocatorModalRequest = { readonly detail: unknown; readonly opener: HTMLElement | null; readonly seq: number };

export type StoreLocatorModalProps = { readonly locale: Locale; readonly request: LocatorModalRequest };

export function StoreLocatorModal({ locale, request }: StoreLocatorModalProps) {
  const actor = useActorRef(locatorModalMachine);
  const open = useSelector(actor, isLocatorModalOpen);
  const productId = useSelector(actor, (s) => s.context.productId);
  const online = useSelector(actor, (s) => s.context.online);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useScrollLock(OVERLAY_IDS.locatorModal, open);

  useEffect(() => {
    const detail = parseLocatorModalDetail(request.detail);
    if (!detail) return;
    if (!actor.getSnapshot().hasTag('open')) openerRef.current = request.opener;
    actor.send({ type: 'locator.open', productId: detail.productId, online: detail.online ?? false });
  }, [actor, request]);

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
            src={locatorFrameSrc(locale, productId, online)}
            // The locator's "Use my location" runs inside the frame; the frame is same-origin.
            allow="geolocation"
            onLoad={onFrameLoad}
          />
          <span tabIndex={0} onFocus={focusFirst} data-focus-guard="end" />
        </div>
      ) : null}
    </dialog>
  );
}
