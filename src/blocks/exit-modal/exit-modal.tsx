import { useEffect, useId, useRef } from 'react';
import { LOCALES } from '@/config/constants';
import { exitModal, track } from '@/services/analytics';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { ButtonGroup } from '@/ui/button';
import { Surface } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import { isQuizPath, leftThroughTop, mayOpen, seenCookie, seenThisSession, upwardFlick, type ScrollSample } from './exit-intent';
import type { exitModalSchema } from './schema';
import styles from './exit-modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const TEXT_FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), textarea, select, [contenteditable="true"]';

/**
 * Exit Modal (§2 site sections; when it may open is in exit-intent.ts). A native modal `<dialog>`:
 * the rest of the page is inert while it is open, so focus stays inside; Escape, the close button,
 * the dismiss button and a click on the backdrop close it, and focus returns where it was. Each
 * view, close and call-to-action click reaches the data layer as the §7 exit-modal event.
 */
export function ExitModal({ heading, body, image, mediaAltText, buttons, dismissLabel, backgroundColor }: BlockProps<typeof exitModalSchema>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    let armed = true;
    const dirtyForms = new Set<EventTarget>();
    const onFormInput = (e: Event) => {
      const form = (e.target as Element | null)?.closest?.('form');
      if (form && !el.contains(form)) dirtyForms.add(form);
    };
    const onSubmit = (e: Event) => {
      if (e.target) dirtyForms.delete(e.target);
    };

    const open = () => {
      if (!armed) return;
      const active = document.activeElement;
      const allowed = mayOpen({
        seen: seenThisSession(document.cookie),
        onQuiz: isQuizPath(window.location.pathname, LOCALES) || document.querySelector('[data-product-quiz]') !== null,
        formInProgress: dirtyForms.size > 0 || (active instanceof Element && active.matches(TEXT_FIELD)),
        otherModalOpen: document.querySelector('dialog[open]') !== null,
      });
      if (!allowed) return;
      armed = false;
      document.cookie = seenCookie();
      el.showModal();
      track(exitModal('view', heading));
    };

    const onDialogClick = (e: MouseEvent) => {
      // A click on the dialog element itself, not its content, is a click on the backdrop.
      if (e.target === el) {
        el.close();
        return;
      }
      const link = e.target instanceof Element ? e.target.closest('a') : null;
      if (link) track(exitModal('click', link.textContent?.trim() || undefined));
    };

    // A modal dialog makes the page inert, but Tab can still leave for the browser's own UI:
    // wrap it at both ends so focus stays inside until the dialog closes.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const focusable = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((f) => f.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !el.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };

    const onMouseOut = (e: MouseEvent) => {
      if (leftThroughTop(e)) open();
    };

    const touch = window.matchMedia('(hover: none) and (pointer: coarse)').matches;
    const samples: ScrollSample[] = [];
    let maxY = 0;
    const onScroll = (e: Event) => {
      const y = window.scrollY;
      maxY = Math.max(maxY, y);
      samples.push({ t: e.timeStamp, y });
      if (samples.length > 32) samples.shift();
      if (upwardFlick(samples, maxY, window.innerHeight)) open();
    };

    el.addEventListener('click', onDialogClick);
    el.addEventListener('keydown', onKeyDown);
    document.addEventListener('input', onFormInput, true);
    document.addEventListener('submit', onSubmit, true);
    if (touch) window.addEventListener('scroll', onScroll, { passive: true });
    else document.addEventListener('mouseout', onMouseOut);
    return () => {
      el.removeEventListener('click', onDialogClick);
      el.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('input', onFormInput, true);
      document.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [heading]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      data-exit-modal=""
      // Escape (the dialog's cancel), the buttons and the backdrop all end in `close`: report it once here.
      onClose={() => track(exitModal('close', heading))}
    >
      <Surface backgroundColor={backgroundColor} className={styles.surface}>
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
        {image ? <BlockImage src={image} alt={mediaAltText} aspectRatio="16 / 9" sizes="(max-width: 640px) 90vw, 520px" /> : null}
        <div className={styles.text}>
          <BlockHeading level="h2" size="title" id={headingId}>
            {heading}
          </BlockHeading>
          <TextBody text={body} />
          <ButtonGroup buttons={buttons} />
          <button type="button" className={styles.dismiss} onClick={close}>
            {dismissLabel}
          </button>
        </div>
      </Surface>
    </dialog>
  );
}
