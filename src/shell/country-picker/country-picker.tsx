'use client';

/**
 * The country picker (§2, §4): a button that opens a list of the three locales; a press outside or
 * Escape closes it (Escape returns focus to the button). Choosing a country goes to the same page
 * in that locale where it exists there, else to that locale's home (the machine decides the path).
 *
 * Each option is a real link to its target, so the picker works as plain links too; with
 * JavaScript the click goes through the machine and the client router. A page the shell cannot
 * vouch for (a CMS page such as /dog-food, a product) is asked about with a HEAD request to its
 * path in the chosen locale: a 2xx keeps the page, anything else goes home.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { fromPromise } from 'xstate';
import type { Locale } from '@/config/constants';
import { LOCALE_LIST, LOCALE_OPTIONS } from '@/config/locales';
import { countryPickerMachine, isCountryPickerOpen, siteRoutePageExists, switchLocalePath, type PageAvailableInput } from '@/machines/country-picker';
import { useDismiss } from '@/ui/dom/use-dismiss';
import styles from './country-picker.module.css';

export type CountryPickerProps = {
  readonly locale: Locale;
  /** Where it sits: the footer opens its list upwards on a dark background; the menu inline. */
  readonly placement: 'footer' | 'mobile-menu';
};

function Flag({ src }: { src: string }) {
  // Decorative: the country's name is always written next to it. Tiny same-origin SVGs, so a
  // plain <img> (next/image would not resize an SVG anyway). Lazy: an eager image in the first HTML
  // is preloaded by React and would compete with the page's largest image on a slow connection.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={24} height={16} className={styles.flag} loading="lazy" decoding="async" />;
}

export function CountryPicker({ locale, placement }: CountryPickerProps) {
  const pathname = usePathname();
  const router = useRouter();
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const buttonId = `${baseId}-button`;
  const actor = useActorRef(
    countryPickerMachine.provide({
      actions: {
        navigate: (_, { path }) => router.push(path),
        // By id, not by ref: the machine's effects are created during render.
        focusTrigger: () => document.getElementById(buttonId)?.focus(),
      },
      actors: {
        // A failed request rejects: the machine falls back to the locale's home.
        pageAvailable: fromPromise<boolean, PageAvailableInput>(async ({ input, signal }) => {
          const response = await fetch(input.path, { method: 'HEAD', credentials: 'same-origin', signal });
          return response.ok;
        }),
      },
    }),
    { input: { currentPath: pathname } },
  );
  const open = useSelector(actor, isCountryPickerOpen);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  useEffect(() => {
    // The query travels with a kept page (a search stays a search), so the machine gets it too.
    actor.send({ type: 'path.change', path: `${pathname}${window.location.search}` });
  }, [actor, pathname]);

  useDismiss(open, [rootRef], {
    onOutsidePress: () => actor.send({ type: 'outside.press' }),
    onEscape: () => actor.send({ type: 'escape.press' }),
  });

  const current = LOCALE_OPTIONS[locale];
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    // Let modified clicks (new tab, new window) follow the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    actor.send({ type: 'locale.choose', locale: target });
  };

  return (
    <div ref={rootRef} className={`${styles.picker} ${placement === 'footer' ? styles.footer : styles.menu}`}>
      <button
        id={buttonId}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => actor.send({ type: 'picker.toggle' })}
      >
        <Flag src={current.flagImage} />
        <span className="visually-hidden">Country: </span>
        <span>{current.label}</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label="Choose your country" aria-busy={busy || undefined}>
        {LOCALE_LIST.map((option) => (
          <li key={option.handle}>
            <a
              href={switchLocalePath(pathname, option.handle, siteRoutePageExists)}
              hrefLang={option.htmlLang}
              aria-current={option.handle === locale ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => choose(event, option.handle)}
            >
              <Flag src={option.flagImage} />
              <span>{option.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
