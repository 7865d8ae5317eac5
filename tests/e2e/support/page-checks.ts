/**
 * Checks of a page as a visitor sees it, shared by the layout, visual and axe helpers: how far it
 * is wider than the screen, which text axe measured below WCAG AA (including what it could only
 * report as "incomplete"), and which images in view failed to load.
 */
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeResult = AxeResults['violations'][number];

/**
 * How far the document is wider than the viewport, with the elements that stick out on the right
 * and are not clipped on the way: the outermost of them, so a wide table inside its own scroller
 * is not named, and an absolutely positioned element that escapes a scroller (its containing block
 * lies outside it) is.
 */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // The scroller or clipping box an element is contained in, following containing blocks.
    const clipped = (el: Element): boolean => {
      for (let node: Element | null = el; node && node !== document.body; ) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed') return false;
        let block: Element | null = node.parentElement;
        if (position === 'absolute') while (block && block !== document.body && getComputedStyle(block).position === 'static') block = block.parentElement;
        if (!block || block === document.body) return false;
        if (getComputedStyle(block).overflowX !== 'visible') return true;
        node = block;
      }
      return false;
    };
    const sticksOut = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !clipped(el)) sticksOut.add(el);
    }
    const outermost = [...sticksOut]
      .filter((el) => !el.parentElement || !sticksOut.has(el.parentElement))
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth: root.scrollWidth, clientWidth: width, outermost };
  });
}

/** What axe's color-contrast check measured on one node (its `data`; absent when it could not measure). */
type ContrastData = { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string; messageKey?: string };

/**
 * Text below WCAG AA, from axe's results: every color-contrast violation, and every node axe left
 * "incomplete" whose measured ratio is still below the threshold it names. Axe files text whose
 * colour equals its background (ratio 1) as incomplete ("could not be determined"), so a reader of
 * `violations` alone passes unreadable text; a node it could not measure at all (text over an
 * image or a gradient: no ratio) stays unjudged.
 */
export function contrastFailures(results: Pick<AxeResults, 'violations' | 'incomplete'>): string[] {
  const describe = (node: AxeResult['nodes'][number], data: ContrastData | undefined) =>
    `${node.target.join(' ')}${data?.contrastRatio !== undefined ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio})` : ''}`;
  const failures: string[] = [];
  for (const rule of results.violations.filter((r) => r.id === 'color-contrast')) {
    for (const node of rule.nodes) failures.push(`color-contrast: ${describe(node, node.any[0]?.data as ContrastData | undefined)}`);
  }
  for (const rule of results.incomplete.filter((r) => r.id === 'color-contrast')) {
    for (const node of rule.nodes) {
      const data = node.any.find((c) => c.id === 'color-contrast')?.data as ContrastData | undefined;
      const needs = Number.parseFloat(data?.expectedContrastRatio ?? '');
      if (data?.contrastRatio !== undefined && data.contrastRatio > 0 && Number.isFinite(needs) && data.contrastRatio < needs) {
        failures.push(`color-contrast (axe: incomplete, ${data.messageKey ?? 'unconfirmed'}): ${describe(node, data)}`);
      }
    }
  }
  return failures;
}

/**
 * Scrolls the page from top to bottom a screen at a time, as a visitor reading it would, noting
 * the images in view at each stop (lazy ones start loading as they come near, and go on loading
 * once scrolled past), then waits for all of them together, each up to the timeout; returns the
 * ones that are broken or have no size. Waiting once at the end, not at every stop, keeps a long
 * page on a busy machine within the test's time: the wait is the slowest image's, not the sum of
 * every screen's. An image outside the viewport sideways (a carousel's later slides) or not
 * rendered is not in view. Ends back at the top.
 */
export function brokenImagesInView(page: Page, perImageTimeoutMs = 8_000): Promise<string[]> {
  return page.evaluate(async (timeoutMs) => {
    const broken = new Set<string>();
    const seen = new Set<HTMLImageElement>();
    const settle = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => resolve();
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
            setTimeout(done, timeoutMs);
          });
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const inView = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && img.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    };
    const stops = () => Math.max(0, document.documentElement.scrollHeight - innerHeight);
    const noted: HTMLImageElement[] = [];
    for (let y = 0; ; y += innerHeight) {
      window.scrollTo({ top: Math.min(y, stops()), behavior: 'instant' });
      await frame();
      for (const img of document.images) {
        if (seen.has(img) || !inView(img)) continue;
        seen.add(img);
        // A visitor stopping here would have it load: make sure it starts before the page moves on.
        if (img.loading === 'lazy') img.loading = 'eager';
        noted.push(img);
      }
      if (y >= stops()) break;
    }
    await Promise.all(noted.map(settle));
    for (const img of noted) {
      if (!img.complete || img.naturalWidth === 0) broken.add(`${img.currentSrc || img.src || '(no src)'}${img.alt ? ` "${img.alt}"` : ''}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    return [...broken];
  }, perImageTimeoutMs);
}

/** A string only @builder.io/react's chunk contains (its CDN host, for the tracking pixel and drafts). */
export const SDK_SIGNATURE = 'cdn.builder.io';

/** The bodies of the scripts a page loads, recorded from the call on (call it before the navigation). */
export function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}
