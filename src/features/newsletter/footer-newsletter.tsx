'use client';

/**
 * CONTRACT: the footer's newsletter form (§2 page shell), with the klaviyoSource from footer data.
 * Props are the shell's contract; `botCheck` is optional so the footer may pass the public bot-check
 * config it read on the server (without it, the form asks /api/bot-check when first used).
 *
 * The footer is on every page, so its form must not put react-hook-form and the newsletter machine
 * into every page's first-load JS. The server renders a stand-in with the form's exact markup (no
 * layout shift), and the real form's code is fetched and rendered only when the visitor points at,
 * focuses or types in the stand-in (or had typed in it before the page was interactive), taking
 * over the typed address and the focus. Nothing is fetched on approach: evaluating the form's code
 * (react-hook-form) as the footer neared cost a slow phone a long task while the visitor was tapping
 * elsewhere (the quiz's first answers waited for it), and most visitors never use the form.
 */
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';
import { BotCheckSlot } from '../forms/bot-check/bot-check-slot';
import type { FooterNewsletterForm as FooterNewsletterFormType } from './footer-newsletter-form';
import { PrivacyNote } from '../forms/privacy-note';
import styles from './footer-newsletter.module.css';
import formStyles from './newsletter-form.module.css';

type FooterNewsletterFormComponent = typeof FooterNewsletterFormType;

export type FooterNewsletterProps = {
  readonly locale: Locale;
  readonly theme: Theme;
  readonly klaviyoSource: string;
  readonly botCheck?: BotCheckPublicConfig | undefined;
};

/** Footer copy per theme: pet parents get recipes and offers, vet professionals clinical updates. */
const FOOTER_NEWSLETTER_COPY: Readonly<Record<Theme, { heading: string; intro: string }>> = {
  main: { heading: 'Get the fresh scoop', intro: 'Recipes, feeding tips and offers, straight to your inbox.' },
  vet: { heading: 'Stay in the clinical loop', intro: 'Nutrition research, product updates and events for veterinary teams.' },
};

const FOOTER_NEWSLETTER_FIELDS = {
  emailLabel: 'Email address',
  placeholder: 'enter your email',
  submitLabel: 'sign up',
} as const;

export function FooterNewsletter({ locale, theme, klaviyoSource, botCheck }: FooterNewsletterProps) {
  const headingId = useId();
  const copy = FOOTER_NEWSLETTER_COPY[theme];
  const standInEmail = useRef<HTMLInputElement>(null);
  const [FooterNewsletterForm, setFormComponent] = useState<FooterNewsletterFormComponent | null>(null);
  const loading = useRef(false);
  // The stand-in (its DOM, the typed text, the focus) stays until the form's chunk has loaded; then
  // one ordinary update swaps the real form in. Not React.lazy in a transition: a transition can
  // wait on other transitions of the page, and its render, which reads the stand-in's value and
  // focus, can run well before its commit, so a blur in between was lost. An ordinary update
  // renders and commits in one go once the code is here.
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./footer-newsletter-form').then(
      (m) => setFormComponent(() => m.FooterNewsletterForm),
      (error: unknown) => {
        // The next use tries again; the stand-in keeps what the visitor typed meanwhile.
        loading.current = false;
        console.error('[newsletter] the footer form could not be loaded', error);
      },
    );
  }, []);

  const standIn = (
    <NewsletterStandIn
      locale={locale}
      labelledBy={headingId}
      emailRef={standInEmail}
      onUse={load}
    />
  );
  const form = FooterNewsletterForm ? (
    <FooterNewsletterForm
      standInEmail={standInEmail}
      locale={locale}
      source={klaviyoSource}
      emailLabel={FOOTER_NEWSLETTER_FIELDS.emailLabel}
      placeholder={FOOTER_NEWSLETTER_FIELDS.placeholder}
      submitLabel={FOOTER_NEWSLETTER_FIELDS.submitLabel}
      tone="onDark"
      labelledBy={headingId}
      botCheck={botCheck}
    />
  ) : (
    standIn
  );
  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      {form}
    </section>
  );
}

/**
 * The footer form as NewsletterForm first renders it (same elements, classes and attributes), with
 * an uncontrolled input: what the visitor types stays in it until the real form takes over. Its
 * button is disabled like the real one's before a valid address and a bot-check token, so Enter
 * cannot submit it either.
 */
function NewsletterStandIn({
  locale,
  labelledBy,
  emailRef,
  onUse,
}: {
  readonly locale: Locale;
  readonly labelledBy: string;
  readonly emailRef: RefObject<HTMLInputElement | null>;
  readonly onUse: () => void;
}) {
  const emailId = useId();
  const botCheckContainer = useRef<HTMLDivElement | null>(null);
  // An address typed before the page was interactive reached no handler: that was a use. This
  // effect runs once the stand-in has hydrated, and the input still holds what was typed.
  useEffect(() => {
    if (emailRef.current?.value) onUse();
  }, [emailRef, onUse]);
  return (
    <form
      noValidate
      className={formStyles.form}
      data-tone="onDark"
      data-status="input"
      data-stand-in=""
      aria-labelledby={labelledBy}
      aria-busy={false}
      onPointerDownCapture={onUse}
      onPointerOverCapture={onUse}
      onFocusCapture={onUse}
      onInputCapture={onUse}
      onSubmit={(event) => {
        event.preventDefault();
        onUse();
      }}
    >
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label htmlFor={emailId} className="visually-hidden">
            {FOOTER_NEWSLETTER_FIELDS.emailLabel}
          </label>
          <input
            ref={emailRef}
            id={emailId}
            name="email"
            className={formStyles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={FOOTER_NEWSLETTER_FIELDS.placeholder}
            onBlur={(event) => {
              // Read by the real form when it takes over: the visitor left the field, so it validates.
              if (event.currentTarget.value !== '') event.currentTarget.dataset.touched = '';
            }}
          />
        </div>
        <button type="submit" className={formStyles.button} data-style="Solid" disabled>
          {FOOTER_NEWSLETTER_FIELDS.submitLabel}
        </button>
      </div>
      <BotCheckSlot status="idle" containerRef={botCheckContainer} />
      <p role="alert" className={formStyles.formError} />
      <p role="status" className="visually-hidden" />
      <PrivacyNote locale={locale} className={formStyles.privacy} />
    </form>
  );
}
