import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { VIDEO_ASPECT_RATIOS } from '@/config/block-options';
import { VideoModal } from '@/features/video/video-modal';
import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import { fixtureOptions, registered, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));

// The stream is the browser's business: the tests watch whether a block asks for one at all.
const stream = vi.hoisted(() => ({ attach: vi.fn() }));
vi.mock('@/features/video/attach-stream', () => ({
  attachStream: (...args: unknown[]) => stream.attach(...args) as unknown,
  StreamSlot: class {
    replace(): void {}
    clear(): void {}
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  stream.attach.mockReset();
});

const IMAGE = '/media/content/column-fresh.jpg';
const VIDEO_BLOCKS = [
  ['Masthead', { layout: 'Overlay', heading: 'About us' }],
  ['Masthead', { layout: 'Skinny', heading: 'About us' }],
  ['Masthead', { layout: 'Stacked', heading: 'About us' }],
  ['Left Right Single', { heading: 'Cooked gently' }],
] as const;

/** The visitor's motion preference, as the block's effect reads it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

function openedDetails(run: () => void): unknown[] {
  const opened = vi.fn();
  window.addEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
  try {
    run();
  } finally {
    window.removeEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
  }
  return opened.mock.calls.map((call) => (call[0] as CustomEvent<unknown>).detail);
}

describe('video on Masthead and Left Right Single (§3 media fields)', () => {
  it.each(VIDEO_BLOCKS)('%s: the play button opens the global video modal with its video, and names the background video it pauses', (name, options) => {
    prefersReducedMotion(true);
    const { container } = renderBlock(name, { ...options, image: IMAGE, backgroundVideo: 'fresh-kitchen', video: 'brightbowl-story', videoTitle: 'Our story' });
    const background = container.querySelector('video');
    expect(background?.muted).toBe(true);
    expect(background?.loop).toBe(true);
    expect(background?.getAttribute('aria-hidden')).toBe('true');
    const playerId = background?.getAttribute('data-inline-player-id') ?? '';
    expect(playerId).toMatch(/^[A-Za-z0-9_-]+$/);
    const details = openedDetails(() => fireEvent.click(screen.getByRole('button', { name: 'Play video: Our story' })));
    expect(details).toEqual([{ videoId: 'brightbowl-story', inlinePlayerId: playerId }]);
  });

  it('a play button without a background video opens the modal with the video alone, named after the block when the video has no title', () => {
    const details = openedDetails(() => {
      renderBlock('Left Right Single', { heading: 'Cooked gently', image: IMAGE, video: 'fresh-kitchen' });
      fireEvent.click(screen.getByRole('button', { name: 'Play video: Cooked gently' }));
    });
    expect(details).toEqual([{ videoId: 'fresh-kitchen' }]);
  });

  it('a block without a video ships no video element and no play button', () => {
    const { container } = renderBlock('Masthead', { layout: 'Skinny', heading: 'About us', image: IMAGE });
    renderBlock('Left Right Single', { heading: 'Cooked gently', image: IMAGE });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the poster comes first: the image is in the frame and the background video stays transparent until it plays', () => {
    prefersReducedMotion(true);
    const { container } = renderBlock('Masthead', { layout: 'Skinny', heading: 'About us', image: IMAGE, backgroundVideo: 'fresh-kitchen' });
    const video = container.querySelector('video');
    expect(video?.parentElement?.querySelector('img')?.getAttribute('src')).toContain('column-fresh');
    expect(video?.hasAttribute('data-playing')).toBe(false);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('autoplay')).toBe(false);
  });

  it('a video needs its image (the poster): without one the block shows the error message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Masthead', { heading: 'About us', video: 'brightbowl-story' });
    renderBlock('Left Right Single', { heading: 'Cooked gently', backgroundVideo: 'fresh-kitchen' });
    expect(screen.getAllByText(BLOCK_ERROR_MESSAGE)).toHaveLength(2);
  });

  it('the fixtures put a video on a Masthead in both themes and on a Left Right Single', () => {
    expect(fixtureOptions('Masthead', (o) => o.backgroundVideo === 'fresh-kitchen' && o.video === 'brightbowl-story').heading).toBe('About Brightbowl');
    expect(fixtureOptions('Masthead', (o) => o.video === 'switching-to-fresh').heading).toBe('Continuing education webinars');
    expect(fixtureOptions('Left Right Single', (o) => o.video === 'fresh-kitchen').heading).toBe('Cooked gently, kept cold');
  });
});

describe('reduced motion (§3 background video)', () => {
  it.each(VIDEO_BLOCKS)('%s: a background video never starts for a visitor who asks for reduced motion: no stream is loaded, nothing plays', async (name, options) => {
    prefersReducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container } = renderBlock(name, { ...options, image: IMAGE, backgroundVideo: 'fresh-kitchen' });
    // Let the block's effect and any import it started settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(stream.attach).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')?.hasAttribute('data-playing')).toBe(false);
  });

  it('without that preference the same background video loads its stream after the page is up and plays', async () => {
    prefersReducedMotion(false);
    stream.attach.mockResolvedValue({ mode: 'native', detach: () => {} });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderBlock('Masthead', { layout: 'Skinny', heading: 'About us', image: IMAGE, backgroundVideo: 'fresh-kitchen' });
    await waitFor(() => expect(container.querySelector('video')?.hasAttribute('data-playing')).toBe(true));
    expect(stream.attach).toHaveBeenCalledWith(container.querySelector('video'), '/media/video/fresh-kitchen/index.m3u8', expect.any(AbortSignal));
    expect(play).toHaveBeenCalled();
  });
});

describe('§9 aspect ratios as an editor input', () => {
  const SPEC_RATIOS = Object.keys(VIDEO_ASPECT_RATIOS);

  it.each(['Masthead', 'Left Right Single', 'Blog Media'])('%s offers exactly the §9 ratios and its schema refuses any other', (name) => {
    const block = registered(name);
    expect(block.inputs.find((i) => i.name === 'aspectRatio')?.enum).toEqual(SPEC_RATIOS);
    const base = name === 'Blog Media' ? { image: IMAGE } : { heading: 'About us', image: IMAGE };
    for (const ratio of SPEC_RATIOS) expect(block.schema.safeParse({ ...base, aspectRatio: ratio }).success, ratio).toBe(true);
    expect(block.schema.safeParse({ ...base, aspectRatio: '4:3' }).success).toBe(false);
  });

  it('the chosen ratio frames the image and its video; left empty, each block keeps its usual frame', () => {
    const frame = (container: HTMLElement) => (container.querySelector('img')?.parentElement as HTMLElement).style.aspectRatio;
    expect(frame(renderBlock('Left Right Single', { heading: 'A', image: IMAGE, video: 'fresh-kitchen', aspectRatio: '5:7' }).container)).toBe('5 / 7');
    expect(frame(renderBlock('Left Right Single', { heading: 'B', image: IMAGE }).container)).toBe('4 / 3');
    expect(frame(renderBlock('Masthead', { layout: 'Stacked', heading: 'C', image: IMAGE, aspectRatio: '1.28:1' }).container)).toBe('1.28 / 1');
    expect(frame(renderBlock('Masthead', { layout: 'Skinny', heading: 'D', image: IMAGE }).container)).toBe('16 / 9');
  });
});

describe('the landscape rule (§4) for the modal a block opens', () => {
  function screenSize(width: number, height: number) {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height);
  }
  const renderModal = () => {
    stream.attach.mockReturnValue(new Promise(() => {}));
    return render(<VideoModal videoService="local" request={{ detail: { videoId: 'brightbowl-story' }, seq: 1 }} />);
  };

  it('a screen at most 600px high and wider than high gets the full-bleed landscape player', () => {
    screenSize(844, 390);
    const { container } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Video player' })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('data-landscape')).toBe('true');
  });

  it('a taller screen, or one not wider than high, does not', () => {
    screenSize(1280, 800);
    const { container, unmount } = renderModal();
    expect(container.firstElementChild?.hasAttribute('data-landscape')).toBe(false);
    unmount();
    screenSize(390, 560);
    expect(renderModal().container.firstElementChild?.hasAttribute('data-landscape')).toBe(false);
  });
});
