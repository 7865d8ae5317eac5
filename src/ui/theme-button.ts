/** The 'Theme' button: the page theme's brand token with a white label (contrast tested per theme). */
export const THEME_BUTTON_CSS = { fill: 'var(--color-brand)', onFill: '#ffffff' } as const;
