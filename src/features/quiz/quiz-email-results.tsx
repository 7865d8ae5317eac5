'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import { splitLocale } from '@/config/locales';
import { fillPetName } from '@/engine/runtime';
import { QUIZ_SIGNUP_SOURCE } from '@/machines/newsletter';
import { quizSignupProfile } from './quiz-signup-profile';
import styles from './quiz-email-results.module.css';

/**
 * The newsletter form comes in its own chunk, fetched as the results show: the results render
 * without waiting for react-hook-form and the newsletter machine, and the quiz's first load never
 * carries them. The placeholder holds the form's height so nothing below it moves.
 */
const NewsletterForm = dynamic(() => import('../newsletter/newsletter-form').then((m) => m.NewsletterForm), {
  loading: () => <div className={styles.formPlaceholder} />,
});

const QUIZ_EMAIL_COPY = {
  heading: 'Email me {petName}’s results',
  intro: 'We’ll keep the link to these results with your newsletter signup, along with feeding tips and offers. Unsubscribe any time.',
  emailLabel: 'Email address',
  placeholder: 'enter your email',
  submitLabel: 'Email me the results',
} as const;

type QuizEmailResultsProps = {
  /** The results' shareable link, as the results show it. */
  readonly shareUrl: string;
  readonly petName: string;
};

/**
 * "Email me my results" on the quiz results: the newsletter form itself (its §5 rule, §8 messages,
 * bot check on first use, analytics with source "quiz"), sending the results link and the pet's
 * name as profile fields. The locale (for the privacy note's link) is the results page's own,
 * read from the link's path, which is that page's path.
 */
export function QuizEmailResults({ shareUrl, petName }: QuizEmailResultsProps) {
  const headingId = useId();
  const { locale } = splitLocale(new URL(shareUrl, 'http://localhost').pathname);
  return (
    // A group, not a section: the results are the quiz's one section, and pages and tests find them as such.
    <div className={styles.email} role="group" aria-labelledby={headingId} data-quiz-email="">
      <h3 id={headingId} className={styles.heading}>
        {fillPetName(QUIZ_EMAIL_COPY.heading, petName)}
      </h3>
      <p className={styles.intro}>{QUIZ_EMAIL_COPY.intro}</p>
      <NewsletterForm
        locale={locale}
        source={QUIZ_SIGNUP_SOURCE}
        emailLabel={QUIZ_EMAIL_COPY.emailLabel}
        placeholder={QUIZ_EMAIL_COPY.placeholder}
        submitLabel={QUIZ_EMAIL_COPY.submitLabel}
        showLabel
        labelledBy={headingId}
        profile={quizSignupProfile(shareUrl, petName)}
      />
    </div>
  );
}
