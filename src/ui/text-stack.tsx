import { useId, type ComponentType, type ReactNode } from 'react';
import type { EditorBackgroundColor } from '@/config/constants';
import type { ButtonOptions } from './button-options';
import type { MediaPosition } from './options';
import { BlockImage, type ImageLoading } from './block-image';
import { ButtonGroup } from './button';
import { blockImageSizes } from './image-sizes';
import { MediaSplit } from './media-split';
import { BlockHeading, Eyebrow, TextBody } from './typography';

export type TextStackProps = {
  /** The block's own text column class (width, spacing). */
  readonly className?: string | undefined;
  /** The section is labelled by this heading. */
  readonly headingId: string;
  readonly eyebrow?: string | undefined;
  readonly heading: string;
  readonly body?: string | undefined;
  readonly buttons: readonly ButtonOptions[];
  /** What a block adds between the body and the buttons (a list, say). */
  readonly children?: ReactNode;
};

/**
 * The text column many blocks open with: eyebrow, the h2 that labels the section, body and buttons,
 * in that reading order. One component, so every block announces its heading the same way.
 */
export function TextStack({ className, headingId, eyebrow, heading, body, buttons, children }: TextStackProps) {
  return (
    <div className={className}>
      <Eyebrow text={eyebrow} />
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      {children}
      <ButtonGroup buttons={buttons} />
    </div>
  );
}

type FrameProps = {
  readonly backgroundColor: EditorBackgroundColor;
  readonly labelledBy?: string | undefined;
  readonly children: ReactNode;
};

export type MediaTextBlockProps = Omit<TextStackProps, 'className' | 'headingId' | 'children'> & {
  readonly image?: string | undefined;
  readonly mediaAltText?: string | undefined;
  /** How the image loads: the block's placement on the page (lazy by default). */
  readonly imageLoading?: ImageLoading | undefined;
  readonly mediaPosition: MediaPosition;
  readonly backgroundColor: EditorBackgroundColor;
  /** The block's outer frame, labelled by the heading: a full-width Section or a PanelCard. */
  readonly frame: ComponentType<FrameProps>;
  /** The share of the section width the image takes from large screens up (the `sizes` hint). */
  readonly imageFraction: number;
  readonly textClassName: string | undefined;
  /** What sits between the body and the buttons (a list, say). */
  readonly underBody?: ReactNode;
  /** The image frame's CSS aspect ratio; 4:3 unless the block lets the editor choose. */
  readonly imageAspectRatio?: string | undefined;
  /** What lies over the image in its frame (a video and its play button). */
  readonly mediaOverlay?: ReactNode;
};

/**
 * A text stack beside an optional image (4:3 unless the block says otherwise) in a frame: Panel, Left Right Single and its list
 * variant differ only in the frame, the image width and what sits under the body. Builder's
 * `children` are not rendered: none of these blocks holds child blocks.
 */
export function MediaTextBlock({
  image,
  mediaAltText,
  imageLoading,
  mediaPosition,
  backgroundColor,
  frame: Frame,
  imageFraction,
  textClassName,
  underBody,
  imageAspectRatio = '4 / 3',
  mediaOverlay,
  eyebrow,
  heading,
  body,
  buttons,
}: MediaTextBlockProps) {
  const headingId = useId();
  // Null, not an empty element: MediaSplit gives the text the whole width when there is no image.
  const media = image ? (
    <BlockImage src={image} alt={mediaAltText} loading={imageLoading} aspectRatio={imageAspectRatio} sizes={blockImageSizes({ fraction: imageFraction, mediumFraction: 1 })}>
      {mediaOverlay}
    </BlockImage>
  ) : null;
  return (
    <Frame backgroundColor={backgroundColor} labelledBy={headingId}>
      <MediaSplit mediaPosition={mediaPosition} media={media}>
        <TextStack {...{ eyebrow, heading, body, buttons, headingId }} className={textClassName}>
          {underBody}
        </TextStack>
      </MediaSplit>
    </Frame>
  );
}
