/**
 * One call-to-action button (§3 button fields) as a schema, and the options ui/button.tsx draws as
 * its output. Block inputs check buttons with it (through the page-builder kit's shared inputs).
 */
import { z } from 'zod';
import { BUTTON_SIZES, BUTTON_STYLES } from '@/config/constants';
import { BUTTON_COLORS } from './palette';

const SAFE_URL = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/**
 * A link target an editor may enter: a same-site path, an in-page anchor, an http(s) URL, or a
 * mailto:/tel: link (§2 "tel: links are used for calling"). Anything else (`javascript:`, `//host`,
 * bare words) never reaches an href.
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .min(1)
  .regex(SAFE_URL, 'expected a path starting with /, an #anchor, or an http(s), mailto: or tel: URL');

/** One call-to-action button (§3 button fields). */
export const buttonSchema = z.object({
  label: z.string().trim().min(1),
  url: linkUrlSchema,
  style: z.enum(BUTTON_STYLES).default('Solid'),
  color: z.enum(BUTTON_COLORS).default('Theme'),
  size: z.enum(BUTTON_SIZES).default('Md'),
  openInNewTab: z.boolean().default(false),
});

/** One call-to-action button after the schema applied its defaults. */
export type ButtonOptions = z.output<typeof buttonSchema>;
