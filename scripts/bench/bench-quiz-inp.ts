/**
 * `npm run bench:quiz-inp`: how responsive the quiz at /product-selector is on a phone. Starts the
 * production server itself (`next start` on a free port; builds first when there is no build),
 * opens the page in Chromium on a phone viewport with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), walks a dog through the default flow by taps and typing, and
 * reads the Event Timing entries: the slowest interaction is the page's INP for that walk. The same
 * taps and keystrokes on a trivial static page in the same browser and run give the baseline (what
 * the throttled browser costs with no app code). Target: slowest interaction <= 100 ms.
 * Figures are printed, never asserted.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { nextBin, run, startNext } from '../lib/processes.cjs';
import { chromium, devices, type Page } from '@playwright/test';

const ROOT = process.cwd();
const CPU_SLOWDOWN = 4;
const WALKS = 5;
const TARGET_MS = 100;
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The walk: per step, what to tap (input name and value) or type, then the button to press. */
const STEPS: readonly { readonly name: string; readonly values?: readonly string[]; readonly text?: string; readonly button: string }[] = [
  { name: 'type', values: ['dog'], button: 'Next' },
  { name: 'name', text: 'Rex', button: 'Next' },
  { name: 'size', values: ['medium-dog'], button: 'Next' },
  { name: 'age', values: ['adult'], button: 'Next' },
  { name: 'dietary_needs', values: ['skin-issues'], button: 'Next' },
  { name: 'love', values: ['chicken', 'beef'], button: 'Next' },
  { name: 'avoid', values: ['none'], button: 'Next' },
  { name: 'current', values: ['kibble'], button: 'Next' },
  { name: 'routine', values: ['easy-to-pour-bags'], button: 'See my matches' },
];

// Records every event entry that belongs to an interaction; runs before the page's own scripts.
const OBSERVER = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, label: window.__label });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** A page with the same controls and no app code: the baseline for the same taps and keystrokes. */
const TRIVIAL_PAGE = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>baseline</title></head><body><main>${STEPS.map(
  (step) =>
    `<fieldset><legend>${step.name}</legend>${
      step.text !== undefined
        ? `<label>Name <input name="${step.name}" type="text"></label>`
        : (step.values ?? []).map((v) => `<label><input type="checkbox" name="${step.name}" value="${v}"> ${v}</label>`).join('')
    }<button type="button" data-step="${step.name}">${step.button}</button></fieldset>`,
).join('')}</main></body></html>`;

type Interaction = { id: number; name: string; duration: number; startTime: number; processingStart: number; processingEnd: number; label?: string };

/**
 * Where an interaction's time went (Event Timing's three parts): waiting for the main thread (input
 * delay), the page's own handlers (processing), and rendering until the next frame (presentation).
 */
const breakdown = (e: Interaction): string =>
  `input delay ${(e.processingStart - e.startTime).toFixed(0)} + handlers ${(e.processingEnd - e.processingStart).toFixed(0)} + presentation ${(e.startTime + e.duration - e.processingEnd).toFixed(0)} ms`;

/** Labels the interactions that follow (the observer copies the current label onto each entry). */
const label = (page: Page, text: string) => page.evaluate((t) => ((window as unknown as { __label: string }).__label = t), text);

async function slowestInteraction(page: Page): Promise<{ slowest: number; count: number; where: string }> {
  // Event Timing reports an entry when the next frame is painted; give it that frame.
  await page.waitForTimeout(300);
  const entries = await page.evaluate(() => (window as unknown as { __interactions?: Interaction[] }).__interactions);
  if (entries === undefined) throw new Error(`the Event Timing observer did not run on ${page.url()}`);
  const byInteraction = new Map<number, number>();
  let where = '';
  let worst = 0;
  for (const e of entries) {
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    if (e.duration > worst) {
      worst = e.duration;
      where = `${e.label ?? '?'} (${e.name}: ${breakdown(e)})`;
    }
  }
  return { slowest: Math.max(0, ...byInteraction.values()), count: byInteraction.size, where };
}

async function walkQuiz(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/product-selector`);
  await page.locator('[data-product-quiz="interactive"]').waitFor();
  const heading = page.locator('[data-product-quiz] h2');
  for (const step of STEPS) {
    await label(page, `${step.name}: answer`);
    if (step.text !== undefined) {
      await page.locator(`input[name="${step.name}"]`).tap();
      await page.keyboard.type(step.text, { delay: 30 });
    }
    for (const value of step.values ?? []) await page.locator('label', { has: page.locator(`input[name="${step.name}"][value="${value}"]`) }).tap();
    await label(page, `${step.name}: ${step.button}`);
    const before = await heading.textContent();
    await page.getByRole('button', { name: step.button, exact: true }).tap();
    await page.waitForFunction((text) => document.querySelector('[data-product-quiz] h2')?.textContent !== text, before);
  }
  await page.locator('[data-quiz-result]').first().waitFor();
}

async function walkTrivial(page: Page): Promise<void> {
  // A real navigation, so the observer is installed the same way as on the quiz page.
  await page.goto(`data:text/html,${encodeURIComponent(TRIVIAL_PAGE)}`);
  for (const step of STEPS) {
    if (step.text !== undefined) {
      await page.locator(`input[name="${step.name}"]`).tap();
      await page.keyboard.type(step.text, { delay: 30 });
    }
    for (const value of step.values ?? []) await page.locator('label', { has: page.locator(`input[name="${step.name}"][value="${value}"]`) }).tap();
    await page.locator(`button[data-step="${step.name}"]`).tap();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('no production build in .next: running next build first');
    const code = await run(process.execPath, [nextBin, 'build']);
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  }
  const server = await startNext();
  // A benchmark tool, not app code: the same Chromium override the Playwright config reads.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const measure = async (walk: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      await page.addInitScript(OBSERVER);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await walk(page);
      const figures = await slowestInteraction(page);
      await context.close();
      return figures;
    };
    // One unmeasured walk warms the server's caches and the browser's code cache.
    await measure((page) => walkQuiz(page, server.origin));
    const quiz: number[] = [];
    const where: string[] = [];
    const trivial: number[] = [];
    let interactions = 0;
    for (let i = 0; i < WALKS; i += 1) {
      const q = await measure((page) => walkQuiz(page, server.origin));
      quiz.push(q.slowest);
      where.push(q.where);
      interactions = q.count;
      trivial.push((await measure(walkTrivial)).slowest);
    }
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`Quiz responsiveness: /product-selector on a ${devices['Pixel 7'].viewport.width}x${devices['Pixel 7'].viewport.height} phone viewport, CPU slowed ${CPU_SLOWDOWN}x, ${WALKS} walks of ${STEPS.length} steps (taps, typing, Next)`);
    console.log(`(Event Timing records interactions of 16 ms and more; ${interactions} such interactions in the last walk)\n`);
    console.log(`baseline, the same taps and keys on a trivial static page: slowest interaction median ${ms(median(trivial))} (walks: ${trivial.map(ms).join(', ')})`);
    console.log(`the quiz walk:                                            slowest interaction median ${ms(median(quiz))} (walks: ${quiz.map(ms).join(', ')})`);
    console.log(`slowest interaction of each walk: ${where.join('; ')}`);
    console.log(`\ntarget slowest interaction ≤ ${TARGET_MS} ms: ${median(quiz) <= TARGET_MS ? 'PASS' : 'MISS'} (median ${ms(median(quiz))})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
