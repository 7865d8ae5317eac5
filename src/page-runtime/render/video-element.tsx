/**
 * Builder's `Video` built-in, server-rendered as @builder.io/react 9.x draws it (Video.tsx): a
 * positioned box, the `<video class="builder-video">` filling it with its fit and position, with an
 * aspect ratio the SDK's padding-top sizer (the box has its height in the first HTML, so nothing
 * moves when the video loads), and child blocks over the video or, with `fitContent`, setting the
 * box's size. A video that loads eagerly is plain HTML; a lazy one (the default) is the small
 * 'Video lazy load' island, which starts loading it near the viewport (lazy-video.tsx).
 */
import 'server-only';
import type { CSSProperties, ReactNode } from 'react';
import { BlockError } from '@/block-kit/block-error';
import { cx } from '@/ui/class-names';
import { ContentIsland } from '../islands/content-island';
import type { LazyVideoProps } from './lazy-video';
import styles from './video-element.module.css';
import { sizerPadding, VIDEO_COMPONENT, videoSettings } from './video-options';

export { VIDEO_COMPONENT } from './video-options';

type Options = Readonly<Record<string, unknown>>;

export function VideoElement({ options, children }: { readonly options: Options | undefined; readonly children?: ReactNode }) {
  const settings = videoSettings(options);
  if (settings === null) {
    console.error(`[content] A ${VIDEO_COMPONENT} has no video the site may load (a same-origin path or Builder's CDN); it is not rendered`, {
      video: typeof options?.video === 'string' ? options.video.slice(0, 200) : null,
    });
    return <BlockError blockName={VIDEO_COMPONENT} />;
  }
  const { aspectRatio, fitContent } = settings;
  const sized = aspectRatio !== undefined;
  const style: CSSProperties = {
    ...(settings.fit ? { objectFit: settings.fit } : {}),
    ...(settings.position ? { objectPosition: settings.position } : {}),
  };
  const className = cx('builder-video', styles.video, sized && styles.sized);
  const video: LazyVideoProps = {
    src: settings.src,
    poster: settings.poster,
    className: className ?? '',
    style,
    autoPlay: settings.autoPlay,
    muted: settings.muted,
    controls: settings.controls,
    loop: settings.loop,
    playsInline: settings.playsInline,
    preload: settings.preload,
  };
  return (
    <div className={styles.box}>
      {settings.lazyLoad ? (
        <ContentIsland island="Video lazy load" props={video} />
      ) : (
        <video className={className} style={style} poster={video.poster} autoPlay={video.autoPlay} muted={video.muted} controls={video.controls} loop={video.loop} playsInline={video.playsInline} preload={video.preload}>
          <source src={video.src} type="video/mp4" />
        </video>
      )}
      {sized && !(fitContent && children) ? <div className={styles.sizer} style={{ paddingTop: sizerPadding(aspectRatio) }} /> : null}
      {children ? <div className={fitContent ? styles.content : styles.overlay}>{children}</div> : null}
    </div>
  );
}
