'use client';

/**
 * The product card's one stateful part (a small client island): the card's media, with the
 * alternate image or video swapped in while the pointer is over the card or focus is inside it
 * (§2, §4 "Product card hover swaps primary and alternate media"). The rest of the card is
 * server-rendered and arrives here as children.
 *
 * The alternate is not requested until the first hover or focus: most cards are never hovered,
 * and a video must never preload (it is only fetched when it is about to play).
 */
import Image from 'next/image';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { IMAGES } from '@/config/constants';
import type { ProductCardData, ProductCardMedia } from './card-data';
import { cx } from '@/ui/class-names';
import sectionStyles from '@/ui/section.module.css';
import styles from './product-card.module.css';

/** next/image picks from the configured widths; this asks for the §9 card width (480) at 1x. */
const PRODUCT_CARD_IMAGE_SIZES = `(max-width: 640px) 50vw, ${IMAGES.productCardImageWidth}px`;

export type ProductCardFrameProps = {
  readonly productId: string;
  readonly image: ProductCardData['image'];
  readonly alternate: ProductCardMedia | null;
  readonly className?: string | undefined;
  readonly children: ReactNode;
};

export function ProductCardFrame({ productId, image, alternate, className, children }: ProductCardFrameProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Once requested, the alternate stays mounted so a second hover swaps instantly.
  const [requested, setRequested] = useState(false);
  const [videoRefused, setVideoRefused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const active = (hovered || focused) && alternate !== null && !(alternate.kind === 'video' && videoRefused);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof video.play !== 'function') return;
    if (hovered || focused) {
      video.currentTime = 0;
      // A browser may refuse to play (data saver, policy): keep showing the still image instead.
      video.play().catch(() => setVideoRefused(true));
    } else {
      video.pause();
    }
  }, [hovered, focused, requested]);

  const activate = (set: (v: boolean) => void) => () => {
    set(true);
    setRequested(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between the card's own links keeps the alternate showing.
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <article
      className={cx(styles.card, sectionStyles.lightSurface, className)}
      data-product-id={productId}
      data-media={active ? 'alternate' : 'primary'}
      onPointerEnter={activate(setHovered)}
      onPointerLeave={() => setHovered(false)}
      onFocus={activate(setFocused)}
      onBlur={onBlur}
    >
      <div className={styles.media}>
        <Image
          className={styles.primary}
          src={image.src}
          alt={image.alt}
          width={IMAGES.productCardImageWidth}
          height={IMAGES.productCardImageWidth}
          sizes={PRODUCT_CARD_IMAGE_SIZES}
        />
        {requested && alternate?.kind === 'image' ? (
          <Image
            className={styles.alternate}
            src={alternate.src}
            // The alternate is another view of the same product: the primary's alt already names it.
            alt=""
            width={IMAGES.productCardImageWidth}
            height={IMAGES.productCardImageWidth}
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            data-alternate="image"
          />
        ) : null}
        {requested && alternate?.kind === 'video' ? (
          <video
            ref={videoRef}
            className={styles.alternate}
            src={alternate.src}
            muted
            playsInline
            loop
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            data-alternate="video"
          />
        ) : null}
      </div>
      {children}
    </article>
  );
}
