'use client';

import { useCallback, useId, useRef } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { PET_TYPES } from '@/domain/reviews/review';
import { hasHiddenCharacters, isValidReviewEmail, REVIEW_LIMITS, REVIEW_MESSAGES } from '@/domain/reviews/submission';
import type { ReviewSubmission } from '@/domain/reviews/submission-schema';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/forms/form-fields';
import { PageFormFrame } from '@/features/forms/page-form-frame';
import { usePageForm } from '@/features/forms/use-page-form';
import type { FormFieldValues } from '@/machines/form';
import { fieldError, postReview, REVIEW_ERROR_MESSAGE_PATH } from './review-submit-client';
import styles from './write-review.module.css';

const WRITE_REVIEW_FORM_NAME = 'write-a-review';

export const WRITE_REVIEW_COPY = {
  heading: 'Write your review',
  product: 'Recipe',
  productPlaceholder: 'Choose a recipe',
  rating: 'Your rating',
  title: 'Review title',
  text: 'Your review',
  textHint: `${REVIEW_LIMITS.textMinLength} to ${REVIEW_LIMITS.textMaxLength} characters: what your pet thought, and how the switch went.`,
  nickname: 'Name to show with your review',
  petName: "Your pet's name",
  petType: 'Your pet is a',
  petTypePlaceholder: 'Choose dog or cat',
  email: 'Email (never shown)',
  consent: 'I wrote this review about my own pet and agree to the terms of use',
  termsLink: 'read the terms',
  submit: 'Send my review',
  success: 'Thanks! Your review has been sent. It will appear on the recipe’s page once our team has read it.',
} as const;

/** The form's values: each submission field as the DOM holds it (text, and the consent box's checked state). */
type ReviewValues = { [K in keyof ReviewSubmission]: K extends 'consent' ? boolean : string };

export type ReviewableProduct = { readonly reviewId: string; readonly name: string };

const STAR_COUNTS = [1, 2, 3, 4, 5] as const;

/** Text length between the form's limits, with the message the server would give too. */
const textRule = (value: string) => {
  if (hasHiddenCharacters(value, { multiline: true })) return REVIEW_MESSAGES.textHiddenCharacters;
  const length = value.trim().length;
  if (length < REVIEW_LIMITS.textMinLength) return REVIEW_MESSAGES.textTooShort;
  if (length > REVIEW_LIMITS.textMaxLength) return REVIEW_MESSAGES.textTooLong;
  return true;
};

/** A one-line field refuses control and text-direction characters with its message, as the server does. */
const lineRule = (message: string) => (value: string) => !hasHiddenCharacters(value, { multiline: false }) || message;

/**
 * The 1 to 5 star rating: a group of native radio buttons (Tab reaches the group, arrow keys move
 * and choose), drawn as stars; its message shows under the group.
 */
function StarRatingField({ label }: { readonly label: string }) {
  const { register, formState } = useFormContext<ReviewValues>();
  const id = useId();
  const error = formState.errors.rating?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {label}
        <span className={styles.asterisk} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className={styles.stars}>
        {STAR_COUNTS.map((n) => (
          <span key={n} className={styles.star}>
            <input id={`${id}-${n}`} type="radio" value={String(n)} required {...register('rating', { required: REVIEW_MESSAGES.rating })} />
            <label htmlFor={`${id}-${n}`} data-stars={n}>
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The review form of /write-a-review: the generic form machine (unsubmitted, sending, success,
 * error) with react-hook-form's rules (the limits the server's schema holds too), the bot check, and
 * POST /api/reviews. The server's message for a refusal shows under the button, and also under the
 * field it names when that field can be corrected (a 400); values stay in the form after any failure.
 */
export function WriteReviewForm({
  products,
  initialProductId,
  locale,
}: {
  readonly products: readonly ReviewableProduct[];
  readonly initialProductId?: string | undefined;
  readonly locale: Locale;
}) {
  const preselected = products.some((p) => p.reviewId === initialProductId) ? (initialProductId ?? '') : '';
  const form = useForm<ReviewValues>({
    mode: 'onTouched',
    defaultValues: { productId: preselected, rating: '', title: '', text: '', nickname: '', petName: '', petType: '', email: '', consent: false },
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const { setError } = form;
  const post = useCallback(
    async (values: FormFieldValues, token: string) => {
      const answer = await postReview(values, token, locale);
      const problem = answer.status === 400 ? fieldError(answer.body) : null;
      if (problem && problem.field in values) setError(problem.field as keyof ReviewValues, { type: 'server', message: problem.message }, { shouldFocus: true });
      return answer;
    },
    [locale, setError],
  );
  const page = usePageForm(form, {
    formRef,
    formName: WRITE_REVIEW_FORM_NAME,
    messages: { success: WRITE_REVIEW_COPY.success },
    // Every refusal of POST /api/reviews says what to do in `error` (one review per email, too many
    // pending, a bot check that failed): the visitor reads that, not the generic §8 default.
    errorMessagePath: REVIEW_ERROR_MESSAGE_PATH,
    post,
  });
  const headingId = useId();
  const termsHref = localizePath('/terms', locale);
  const c = WRITE_REVIEW_COPY;

  return (
    <div className={styles.frame}>
      <PageFormFrame form={form} page={page} formRef={formRef} labelledBy={headingId} submitLabel={c.submit} locale={locale}>
        <h2 id={headingId} className={styles.heading}>
          {c.heading}
        </h2>
        <SelectField
          name="productId"
          label={c.product}
          placeholder={c.productPlaceholder}
          defaultValue={preselected}
          options={products.map((p) => ({ value: p.reviewId, label: p.name }))}
          rules={{ required: true, message: REVIEW_MESSAGES.product }}
        />
        <StarRatingField label={c.rating} />
        <TextField name="title" label={c.title} rules={{ required: true, maxLength: REVIEW_LIMITS.titleMaxLength, validate: lineRule(REVIEW_MESSAGES.titleHiddenCharacters) }} />
        <TextAreaField name="text" label={c.text} rows={7} hint={c.textHint} rules={{ required: true, validate: textRule }} />
        <TextField
          name="nickname"
          label={c.nickname}
          autoComplete="nickname"
          rules={{ required: true, maxLength: REVIEW_LIMITS.nameMaxLength, validate: lineRule(REVIEW_MESSAGES.nicknameHiddenCharacters) }}
        />
        <TextField
          name="petName"
          label={c.petName}
          autoComplete="off"
          rules={{ maxLength: REVIEW_LIMITS.petNameMaxLength, validate: lineRule(REVIEW_MESSAGES.petNameHiddenCharacters) }}
        />
        <SelectField
          name="petType"
          label={c.petType}
          placeholder={c.petTypePlaceholder}
          options={PET_TYPES.map((t) => ({ value: t, label: t === 'dog' ? 'Dog' : 'Cat' }))}
          rules={{ required: true, message: REVIEW_MESSAGES.petType }}
        />
        <TextField
          name="email"
          type="email"
          label={c.email}
          autoComplete="email"
          rules={{ required: true, validate: (v) => isValidReviewEmail(v) || REVIEW_MESSAGES.email }}
        />
        <CheckboxField
          name="consent"
          rules={{ required: true, message: REVIEW_MESSAGES.consent }}
          label={
            <>
              {c.consent}{' '}
              <a href={termsHref} target="_blank" rel="noopener">
                ({c.termsLink}
                <span className="visually-hidden">, opens in a new tab</span>)
              </a>
            </>
          }
        />
      </PageFormFrame>
    </div>
  );
}
