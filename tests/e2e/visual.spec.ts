import type { Page } from '@playwright/test';
import { EDITOR_BACKGROUND_COLORS } from '@/config/constants';
import { THEMES } from '@/config/themes';
import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { themeOrigin, visitorPages } from '../support/visitor-pages';
import { axeOf, axeProblems, expect, test } from './support/fixtures';
import { brokenImagesInView, contrastFailures, horizontalOverflow } from './support/page-checks';

/**
 * Every page a visitor can reach (tests/support/visitor-pages.ts derives the list from the page
 * fixtures and the app's routes), on a phone and a laptop, looked at as a visitor would: all text
 * readable (WCAG AA) at rest, under the pointer and with keyboard focus; the page no wider than
 * the screen; every image in view loaded. On the laptop also the page as a whole: one visible h1,
 * its landmarks, its language, and a full axe run. One load per page, theme and width does every
 * check; other specs check what only their flows reach.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Installs `window.visualContrast(selector)`: the text of a control (its own and its descendants'
 * visible text) whose colour against the background behind it is below WCAG AA, in the control's
 * current state. The background is the first opaque colour up the ancestors, with translucent ones
 * composited over it; text over an image or gradient is left out, as axe leaves it unmeasured.
 * Transitions are finished first, so a state is read at its final colours. The full axe run at
 * rest covers the rest of the page; this is the cheap reading repeated per state.
 */
function installContrastReader(page: Page): Promise<void> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba | null => {
      // color-mix() and relative colours compute to color(srgb r g b / a), in 0–1.
      const srgb = css.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
      const m = css.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+%?))?\)/);
      if (!m) return null;
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number.parseFloat(m[4]) / 100 : Number(m[4]);
      return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The solid colour behind an element, or null when an image or gradient is part of it. */
    const background = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = parse(style.backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const hex = (c: Rgba) => `#${c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
    (window as unknown as { visualContrast: (selector: string) => string[] }).visualContrast = (selector) => {
      const control = document.querySelector(selector);
      if (!control) return [];
      // Reading a style starts any transition the new state triggers, so it can be finished at once.
      void getComputedStyle(control).color;
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const failures: string[] = [];
      for (const el of [control, ...control.querySelectorAll('*')]) {
        const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        const box = el.getBoundingClientRect();
        // Visually hidden text (a 1 px clipped span completing a link's name) is not seen.
        if (!hasText || box.width <= 1 || box.height <= 1 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const style = getComputedStyle(el);
        const bg = background(el);
        const fg = parse(style.color);
        if (!bg || !fg) continue;
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needs = large ? 3 : 4.5;
        const measured = ratio(over(fg, bg), bg);
        if (measured < needs) {
          const text = (el.textContent ?? '').trim().slice(0, 30);
          failures.push(`"${text}" ${hex(over(fg, bg))} on ${hex(bg)}: ${measured.toFixed(2)}:1, needs ${needs}:1`);
        }
      }
      return failures;
    };
  });
}

/**
 * Marks each visible control of a distinct look with data-visual-sample and returns how many.
 * Distinct look: tag, classes, colours, border, font and the colour behind it, so every button and
 * link style on the page (a card's call to action on each section background, the header's links,
 * the footer's) is sampled once, and sixty identical product cards cost one.
 */
function markDistinctControls(page: Page, scope: string): Promise<number> {
  return page.evaluate((within) => {
    // The colour behind an element: the first ancestor with a background of its own.
    const backdrop = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return `image ${style.backgroundImage.slice(0, 40)}`;
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') return style.backgroundColor;
      }
      return 'canvas';
    };
    const seen = new Set<string>();
    let count = 0;
    const controls = 'a[href], button, [role="button"], summary, input[type="submit"], input[type="button"]';
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (!el.closest(within)) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Off the page (a skip link parked above it until focused, a slide beside the screen) is not in view.
      if (box.width === 0 || box.height === 0 || box.left >= innerWidth || box.right <= 0 || box.bottom + scrollY <= 0) continue;
      // A control with no text of its own (an icon) has no text contrast to read.
      if ((el.innerText || (el as HTMLInputElement).value || '').trim() === '') continue;
      const style = getComputedStyle(el);
      const look = [el.tagName, el.className, style.color, style.backgroundColor, style.backgroundImage, style.borderColor, style.fontSize, style.fontWeight, backdrop(el.parentElement)].join('|');
      if (seen.has(look)) continue;
      seen.add(look);
      el.dataset.visualSample = String(count);
      count += 1;
    }
    return count;
  }, scope);
}

/**
 * Text of the distinct controls that drops below AA with keyboard focus on them and with the pointer over them.
 * Focus is set and read for every control in one evaluation, and each hover costs two round trips
 * (the pointer's move, then one reading that also finds where the next control is): a round trip
 * per control and state was most of a page's time on a busy machine.
 */
async function interactiveStateFailures(page: Page, scope: string, withPointer: boolean): Promise<string[]> {
  await installContrastReader(page);
  const count = await markDistinctControls(page, scope);
  // Keyboard focus: a key press first, so programmatic focus matches :focus-visible as after Tab.
  await page.keyboard.press('Shift');
  const failures = await page.evaluate(async (n) => {
    const read = (window as unknown as { visualContrast: (s: string) => string[] }).visualContrast;
    // What focusing sets off (a handler's re-render, a stand-in swapped for its form) is drawn
    // before the reading: a frame, then a task, as when each step was a round trip of its own.
    const settled = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const found: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const selector = `[data-visual-sample="${i}"]`;
      // A control an earlier one replaced (a stand-in swapped for its form) has left the page.
      const el = document.querySelector<HTMLElement>(selector);
      el?.focus();
      if (el === null || document.activeElement !== el) continue;
      await settled();
      for (const failure of read(selector)) found.push(`focus: ${selector} ${failure}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found;
  }, count);
  if (!withPointer) return failures;
  type Step = { failures: string[]; next: { x: number; y: number } | null };
  // Reads the hovered control (if any), then scrolls the next one into view and returns its centre,
  // if the pointer reaches it there (not under the fixed header).
  const step = (hovered: string | null, next: string | null) =>
    page.evaluate(
      ([readSel, nextSel]): Step => {
        const found = readSel === null ? [] : (window as unknown as { visualContrast: (s: string) => string[] }).visualContrast(readSel);
        const el = nextSel === null ? null : document.querySelector(nextSel);
        if (!el) return { failures: found, next: null };
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { failures: found, next: hit && (el.contains(hit) || hit.contains(el)) ? { x, y } : null };
      },
      [hovered, next] as const,
    );
  const sample = (i: number) => (i < count ? `[data-visual-sample="${i}"]` : null);
  let { next: point } = await step(null, sample(0));
  for (let i = 0; i < count; i += 1) {
    const selector = `[data-visual-sample="${i}"]`;
    let hovered: string | null = null;
    if (point) {
      await page.mouse.move(point.x, point.y);
      hovered = selector;
    }
    if (hovered === null && i + 1 >= count) break;
    const result = await step(hovered, sample(i + 1));
    for (const failure of result.failures) failures.push(`hover: ${selector} ${failure}`);
    point = result.next;
  }
  return failures;
}

/**
 * The problems with repeats folded: the same failure on each of 60 product cards reads as one line
 * with its count, named by the last step of its selector.
 */
function grouped(problems: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const key = problem.replace(/[^ ]+( > [^ ]+)+ /g, (selector) => `… ${selector.trim().split(' > ').pop() ?? ''} `);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => (n > 1 ? `${key} ×${n}` : key));
}

/**
 * What a page's outline and frame lack: exactly one visible h1, the header, main and footer
 * landmarks visible, and the document's language that of its locale (en-US, en-CA, en-GB).
 */
async function pageStructureProblems(page: Page, locale: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const visible = (el: Element | undefined) => el !== undefined && el.checkVisibility();
    // A header or footer is the page's banner or contentinfo only outside sectioning content.
    const landmark = (tag: string, role: string) =>
      [...document.querySelectorAll(`${tag}, [role="${role}"]`)].find((el) => el.getAttribute('role') === role || el.parentElement?.closest('article, aside, main, nav, section') === null);
    return {
      h1: [...document.querySelectorAll('h1')].map((h) => visible(h)),
      banner: visible(landmark('header', 'banner')),
      main: visible(document.querySelector('main, [role="main"]') ?? undefined),
      contentinfo: visible(landmark('footer', 'contentinfo')),
      lang: document.documentElement.lang,
    };
  });
  const problems: string[] = [];
  if (found.h1.length !== 1 || !found.h1[0]) problems.push(`outline: ${found.h1.length} h1 element(s), ${found.h1.filter(Boolean).length} visible; a page has exactly one, visible`);
  for (const landmark of ['banner', 'main', 'contentinfo'] as const) if (!found[landmark]) problems.push(`landmark: no visible ${landmark}`);
  const lang = `en-${locale.slice(3).toUpperCase()}`;
  if (found.lang !== lang) problems.push(`language: <html lang="${found.lang}">, expected "${lang}"`);
  return problems;
}

/** The buy buttons an editor can give a product card (fixtures/content/page/test-card-backgrounds.json has one block per background and button). */
const BUY_BUTTONS = ['Where to buy link', 'Shop now button'] as const;

// First in the file: the two longest tests start at once instead of trailing the run on one worker.
test.describe('the product card on every editor background', () => {
  test.use({ viewport: SIZES[1], reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`${theme}: the card's text and its call to action clear AA on each of the ${EDITOR_BACKGROUND_COLORS.length} editor backgrounds, at rest, hovered and focused`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Twenty-four cards, each read in three states.
      test.setTimeout(90_000);
      const origin = themeOrigin(baseURL ?? 'http://localhost:3100', theme);
      await context.addCookies([{ name: ATTRIBUTES_COOKIE, value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })), url: origin }]);
      const response = await page.goto(`${origin}/test/card-backgrounds`);
      expect(response?.status()).toBe(200);
      await installContrastReader(page);
      const problems: string[] = [];
      // Keyboard modality first, so the in-page focus below matches :focus-visible as after Tab.
      await page.keyboard.press('Shift');
      for (const background of EDITOR_BACKGROUND_COLORS) {
        for (const button of BUY_BUTTONS) {
          const name = `${background}: ${button}`;
          const card = page.getByRole('region', { name, exact: true }).locator('article');
          const action = card.getByRole(button === 'Shop now button' ? 'button' : 'link', { name: button === 'Shop now button' ? /^Shop now/ : /^Where to buy/ });
          await expect(action).toBeVisible();
          const [atRest, focused] = await action.evaluate((el) => {
            const read = (window as unknown as { visualContrast: (s: string) => string[] }).visualContrast;
            const article = el.closest('article');
            article?.setAttribute('data-card-under-test', '');
            el.setAttribute('data-action-under-test', '');
            const rest = read('[data-card-under-test]');
            (el as HTMLElement).focus();
            const focus = read('[data-action-under-test]');
            (el as HTMLElement).blur();
            article?.removeAttribute('data-card-under-test');
            return [rest, focus];
          });
          for (const failure of atRest) problems.push(`${name}, at rest: ${failure}`);
          for (const failure of focused) problems.push(`${name}, focused: ${failure}`);
          await action.hover();
          // One round trip reads the hovered state and clears the mark.
          const hovered = await action.evaluate((el) => {
            const found = (window as unknown as { visualContrast: (s: string) => string[] }).visualContrast('[data-action-under-test]');
            el.removeAttribute('data-action-under-test');
            return found;
          });
          for (const failure of hovered) problems.push(`${name}, hovered: ${failure}`);
        }
      }
      // axe's own reading of the whole page at rest, same-colour text included.
      problems.push(...contrastFailures(await axeOf(page).withRules(['color-contrast']).analyze()));
      expect(problems).toEqual([]);
    });
  }
});

const PAGES = visitorPages();

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    // Reduced motion ends transitions at once (globals.css), so a hover or focus state is measured
    // at its final colours instead of mid-fade.
    test.use({ viewport: size, reducedMotion: 'reduce' });

    for (const target of PAGES) {
      test(`${target.theme} ${target.url} (${target.source}): text readable at rest, hovered and focused; no wider than the screen; every image loads${size.width >= 1024 ? '; nothing left loading; one h1, its landmarks and language; axe clean' : ''}`, async ({
        page,
        baseURL,
      }) => {
        // A page's first visit in the suite makes the image optimizer convert each of its pictures
        // for the first time, while the other worker renders too: on two cores a picture-heavy page
        // has taken 40 s end to end. The default budget is for a page whose assets are warm.
        test.setTimeout(90_000);
        const response = await page.goto(`${themeOrigin(baseURL ?? 'http://localhost:3100', target.theme)}${target.url}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', target.theme);
        await page.evaluate(() => document.fonts.ready);
        const problems: string[] = [];

        // Scrolling through first: lazy images load, and the page has hydrated by the time it ends.
        for (const image of await brokenImagesInView(page)) problems.push(`broken image: ${image}`);

        const overflow = await horizontalOverflow(page);
        if (overflow.scrollWidth > overflow.clientWidth) {
          problems.push(`wider than the screen: ${overflow.scrollWidth} px on ${overflow.clientWidth} px (${overflow.outermost.join(', ')})`);
        }

        // The header and footer are the same shell on every page of a theme and locale: the home
        // pages check them with everything else, the other pages check their own content.
        const scope = target.path === '/' ? 'body' : '#main-content';
        const laptop = size.width >= 1024;
        if (laptop) {
          // Loading states give way to what they load (a listing fills, a map's stores arrive).
          await expect(page.getByText(/^\s*Loading\b/i).filter({ visible: true })).toHaveCount(0);
          // The page as a whole, once per page: its outline and landmarks, its language, and every
          // WCAG rule axe knows (contrast at rest among them) over the whole page.
          problems.push(...(await pageStructureProblems(page, target.locale)), ...(await axeProblems(page)));
        } else {
          const atRest = await axeOf(page).include(scope).withRules(['color-contrast']).analyze();
          problems.push(...contrastFailures(atRest));
        }
        // A phone has no pointer to hover with: hover is read on the laptop, focus on both.
        problems.push(...(await interactiveStateFailures(page, scope, laptop)));

        expect(grouped(problems)).toEqual([]);
      });
    }
  });
}
