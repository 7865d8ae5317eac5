/**
 * Editor inputs that many blocks share (spec §3 Buttons, Media fields, Editor background colours;
 * §9 section max width and column gap), each next to the zod schema that checks it, so a block
 * declares both from one place and they cannot drift apart.
 */
import { z } from 'zod';
import { BUTTON_SIZES, BUTTON_STYLES, EDITOR_BACKGROUND_COLORS, IMAGES, LAYOUT, type EditorBackgroundColor } from '@/config/constants';
import { buttonSchema, linkUrlSchema } from '@/ui/button-options';
import { ALIGNMENTS, MEDIA_POSITIONS, type Alignment, type MediaPosition } from '@/ui/options';
import { BUTTON_COLORS, type ButtonColor } from '@/ui/palette';
import type { BlockInput } from './types';

// ---------------------------------------------------------------------------------------------
// Links and text

/** The link rule lives with the button options it checks (ui/options.ts); blocks take it from here. */
export { linkUrlSchema };


/** Optional short text. Empty strings are allowed (the editor saves them for cleared fields). */
export const optionalTextSchema = z.string().optional();


/** Heading levels a page-opening block may use; every other block uses h2 and h3 under it. */
const OPENING_HEADING_LEVELS = ['h1', 'h2'] as const;
export type OpeningHeadingLevel = (typeof OPENING_HEADING_LEVELS)[number];

export function alignmentInput(defaultValue: Alignment): BlockInput {
  return { name: 'alignment', type: 'string', enum: ALIGNMENTS, defaultValue, helperText: 'Text alignment.' };
}
export const alignmentSchema = (defaultValue: Alignment) => z.enum(ALIGNMENTS).default(defaultValue);

export function mediaPositionInput(defaultValue: MediaPosition): BlockInput {
  return {
    name: 'mediaPosition',
    type: 'string',
    enum: MEDIA_POSITIONS,
    defaultValue,
    helperText: 'Which side the image sits on from medium screens up; on small screens it always comes first.',
  };
}
export const mediaPositionSchema = (defaultValue: MediaPosition) => z.enum(MEDIA_POSITIONS).default(defaultValue);

export function headingLevelInput(defaultValue: OpeningHeadingLevel): BlockInput {
  return {
    name: 'headingLevel',
    type: 'string',
    enum: OPENING_HEADING_LEVELS,
    defaultValue,
    helperText: 'A page has exactly one h1. Use h2 if another block on this page already opens it.',
    advanced: true,
  };
}
export const headingLevelSchema = (defaultValue: OpeningHeadingLevel) =>
  z.enum(OPENING_HEADING_LEVELS).default(defaultValue);

// ---------------------------------------------------------------------------------------------
// Media (§3 Media fields, §5 images jpeg/svg/png, §9 page-builder image widths)

/**
 * §5 allows jpeg, svg and png. 'jpg' is listed too because the editor's upload filter matches file
 * extensions, and most JPEG files end in .jpg.
 */
export const IMAGE_FILE_TYPES: readonly string[] = [...IMAGES.editorAllowedTypes, 'jpg'];

const IMAGE_PATH = /^\/(?!\/)[^?#]*\.(?:jpe?g|png|svg)(?:[?#].*)?$/i;

/**
 * An image is a same-origin path to a JPEG, PNG or SVG (no hot-linked assets; next/image
 * optimises it through /_next/image).
 */
export const imageSrcSchema = z
  .string()
  .trim()
  .regex(IMAGE_PATH, 'expected a same-origin path to a .jpg, .jpeg, .png or .svg image');

/** A streaming video id (§3 Media fields: the video service resolves ids to streams and thumbnails). */
export const videoIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'expected a streaming video id (letters, digits, - and _)');

export function imageInput(name = 'image', helperText = 'JPEG, PNG or SVG.'): BlockInput {
  return { name, type: 'file', allowedFileTypes: IMAGE_FILE_TYPES, helperText };
}

export function altTextInput(name = 'mediaAltText'): BlockInput {
  return {
    name,
    type: 'string',
    helperText: 'Describes the image for people who cannot see it. Leave empty only if the image is decorative.',
  };
}

const mediaShape = {
  image: imageSrcSchema.optional(),
  backgroundVideo: videoIdSchema.optional(),
  video: videoIdSchema.optional(),
  mediaAltText: optionalTextSchema,
};

/**
 * The image half of the media set, for blocks that show a still image only. The video fields join
 * a block together with the video player (hls.js loaded on demand), so the editor never offers a
 * field the block would ignore.
 */
export const IMAGE_INPUTS: readonly BlockInput[] = [imageInput(), altTextInput()];
export const imageShape = {
  image: mediaShape.image,
  mediaAltText: mediaShape.mediaAltText,
};

// ---------------------------------------------------------------------------------------------
// Buttons (§3)

const BUTTON_SUBFIELDS: readonly BlockInput[] = [
  { name: 'label', type: 'string', required: true, helperText: 'Say where the button goes, e.g. "Find your recipe".' },
  { name: 'url', type: 'url', required: true, helperText: 'A path on this site (/where-to-buy) or a full URL.' },
  { name: 'style', type: 'string', enum: BUTTON_STYLES, defaultValue: 'Solid' },
  {
    name: 'color',
    type: 'string',
    enum: BUTTON_COLORS,
    defaultValue: 'Theme' satisfies ButtonColor,
    helperText: "Theme is the site's own button colour (green on the consumer site, blue on the vet site). Solid buttons pick a readable label colour; for Outline and Link pick a colour that stands out from the block background.",
  },
  { name: 'size', type: 'string', enum: BUTTON_SIZES, defaultValue: 'Md' },
  {
    name: 'openInNewTab',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Screen readers announce "(opens in a new tab)".',
  },
];

export function buttonsInput(name = 'buttons', helperText = 'Up to a few calls to action, in order.'): BlockInput {
  return { name, type: 'list', subFields: BUTTON_SUBFIELDS, defaultValue: [], helperText };
}
export const buttonsSchema = z.array(buttonSchema).default([]);

// ---------------------------------------------------------------------------------------------
// Section layout (§3 background colours; §9 section max width 1200, column gap 20)

export function backgroundColorInput(defaultValue: EditorBackgroundColor = 'Transparent'): BlockInput {
  return {
    name: 'backgroundColor',
    type: 'string',
    enum: EDITOR_BACKGROUND_COLORS,
    defaultValue,
    helperText: 'The text colour follows automatically so it stays readable.',
  };
}
export const backgroundColorSchema = (defaultValue: EditorBackgroundColor = 'Transparent') =>
  z.enum(EDITOR_BACKGROUND_COLORS).default(defaultValue);

/** Narrower than a phone makes no layout; wider than the largest page-builder image upscales images. */
const MAX_WIDTH_RANGE = { min: 320, max: IMAGES.pageBuilderImageWidthMax } as const;
const COLUMN_GAP_RANGE = { min: 0, max: 120 } as const;

export const maxWidthInput: BlockInput = {
  name: 'maxWidth',
  type: 'number',
  defaultValue: LAYOUT.sectionMaxWidthPx,
  min: MAX_WIDTH_RANGE.min,
  max: MAX_WIDTH_RANGE.max,
  helperText: `Content width in pixels (${MAX_WIDTH_RANGE.min}–${MAX_WIDTH_RANGE.max}); the background always spans the page.`,
};
export const maxWidthSchema = z
  .number()
  .int()
  .min(MAX_WIDTH_RANGE.min)
  .max(MAX_WIDTH_RANGE.max)
  .default(LAYOUT.sectionMaxWidthPx);

export const columnGapInput: BlockInput = {
  name: 'columnGap',
  type: 'number',
  defaultValue: LAYOUT.columnGapPx,
  min: COLUMN_GAP_RANGE.min,
  max: COLUMN_GAP_RANGE.max,
  helperText: 'Space between columns in pixels.',
};
export const columnGapSchema = z
  .number()
  .int()
  .min(COLUMN_GAP_RANGE.min)
  .max(COLUMN_GAP_RANGE.max)
  .default(LAYOUT.columnGapPx);

// ---------------------------------------------------------------------------------------------
// Text beside an image (Panel, Left Right Single and its list variant, Split Component, Two Col
// Image + List w/ Separator; Left Right Multiple and Two Column Component rows)

/** A heading the block cannot do without (it labels the section). */
export const requiredTextSchema = z.string().trim().min(1);

export const eyebrowInput: BlockInput = { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading.' };
export const requiredHeadingInput: BlockInput = { name: 'heading', type: 'string', required: true };
export function bodyInput(helperText = 'A blank line starts a new paragraph.'): BlockInput {
  return { name: 'body', type: 'longText', helperText };
}

/** Eyebrow, heading and body: the text that opens a text-beside-image block. */
export function headingTextInputs(bodyHelperText?: string): BlockInput[] {
  return [eyebrowInput, requiredHeadingInput, bodyInput(bodyHelperText)];
}
export const headingTextShape = {
  eyebrow: optionalTextSchema,
  heading: requiredTextSchema,
  body: optionalTextSchema,
};

/** What follows the text in those blocks: the image, its side, the background and the buttons. */
export function imageSideInputs(backgroundColor?: EditorBackgroundColor): BlockInput[] {
  return [...IMAGE_INPUTS, mediaPositionInput('Left'), backgroundColorInput(backgroundColor), buttonsInput()];
}
export const imageSideShape = (backgroundColor?: EditorBackgroundColor) => ({
  ...imageShape,
  mediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema(backgroundColor),
  buttons: buttonsSchema,
});

/**
 * The optional heading and introduction over a set of rows or columns (the items' headings become
 * h3 under it).
 */
export function optionalIntroInputs(headingHelperText: string): BlockInput[] {
  return [
    { name: 'heading', type: 'string', helperText: headingHelperText },
    { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
  ];
}
export const optionalIntroShape = { heading: optionalTextSchema, body: optionalTextSchema };

/** One row or column of text with an image and buttons (list subfields). */
export const MEDIA_ITEM_SUBFIELDS: readonly BlockInput[] = [
  requiredHeadingInput,
  { name: 'body', type: 'longText' },
  imageInput(),
  altTextInput(),
  buttonsInput(),
];
export const mediaItemShape = {
  heading: requiredTextSchema,
  body: optionalTextSchema,
  ...imageShape,
  buttons: buttonsSchema,
};

/**
 * A required list of items that are each a heading and text, plus any further subfields after
 * them (Steps, Two Col Image + List w/ Separator, Left Right Scroll). `textName` is the text's key.
 */
export function itemListInput({
  name = 'items',
  helperText,
  textName = 'body',
  more = [],
}: {
  readonly name?: string;
  readonly helperText: string;
  readonly textName?: string;
  readonly more?: readonly BlockInput[];
}): BlockInput {
  return {
    name,
    type: 'list',
    required: true,
    helperText,
    subFields: [requiredHeadingInput, { name: textName, type: 'longText' }, ...more],
  };
}
