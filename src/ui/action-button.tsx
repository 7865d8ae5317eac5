import type { ReactNode } from 'react';
import { cx } from './class-names';
import type { CssVars } from './css-vars';
import { THEME_BUTTON_CSS } from './theme-button';
import styles from './button.module.css';

const THEME_VARS: CssVars = { '--button-fill': THEME_BUTTON_CSS.fill, '--button-on-fill': THEME_BUTTON_CSS.onFill };

/**
 * A button that acts on the page instead of navigating (a `<button type="button">`), drawn like
 * the §3 link buttons' theme Solid Md pill (button.tsx). It takes only the theme colours, so the
 * client islands that use it do not bundle the editor palette.
 */
export function ActionButton({ children, onClick }: { readonly children: ReactNode; readonly onClick: () => void }) {
  return (
    <button type="button" className={cx(styles.button, styles.solid, styles.md, styles.action)} style={THEME_VARS} onClick={onClick}>
      {children}
    </button>
  );
}
