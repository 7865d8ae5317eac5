import fc from 'fast-check';
import type { DropdownsEvent } from '@/machines/dropdowns';
import type { LocatorModalEvent, VideoModalEvent } from '@/machines/modals';
import type { MobileMenuEvent } from '@/machines/mobile-menu';
import type { ScrollLockEvent } from '@/machines/scroll-lock';

/** Overlay ids: the shell's own plus two ad-hoc modal ids. */
const overlayId: fc.Arbitrary<string> = fc.constantFrom('search-panel', 'mobile-menu', 'video-modal', 'locator-modal', 'exit-modal', 'quiz-modal');

export const scrollLockEvent: fc.Arbitrary<ScrollLockEvent> = fc.oneof(
  overlayId.map((id): ScrollLockEvent => ({ type: 'overlay.open', id })),
  overlayId.map((id): ScrollLockEvent => ({ type: 'overlay.close', id })),
);

/** A few dropdown ids, so sequences click the same one often enough to toggle it. */
export const dropdownId: fc.Arbitrary<string> = fc.constantFrom('nav-dogs', 'nav-cats', 'nav-brands', 'nav-learn');

export const dropdownsEvent: fc.Arbitrary<DropdownsEvent> = fc.oneof(
  { weight: 4, arbitrary: dropdownId.map((id): DropdownsEvent => ({ type: 'dropdown.toggle', id })) },
  { weight: 1, arbitrary: fc.constantFrom<DropdownsEvent>({ type: 'dropdown.close' }, { type: 'escape.press' }, { type: 'outside.press' }) },
);

export const menuSectionId: fc.Arbitrary<string> = fc.constantFrom('dogs', 'cats', 'brands');

/** Viewport widths across every breakpoint, edges included. */
const viewportWidth: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 280, max: 1920 }),
  fc.constantFrom(640, 641, 991, 992, 1200, 1201),
);

export const mobileMenuEvent: fc.Arbitrary<MobileMenuEvent> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<MobileMenuEvent>(
      { type: 'menu.toggle' },
      { type: 'menu.open' },
      { type: 'menu.close' },
      { type: 'escape.press' },
      { type: 'search.open' },
      { type: 'search.cancel' },
      { type: 'search.finish' },
    ),
  },
  { weight: 3, arbitrary: menuSectionId.map((sectionId): MobileMenuEvent => ({ type: 'section.toggle', sectionId })) },
  { weight: 1, arbitrary: viewportWidth.map((width): MobileMenuEvent => ({ type: 'viewport.resize', width })) },
);

const modalClose = fc.constantFrom({ type: 'modal.close' } as const, { type: 'backdrop.press' } as const, { type: 'escape.press' } as const);

export const videoModalEvent: fc.Arbitrary<VideoModalEvent> = fc.oneof(
  fc
    .record({ videoId: fc.constantFrom('intro', 'bowl', 'farm'), inlinePlayerId: fc.option(fc.constantFrom('hero', 'card'), { nil: undefined }) })
    .map(({ videoId, inlinePlayerId }): VideoModalEvent =>
      inlinePlayerId === undefined ? { type: 'video.open', videoId } : { type: 'video.open', videoId, inlinePlayerId },
    ),
  modalClose,
);

export const locatorModalEvent: fc.Arbitrary<LocatorModalEvent> = fc.oneof(
  fc
    .record({ productId: fc.constantFrom('850012345678', 'p-42'), online: fc.boolean() })
    .map(({ productId, online }): LocatorModalEvent => ({ type: 'locator.open', productId, online })),
  modalClose,
);

/**
 * One step of a visitor (or code) acting on the whole shell: the menu, the search panel (stood in
 * for by its scroll-lock claim and its cancel/finish hand-back to the menu), both modals, and the
 * video player's load settling.
 */
export type ShellStep =
  | { readonly to: 'menu'; readonly event: MobileMenuEvent }
  | { readonly to: 'search'; readonly action: 'open' | 'cancel' | 'finish' }
  | { readonly to: 'video'; readonly event: VideoModalEvent }
  | { readonly to: 'locator'; readonly event: LocatorModalEvent }
  | { readonly to: 'player'; readonly outcome: 'load' | 'fail' };

export const shellStep: fc.Arbitrary<ShellStep> = fc.oneof(
  { weight: 4, arbitrary: mobileMenuEvent.map((event): ShellStep => ({ to: 'menu', event })) },
  { weight: 2, arbitrary: fc.constantFrom('open', 'cancel', 'finish').map((action): ShellStep => ({ to: 'search', action })) },
  { weight: 2, arbitrary: videoModalEvent.map((event): ShellStep => ({ to: 'video', event })) },
  { weight: 2, arbitrary: locatorModalEvent.map((event): ShellStep => ({ to: 'locator', event })) },
  { weight: 1, arbitrary: fc.constantFrom('load', 'fail').map((outcome): ShellStep => ({ to: 'player', outcome })) },
);
