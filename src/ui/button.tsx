import type { ReactNode } from 'react';
import type { ButtonSize, ButtonStyle } from '@/config/constants';
import type { ButtonOptions } from './button-options';
import type { Alignment } from './options';
import { cx } from './class-names';
import type { CssVars } from './css-vars';
import { BUTTON_PALETTE, THEME_BUTTON_COLOR, THEME_BUTTON_CSS } from './palette';
import { SmartLink } from './smart-link';
import styles from './button.module.css';

const STYLE_CLASS: Readonly<Record<ButtonStyle, string | undefined>> = {
  Solid: styles.solid,
  Outline: styles.outline,
  Link: styles.link,
};
const SIZE_CLASS: Readonly<Record<ButtonSize, string | undefined>> = {
  Sm: styles.sm,
  Md: styles.md,
  Lg: styles.lg,
};

/**
 * A §3 button: a link styled Solid, Outline or Link in the theme's button colour or one of the
 * palette colours, and one of the sizes.
 * A new tab is announced to screen readers and never gives the opened page `window.opener`.
 */
export function Button({ label, url, style, color, size, openInNewTab }: ButtonOptions) {
  const { className, vars } = buttonLook({ style, color, size });
  return (
    <SmartLink url={url} openInNewTab={openInNewTab} className={className} style={vars}>
      {label}
    </SmartLink>
  );
}

type ButtonLook = Pick<ButtonOptions, 'style' | 'color' | 'size'>;

function buttonLook({ style, color, size }: ButtonLook): { readonly className: string; readonly vars: CssVars } {
  const swatch = color === THEME_BUTTON_COLOR ? THEME_BUTTON_CSS : BUTTON_PALETTE[color];
  return {
    className: cx(styles.button, STYLE_CLASS[style], SIZE_CLASS[size]),
    vars: { '--button-fill': swatch.fill, '--button-on-fill': swatch.onFill },
  };
}

/**
 * A button that acts on the page instead of navigating (a `<button type="button">`), drawn like the
 * §3 link buttons: the theme's Solid Md pill unless told otherwise.
 */
export function ActionButton({
  children,
  onClick,
  style = 'Solid',
  color = THEME_BUTTON_COLOR,
  size = 'Md',
}: Partial<ButtonLook> & { readonly children: ReactNode; readonly onClick: () => void }) {
  const { className, vars } = buttonLook({ style, color, size });
  return (
    <button type="button" className={cx(className, styles.action)} style={vars} onClick={onClick}>
      {children}
    </button>
  );
}

const GROUP_ALIGN: Readonly<Record<Alignment, string | undefined>> = {
  Left: undefined,
  Center: styles.groupCenter,
  Right: styles.groupRight,
};

/**
 * The buttons of a block, in editor order; renders nothing for an empty list. `placement` names
 * the group for analytics: the shell's click tracking reports a quiz link's intent with it.
 */
export function ButtonGroup({
  buttons,
  alignment = 'Left',
  className,
  placement,
}: {
  readonly buttons: readonly ButtonOptions[];
  readonly alignment?: Alignment;
  readonly className?: string | undefined;
  readonly placement?: string | undefined;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={cx(styles.group, GROUP_ALIGN[alignment], className)} data-analytics-placement={placement}>
      {buttons.map((b, i) => (
        <Button key={`${i}-${b.url}`} {...b} />
      ))}
    </div>
  );
}
