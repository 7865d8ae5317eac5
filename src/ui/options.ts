/**
 * The option values the shared UI pieces take. Block inputs offer exactly these (blocks/shared-inputs
 * builds its enums and schemas from them), so the UI never receives a value it cannot draw.
 */
import type { BUTTON_SIZES, BUTTON_STYLES } from '@/config/constants';
import type { ButtonColor } from './palette';

export const ALIGNMENTS = ['Left', 'Center', 'Right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const MEDIA_POSITIONS = ['Left', 'Right'] as const;
export type MediaPosition = (typeof MEDIA_POSITIONS)[number];

/** One call-to-action button (§3 button fields), after the block schema applied its defaults. */
export type ButtonOptions = {
  readonly label: string;
  readonly url: string;
  readonly style: (typeof BUTTON_STYLES)[number];
  readonly color: ButtonColor;
  readonly size: (typeof BUTTON_SIZES)[number];
  readonly openInNewTab: boolean;
};
