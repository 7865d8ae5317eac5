import { useId } from 'react';
import { localizePath } from '@/config/locales';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { PanelCard } from '@/ui/panel-card';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './panel-with-search.module.css';
import type { panelWithSearchSchema } from './schema';

/**
 * A panel with a site search form. It is a plain GET form to the localized /search?q=, so it works
 * before hydration and without JavaScript; the search page runs the query from `q` (§4).
 */
export function PanelWithSearch({
  heading,
  body,
  searchLabel,
  placeholder,
  submitLabel,
  backgroundColor,
}: BlockProps<typeof panelWithSearchSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  const inputId = useId();
  return (
    <PanelCard backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={styles.content}>
        <BlockHeading level="h2" size="title" id={headingId}>
          {heading}
        </BlockHeading>
        <TextBody text={body} />
        <form role="search" aria-labelledby={headingId} action={localizePath('/search', locale)} method="get" className={styles.form}>
          <label htmlFor={inputId} className="visually-hidden">
            {searchLabel}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {submitLabel}
          </button>
        </form>
      </div>
    </PanelCard>
  );
}
