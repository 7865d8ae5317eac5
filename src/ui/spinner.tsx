import { cx } from './class-names';
import styles from './spinner.module.css';

/** The one loading ring of the site; decorative, so the status text beside it is what is announced. */
export function Spinner({ size = 'small' }: { readonly size?: 'small' | 'large' }) {
  return <span className={cx(styles.spinner, size === 'large' && styles.large)} aria-hidden="true" />;
}
