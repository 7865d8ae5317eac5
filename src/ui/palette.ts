import type { EditorBackgroundColor } from '@/config/constants';

type Hex = `#${string}`;

/**
 * How text sits on a background: `light` backgrounds take the theme's dark text tokens, `dark`
 * ones take white, and `inherit` (Transparent) keeps whatever the parent block or page set, so a
 * transparent block inside a Dark Green container still gets readable text.
 */
type Tone = 'light' | 'dark' | 'inherit';

export type BackgroundSwatch = {
  readonly tone: Tone;
  /** The CSS `background` value. */
  readonly css: string;
  /** Every colour the background shows (both ends of a gradient): contrast is checked against each. */
  readonly stops: readonly Hex[];
};

/**
 * §3 editor background colours. The colour names are literal (editors pick "Dark Green" and expect
 * dark green in both themes); only the *text* on them follows the theme tokens. Contrast of every
 * text token against every stop is tested (tests/unit/blocks/palette.test.ts).
 */
export const BACKGROUND_PALETTE: Readonly<Record<EditorBackgroundColor, BackgroundSwatch>> = {
  Transparent: { tone: 'inherit', css: 'transparent', stops: [] },
  White: { tone: 'light', css: '#ffffff', stops: ['#ffffff'] },
  'Light Green': { tone: 'light', css: '#e2f0e3', stops: ['#e2f0e3'] },
  'Light Leaf': { tone: 'light', css: '#edf4d6', stops: ['#edf4d6'] },
  'Dark Green': { tone: 'dark', css: '#1d5c3a', stops: ['#1d5c3a'] },
  'Light Blue': { tone: 'light', css: '#e1eef8', stops: ['#e1eef8'] },
  'Light Beige': { tone: 'light', css: '#f6ecda', stops: ['#f6ecda'] },
  'Light Orange': { tone: 'light', css: '#fde3c8', stops: ['#fde3c8'] },
  Fuchsia: { tone: 'dark', css: '#b3265e', stops: ['#b3265e'] },
  'Light Fuchsia': { tone: 'light', css: '#f8e0eb', stops: ['#f8e0eb'] },
  'Fuchsia Gradient 1': {
    tone: 'dark',
    css: 'linear-gradient(135deg, #b3265e 0%, #6e1740 100%)',
    stops: ['#b3265e', '#6e1740'],
  },
  'Fuchsia Gradient 2': {
    tone: 'light',
    css: 'linear-gradient(135deg, #f8e0eb 0%, #ffffff 100%)',
    stops: ['#f8e0eb', '#ffffff'],
  },
};

/** Text on `dark` backgrounds: white clears 4.5:1 on every dark stop above. */
export const ON_DARK_TEXT: Hex = '#ffffff';

/**
 * A 62% black scrim for text over a photo that has no background colour (Masthead Overlay).
 * Over a pure white photo it composites to this colour, the worst case for white text.
 */
export const SCRIM = 'rgb(0 0 0 / 62%)';
export const SCRIM_TEXT_WORST_CASE: Hex = '#616161';

/**
 * Button colours: 'Theme', the site's own button colour (the theme's brand token: green on the
 * consumer site, blue on the vet site), and the solid §3 colours (a transparent or gradient button
 * fill would have no single colour to pick a readable label for). 'Theme' is the default, so a
 * button an editor leaves alone matches the site it is shown on.
 */
const LITERAL_BUTTON_COLORS = [
  'Dark Green',
  'White',
  'Fuchsia',
  'Light Green',
  'Light Leaf',
  'Light Blue',
  'Light Beige',
  'Light Orange',
  'Light Fuchsia',
] as const satisfies readonly EditorBackgroundColor[];
type LiteralButtonColor = (typeof LITERAL_BUTTON_COLORS)[number];

export const THEME_BUTTON_COLOR = 'Theme';
export const BUTTON_COLORS = [THEME_BUTTON_COLOR, ...LITERAL_BUTTON_COLORS] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];

export type ButtonSwatch = {
  /** Solid fill; also the border and text colour of Outline and Link buttons. */
  readonly fill: Hex;
  /** The label colour on a Solid fill. */
  readonly onFill: Hex;
};

const DARK_LABEL: Hex = '#15402b';

/** The 'Theme' button: the page theme's brand token with a white label (contrast tested per theme). */
export const THEME_BUTTON_CSS = { fill: 'var(--color-brand)', onFill: '#ffffff' } as const;

export const BUTTON_PALETTE: Readonly<Record<LiteralButtonColor, ButtonSwatch>> = {
  'Dark Green': { fill: '#1d5c3a', onFill: '#ffffff' },
  White: { fill: '#ffffff', onFill: DARK_LABEL },
  Fuchsia: { fill: '#b3265e', onFill: '#ffffff' },
  'Light Green': { fill: '#e2f0e3', onFill: DARK_LABEL },
  'Light Leaf': { fill: '#edf4d6', onFill: DARK_LABEL },
  'Light Blue': { fill: '#e1eef8', onFill: DARK_LABEL },
  'Light Beige': { fill: '#f6ecda', onFill: DARK_LABEL },
  'Light Orange': { fill: '#fde3c8', onFill: DARK_LABEL },
  'Light Fuchsia': { fill: '#f8e0eb', onFill: DARK_LABEL },
};
