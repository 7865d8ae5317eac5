import { useId } from 'react';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { BACKGROUND_PALETTE } from '@/ui/palette';
import { PanelCard } from '@/ui/panel-card';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { newsletterSignupSchema } from './schema';
import styles from './newsletter-signup.module.css';

/** The Newsletter Signup block (§2 site sections): the editor's copy around the newsletter form (§4). */
export function NewsletterSignup(props: BlockProps<typeof newsletterSignupSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  return (
    <PanelCard backgroundColor={props.backgroundColor} labelledBy={headingId}>
      <div className={styles.content}>
        <BlockHeading level="h2" size="title" id={headingId}>
          {props.heading}
        </BlockHeading>
        <TextBody text={props.body} />
        <NewsletterForm
          locale={locale}
          source={props.klaviyoSource}
          emailLabel={props.emailLabel}
          placeholder={props.placeholder}
          submitLabel={props.submitLabel}
          nameField={props.showNameField ? { label: props.nameLabel, placeholder: props.namePlaceholder } : undefined}
          zipcodeField={props.showZipcodeField ? { label: props.zipcodeLabel, placeholder: props.zipcodePlaceholder } : undefined}
          tone={BACKGROUND_PALETTE[props.backgroundColor].tone === 'dark' ? 'onDark' : 'onLight'}
          labelledBy={headingId}
          showLabel
        />
      </div>
    </PanelCard>
  );
}
