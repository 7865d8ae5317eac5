'use client';

import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { fromPromise } from 'xstate';
import {
  isValidNewsletterEmail,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUCCESS_COPY,
  newsletterMachine,
  selectButton,
  selectFormMessage,
  selectPlaceholder,
  selectStatus,
  type SignupProfileFields,
  type SignupRequestBody,
} from '@/machines/newsletter';
import { identify, newsletterSignedUp, newsletterSignup, trackAll } from '@/services/analytics';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';
import type { Locale } from '@/config/constants';
import { BotCheckSlot } from '../forms/bot-check/bot-check-slot';
import { PrivacyNote } from '../forms/privacy-note';
import { useBotCheck } from '../forms/bot-check/use-bot-check';
import { postSignup } from './signup-client';
import styles from './newsletter-form.module.css';

/** The machine with the real signup call; a definition, so sharing it across renders is safe. */
const browserNewsletterMachine = newsletterMachine.provide({
  actors: { submitSignup: fromPromise<Awaited<ReturnType<typeof postSignup>>, SignupRequestBody>(({ input }) => postSignup(input)) },
});

type OptionalField = { readonly label: string; readonly placeholder: string };

export type NewsletterFormProps = {
  readonly locale: Locale;
  /** Sent as `fields.source` (the block's or the footer's klaviyoSource). */
  readonly source: string;
  readonly emailLabel: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  /** Optional NAME and ZIPCODE inputs of the §3 payload. */
  readonly nameField?: OptionalField | undefined;
  readonly zipcodeField?: OptionalField | undefined;
  /** Shows the email label on screen (the footer keeps it for screen readers only). */
  readonly showLabel?: boolean;
  /** 'onDark' for the footer's dark background. */
  readonly tone?: 'onLight' | 'onDark';
  /** The bot check's public config when a server component knows it; fetched on first use otherwise. */
  readonly botCheck?: BotCheckPublicConfig | undefined;
  /** The heading that names the form. */
  readonly labelledBy?: string | undefined;
  /** An address typed before the form's code loaded (the footer's stand-in form): kept, not lost. */
  readonly initialEmail?: string | undefined;
  /** Focus the email input on mount: the visitor was in the stand-in's input when the form loaded. */
  readonly focusEmailOnMount?: boolean | undefined;
  /** The visitor already left the stand-in's email input: validate it as if they left this one. */
  readonly emailTouched?: boolean | undefined;
  /** Profile fields the page supplies (the quiz results' link and pet name), sent with the signup. */
  readonly profile?: SignupProfileFields | undefined;
};

type Values = { email: string; name: string; zipcode: string };

/**
 * The newsletter form (§4, §5, §8): react-hook-form owns the inputs and the §5 email rule, the
 * newsletter machine owns the status (input, pending, success, error) and the signup call, and the
 * bot check loads when the visitor first focuses or types, never with the page.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { source, emailLabel, submitLabel, nameField, zipcodeField, showLabel = false, tone = 'onLight' } = props;
  const [, send, actor] = useMachine(browserNewsletterMachine, { input: { source, ...(props.profile ? { profile: props.profile } : {}) } });
  // The machine reads its input once; a page whose fields change while the form is open (a refined
  // results link) hands the new ones over, so a signup always carries what the page shows.
  const resultsUrl = props.profile?.RESULTS_URL;
  const petName = props.profile?.PET_NAME;
  useEffect(() => {
    if (resultsUrl === undefined && petName === undefined) return;
    send({
      type: 'newsletter.profile.set',
      profile: { ...(resultsUrl === undefined ? {} : { RESULTS_URL: resultsUrl }), ...(petName === undefined ? {} : { PET_NAME: petName }) },
    });
  }, [send, resultsUrl, petName]);
  const status = useSelector(actor, selectStatus);
  const button = useSelector(actor, (s) => selectButton(s, { submitLabel }));
  const placeholder = useSelector(actor, (s) => selectPlaceholder(s, { placeholder: props.placeholder }));
  const formMessage = useSelector(actor, selectFormMessage);

  const { register, handleSubmit, reset, formState, trigger } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { email: props.initialEmail ?? '', name: '', zipcode: '' },
  });
  const emailError = formState.errors.email?.message;

  const botCheckContainer = useRef<HTMLDivElement | null>(null);
  const botCheck = useBotCheck({
    config: props.botCheck,
    containerRef: botCheckContainer,
    onToken: (token) => send({ type: 'newsletter.token.receive', token }),
    onExpire: () => send({ type: 'newsletter.token.expire' }),
    onFail: (error) => {
      console.error('The bot-check widget failed to load', error);
      send({ type: 'newsletter.token.fail' });
    },
  });
  const { refresh, activate, status: botCheckStatus } = botCheck;

  useEffect(() => {
    const signedUp = actor.on('newsletter.signedUp', ({ email, source: from }) => {
      trackAll([newsletterSignup(from), newsletterSignedUp(from), identify(email)]);
      // Explicit values: the defaults may hold an address carried over from the stand-in form.
      reset({ email: '', name: '', zipcode: '' });
    });
    const spent = actor.on('newsletter.tokenSpent', () => refresh());
    return () => {
      signedUp.unsubscribe();
      spent.unsubscribe();
    };
  }, [actor, reset, refresh]);

  // Picks up where the stand-in form left off: the machine learns the typed address, and focus
  // stays in the field the visitor was using.
  const emailInput = useRef<HTMLInputElement | null>(null);
  const takeOver = useRef({ email: props.initialEmail ?? '', focus: props.focusEmailOnMount === true, touched: props.emailTouched === true });
  useEffect(() => {
    const { email, focus, touched } = takeOver.current;
    takeOver.current = { email: '', focus: false, touched: false };
    if (email !== '') send({ type: 'newsletter.edit', email });
    // The visitor used the stand-in, so the bot check starts now (no focus or input may follow).
    if (email !== '' || focus || touched) activate();
    if (touched) {
      send({ type: 'newsletter.blur' });
      trigger('email').catch((error: unknown) => console.error('newsletter form: validating the carried-over address failed', error));
    }
    const input = emailInput.current;
    // (No caret placement: email inputs do not support selection ranges.)
    if (focus && input) input.focus();
  }, [send, activate, trigger]);

  const ids = { email: useId(), emailError: useId(), name: useId(), zipcode: useId(), message: useId() };
  const emailRegistration = register('email', {
    validate: (value) => isValidNewsletterEmail(value) || NEWSLETTER_MESSAGES.invalidEmail,
    onChange: (e: { target: HTMLInputElement }) => send({ type: 'newsletter.edit', email: e.target.value }),
    onBlur: () => send({ type: 'newsletter.blur' }),
  });
  const onSubmit = handleSubmit(() => send({ type: 'newsletter.submit' }));

  return (
    <form
      noValidate
      className={styles.form}
      data-tone={tone}
      data-status={status}
      aria-labelledby={props.labelledBy}
      aria-busy={status === 'pending'}
      onFocusCapture={activate}
      onInputCapture={activate}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.row}>
        {nameField ? (
          <OptionalTextField
            id={ids.name}
            field={nameField}
            showLabel={showLabel}
            autoComplete="given-name"
            registration={register('name', { onChange: (e: { target: HTMLInputElement }) => send({ type: 'newsletter.fields.edit', name: e.target.value }) })}
          />
        ) : null}
        {zipcodeField ? (
          <OptionalTextField
            id={ids.zipcode}
            field={zipcodeField}
            showLabel={showLabel}
            autoComplete="postal-code"
            registration={register('zipcode', {
              onChange: (e: { target: HTMLInputElement }) => send({ type: 'newsletter.fields.edit', zipcode: e.target.value }),
            })}
          />
        ) : null}
        <LabelledField id={ids.email} label={emailLabel} showLabel={showLabel}>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={placeholder}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? ids.emailError : undefined}
            {...emailRegistration}
            ref={(element) => {
              emailRegistration.ref(element);
              emailInput.current = element;
            }}
          />
        </LabelledField>
        <button
          type="submit"
          className={styles.button}
          data-style={button.style}
          disabled={button.disabled}
          aria-describedby={formMessage ? ids.message : undefined}
        >
          {button.label}
        </button>
      </div>
      {emailError ? (
        <p id={ids.emailError} className={styles.fieldError}>
          {emailError}
        </p>
      ) : null}
      <BotCheckSlot status={botCheckStatus} containerRef={botCheckContainer} />
      <p id={ids.message} role="alert" className={styles.formError}>
        {formMessage ?? ''}
      </p>
      <p role="status" className="visually-hidden">
        {status === 'success' ? NEWSLETTER_SUCCESS_COPY.buttonLabel : ''}
      </p>
      <PrivacyNote locale={props.locale} className={styles.privacy} />
    </form>
  );
}

/** An input of the form's row with its label; the label is on screen only when `showLabel` is set. */
function LabelledField({ id, label, showLabel, children }: { readonly id: string; readonly label: string; readonly showLabel: boolean; readonly children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The optional NAME or ZIPCODE input: plain text with the editor's label and placeholder. */
function OptionalTextField({
  id,
  field,
  showLabel,
  autoComplete,
  registration,
}: {
  readonly id: string;
  readonly field: OptionalField;
  readonly showLabel: boolean;
  readonly autoComplete: 'given-name' | 'postal-code';
  readonly registration: UseFormRegisterReturn;
}) {
  return (
    <LabelledField id={id} label={field.label} showLabel={showLabel}>
      <input id={id} className={styles.input} type="text" autoComplete={autoComplete} placeholder={field.placeholder} {...registration} />
    </LabelledField>
  );
}
