import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { DISMISSED_COOKIE, announcementId } from '@/blocks/announcement-bar/dismissal';
import { ComparisonImageSlider } from '@/blocks/comparison-image-slider/comparison-image-slider';
import { comparisonImageSliderSchema } from '@/blocks/comparison-image-slider/schema';
import { EXIT_MODAL_COOKIE } from '@/blocks/exit-modal/exit-intent';
import { TIMING } from '@/config/constants';
import { ICON_IMAGE_CAROUSEL_ITEMS } from '@/config/block-options';
import { fixtureOptions, hydrateAfterUse, registered, renderBlock } from './support';
import { SWITCHING_PLAN, sharePercent, stageDaysLabel } from '@/domain/switching/switching-plan';

vi.mock('next/image', () => import('./next-image-mock'));

type Win = Window & { dataLayer?: unknown[] };
const dataLayer = () => ((window as Win).dataLayer ?? []) as Record<string, unknown>[];

beforeEach(() => {
  (window as Win).dataLayer = undefined;
  window.localStorage.clear();
  document.cookie = `${EXIT_MODAL_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${DISMISSED_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Ticker', () => {
  it('moves at the §9 15 s per segment by default: the loop lasts segments x 15 s', () => {
    const { container } = renderBlock('Ticker', { items: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }] });
    const viewport = container.querySelector('[style*="--ticker-duration"]') as HTMLElement;
    expect(viewport.style.getPropertyValue('--ticker-duration')).toBe(`${3 * TIMING.tickerSecondsPerSegment}s`);
  });

  it('is read once: the loop copy is hidden from assistive technology and nothing is a live region', () => {
    const { container } = renderBlock('Ticker', fixtureOptions('Ticker'));
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]?.getAttribute('aria-hidden')).toBe('true');
    // The hidden copy holds no links, so nothing focusable hides in it.
    expect(lists[1]?.querySelector('a')).toBeNull();
    expect(container.querySelector('[aria-live], [role="marquee"], [role="status"], [role="alert"]')).toBeNull();
  });

  it('has a labelled region and a Pause control a keyboard user can reach', () => {
    renderBlock('Ticker', { label: 'Brightbowl news', items: [{ text: 'One' }] });
    const region = screen.getByRole('region', { name: 'Brightbowl news' });
    const pause = within(region).getByRole('checkbox', { name: 'Pause' });
    fireEvent.click(pause);
    expect((pause as HTMLInputElement).checked).toBe(true);
  });

  it('the §2 hide flags mark the ticker for the US, GB and CA sites', () => {
    const { container } = renderBlock('Ticker', { items: [{ text: 'One' }], hideUs: true, hideGb: false, hideCa: true });
    const root = container.querySelector('[data-ticker]') as HTMLElement;
    // CSS modules keep the local names in tests; the stylesheet hides each by <html lang>.
    expect(root.className).toMatch(/hideUs/);
    expect(root.className).not.toMatch(/hideGb/);
    expect(root.className).toMatch(/hideCa/);
  });

  it('a speed outside 5–60 s per segment is refused', () => {
    renderBlock('Ticker', { items: [{ text: 'One' }], secondsPerSegment: 1 });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Transitioning', () => {
  it('Fixed: the guide is a table of days with each food\'s share, summing to 100%', () => {
    const options = fixtureOptions('Transitioning', (o) => o.variant === 'Fixed');
    renderBlock('Transitioning', options);
    const table = screen.getByRole('table', { name: String(options.heading) });
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) {
      const [current, ours] = within(row).getAllByRole('cell').map((c) => Number.parseInt(c.textContent ?? '', 10));
      expect((current ?? 0) + (ours ?? 0)).toBe(100);
    }
    expect(rows).toHaveLength(SWITCHING_PLAN.stages.length);
  });

  it('Drawer: the guide sits in a closed disclosure opened by its labelled summary; the heading stays outside', () => {
    const options = fixtureOptions('Transitioning', (o) => o.variant === 'Drawer');
    const { container } = renderBlock('Transitioning', options);
    const details = container.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe(options.drawerLabel);
    expect(details.contains(screen.getByRole('heading', { level: 2 }))).toBe(false);
    fireEvent.click(details.querySelector('summary') as Element);
    expect(details.open).toBe(true);
  });

  it('with no steps given it shows the standard week: 25, 50, 75, 100% of our food', () => {
    renderBlock('Transitioning', { heading: 'Switch' });
    const ours = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(ours).toEqual(['25%', '50%', '75%', '100%']);
  });

  it('days and shares come from the switching plan, whatever steps old content still carries', () => {
    renderBlock('Transitioning', { heading: 'Switch', steps: [{ days: 'Days 1–3', newFoodPercent: 10 }] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(SWITCHING_PLAN.stages.map(stageDaysLabel));
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(SWITCHING_PLAN.stages.map((s) => `${sharePercent(s.current)}%`));
  });

  it('the Gentle pace is the plan held twice as long: the same shares over two weeks', () => {
    renderBlock('Transitioning', { heading: 'Switch', pace: 'Gentle' });
    const days = screen.getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').textContent);
    expect(days).toEqual(['Days 1–4', 'Days 5–8', 'Days 9–12', 'Days 13–14']);
  });

  it('a tip is shown beside the step it is given for', () => {
    renderBlock('Transitioning', { heading: 'Switch', notes: [{}, { note: 'Halfway there.' }] });
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getByRole('rowheader').textContent).toBe('Days 3–4Halfway there.');
  });
});

describe('Comparison Image Slider', () => {
  it('is a labelled slider starting at the editor\'s position, spoken as the share of each photo', () => {
    const options = fixtureOptions('Comparison Image Slider');
    renderBlock('Comparison Image Slider', options);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    const before = String(options.beforeLabel);
    const after = String(options.afterLabel);
    expect(slider.value).toBe(String(options.initialPosition));
    expect(slider.getAttribute('aria-label')).toBe(`${before} and ${after}: move the divider`);
    expect(slider.getAttribute('aria-valuetext')).toBe(`50% ${before}, 50% ${after}`);
    expect(screen.getByRole('img', { name: String(options.beforeAltText) })).toBeTruthy();
    expect(screen.getByRole('img', { name: String(options.afterAltText) })).toBeTruthy();
  });

  it('moving the slider moves the divider', () => {
    const { container } = renderBlock('Comparison Image Slider', fixtureOptions('Comparison Image Slider'));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '80' } });
    expect((container.querySelector('[data-comparison-slider]') as HTMLElement).style.getPropertyValue('--split')).toBe('80%');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toMatch(/^80% .*, 20% /);
  });

  it('a divider moved before the slider hydrated (keys or a drag on the plain range input) is where the divider stays once it has', () => {
    const props = comparisonImageSliderSchema.parse(fixtureOptions('Comparison Image Slider'));
    hydrateAfterUse(
      <ComparisonImageSlider {...props} />,
      (html) => {
        html.querySelector<HTMLInputElement>('input[type="range"]')!.value = '100';
      },
      (hydrated) => {
        expect(hydrated.querySelector<HTMLElement>('[data-comparison-slider]')!.style.getPropertyValue('--split')).toBe('100%');
        expect(hydrated.querySelector('input[type="range"]')!.getAttribute('aria-valuetext')).toMatch(/^100% .*, 0% /);
      },
    );
  });

  it('both photos need alt text: the comparison is the content', () => {
    renderBlock('Comparison Image Slider', { beforeImage: '/media/content/panel-dog.jpg', afterImage: '/media/content/panel-cat.jpg', afterAltText: 'After' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Icon Image Carousel', () => {
  it('§5 items per page are enforced by the schema: desktop 1–5, tablet 1–3, mobile 1–2', () => {
    const { schema } = registered('Icon Image Carousel');
    const base = { items: [{ image: '/media/content/panel-dog.jpg', heading: 'A' }] };
    for (const [key, viewport] of [['itemsPerPageDesktop', 'desktop'], ['itemsPerPageTablet', 'tablet'], ['itemsPerPageMobile', 'mobile']] as const) {
      const { min, max } = ICON_IMAGE_CAROUSEL_ITEMS[viewport];
      expect(schema.safeParse({ ...base, [key]: min }).success, `${key}=${min}`).toBe(true);
      expect(schema.safeParse({ ...base, [key]: max }).success, `${key}=${max}`).toBe(true);
      expect(schema.safeParse({ ...base, [key]: min - 1 }).success, `${key}=${min - 1}`).toBe(false);
      expect(schema.safeParse({ ...base, [key]: max + 1 }).success, `${key}=${max + 1}`).toBe(false);
    }
  });

  it('the editor inputs carry the same §5 bounds as the schema', () => {
    const inputs = registered('Icon Image Carousel').inputs;
    const bounds = (name: string) => inputs.find((i) => i.name === name);
    expect(bounds('itemsPerPageDesktop')).toMatchObject(ICON_IMAGE_CAROUSEL_ITEMS.desktop);
    expect(bounds('itemsPerPageTablet')).toMatchObject(ICON_IMAGE_CAROUSEL_ITEMS.tablet);
    expect(bounds('itemsPerPageMobile')).toMatchObject(ICON_IMAGE_CAROUSEL_ITEMS.mobile);
  });

  it('every slide is in the page, the track takes focus for arrow-key scrolling, and Previous starts disabled', () => {
    const options = fixtureOptions('Icon Image Carousel');
    const { container } = renderBlock('Icon Image Carousel', options);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength((options.items as unknown[]).length);
    const track = container.querySelector('ul') as HTMLElement;
    expect(track.tabIndex).toBe(0);
    expect(track.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Previous/ }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Next/ }).getAttribute('aria-controls')).toBe(track.id);
  });
});

describe('Announcement bar', () => {
  it('closing it hides it and remembers it in a cookie the server reads; the same announcement stays closed on the next visit', () => {
    const options = fixtureOptions('Announcement bar');
    const first = renderBlock('Announcement bar', options);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(document.cookie).toContain(`${DISMISSED_COOKIE}=${announcementId(String(options.text), String(options.url))}`);
    first.unmount();
    renderBlock('Announcement bar', options);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('a changed announcement shows again to a visitor who closed the old one', () => {
    const old = renderBlock('Announcement bar', { text: 'Old news' });
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    old.unmount();
    renderBlock('Announcement bar', { text: 'New news' });
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('New news');
  });

  it('a bar that is not dismissible has no close button', () => {
    renderBlock('Announcement bar', { text: 'Always here', dismissible: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Exit Modal', () => {
  const exit = () => act(() => void document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true })));
  const dialog = () => document.querySelector('dialog[data-exit-modal]') as HTMLDialogElement;

  it('opens when the pointer leaves through the top, and the §7 exit-modal view reaches the data layer', () => {
    const options = fixtureOptions('Exit Modal');
    renderBlock('Exit Modal', options);
    expect(dialog().open).toBe(false);
    exit();
    expect(dialog().open).toBe(true);
    expect(dataLayer()).toContainEqual({ event: 'exit_modal', action: 'view', label: options.heading });
  });

  it('opens once per session: the cookie it sets keeps it closed on the next exit', () => {
    const first = renderBlock('Exit Modal', fixtureOptions('Exit Modal'));
    exit();
    expect(dialog().open).toBe(true);
    expect(document.cookie).toContain(`${EXIT_MODAL_COOKIE}=1`);
    first.unmount();
    renderBlock('Exit Modal', fixtureOptions('Exit Modal'));
    exit();
    expect(dialog().open).toBe(false);
  });

  it('never opens while a form on the page is being filled in', () => {
    const host = document.createElement('form');
    host.innerHTML = '<input name="email" />';
    document.body.append(host);
    renderBlock('Exit Modal', fixtureOptions('Exit Modal'));
    fireEvent.input(host.querySelector('input') as HTMLInputElement, { target: { value: 'pat@' } });
    exit();
    expect(dialog().open).toBe(false);
    host.remove();
  });

  it('never opens on a page with the quiz', () => {
    const quiz = document.createElement('div');
    quiz.setAttribute('data-product-quiz', '');
    document.body.append(quiz);
    renderBlock('Exit Modal', fixtureOptions('Exit Modal'));
    exit();
    expect(dialog().open).toBe(false);
    quiz.remove();
  });

  it('focus is trapped: Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    const options = fixtureOptions('Exit Modal');
    renderBlock('Exit Modal', options);
    exit();
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    const dismiss = within(dialog()).getByRole('button', { name: String(options.dismissLabel) });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(dismiss);
  });

  it('closing reports the exit-modal close; a call to action reports a click with its label', () => {
    const options = fixtureOptions('Exit Modal');
    renderBlock('Exit Modal', options);
    exit();
    const [button] = options.buttons as { label: string }[];
    const link = within(dialog()).getByRole('link', { name: button?.label });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(dataLayer()).toContainEqual({ event: 'exit_modal', action: 'click', label: button?.label });
    fireEvent.click(within(dialog()).getByRole('button', { name: String(options.dismissLabel) }));
    expect(dialog().open).toBe(false);
    fireEvent(dialog(), new Event('close'));
    expect(dataLayer()).toContainEqual({ event: 'exit_modal', action: 'close', label: options.heading });
  });
});
