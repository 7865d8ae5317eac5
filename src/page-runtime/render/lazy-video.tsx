'use client';

/**
 * A Builder Video that loads only as it nears the viewport (its `lazyLoad`, on by default): the
 * server's HTML holds the `<video>` with its poster, its source and `preload="none"`, so nothing of
 * the video is fetched up front and a visitor without JavaScript can still start it (when it has
 * controls). Near the viewport it takes its own preload and, when it plays by itself, starts muted.
 */
import { useEffect, useRef, type CSSProperties } from 'react';

export type LazyVideoProps = {
  readonly src: string;
  readonly poster: string | undefined;
  readonly className: string;
  readonly style: CSSProperties;
  readonly autoPlay: boolean;
  readonly muted: boolean;
  readonly controls: boolean;
  readonly loop: boolean;
  readonly playsInline: boolean;
  readonly preload: 'auto' | 'metadata' | 'none';
};

/** How far ahead of the viewport the video starts loading, so it plays as it scrolls in. */
const LOAD_MARGIN = '200px 0px';

export function LazyVideo({ src, poster, className, style, autoPlay, muted, controls, loop, playsInline, preload }: LazyVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (autoPlay) {
          video.muted = true;
          video.play().catch((error: unknown) => {
            // The browser refused to start it (data saver, power saving): the visitor starts it instead.
            console.info('[video] autoplay refused; showing the controls', error);
            video.controls = true;
          });
        } else if (preload !== 'none') {
          video.preload = preload;
          video.load();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [autoPlay, preload]);
  return (
    <video ref={ref} className={className} style={style} poster={poster} muted={muted} controls={controls} loop={loop} playsInline={playsInline} preload="none">
      <source src={src} type="video/mp4" />
    </video>
  );
}
