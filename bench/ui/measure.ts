// One timed interaction on a fresh browser context: prepare untimed, wait until the page is idle, arm the
// clock, act, and read the time to the expected result plus the long tasks around it. The page times
// itself (input event to first frame showing the result), so the automation's round trips add nothing.
import type { Browser, Page } from '@playwright/test';
import type { DatasetFacts } from './dataset-facts';
import type { Interaction } from './interactions';
import { installProbe, type PageCheck } from './page-probe';
import { rendererMemoryMb } from './renderer-memory';

export interface Sample {
  ms: number;
  longTasks: number;
  longestTaskMs: number;
  /** The renderer's private memory once the result has shown (and the tail passed); undefined off Linux. */
  memoryMb?: number | undefined;
}

/** Long tasks are counted from the input until this long after the result shows (work the user still waits on). */
export const TAIL_MS = 500;
const IDLE_MS = 500;
const RESULT_TIMEOUT_MS = 120_000;
const VIEWPORT = { width: 1440, height: 900 };

// tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(...)`; the page has no such
// helper, so the probe gets a no-op one. A navigation is watched from the new document's first script.
const probeScript = (watch?: PageCheck) =>
  `globalThis.__name = (target) => target; (${installProbe.toString()})();${watch ? ` window.uiBenchProbe.watch(${JSON.stringify(watch)});` : ''}`;

/** Polls with plain evaluations, so Playwright's own page helpers are not injected (a long task) mid-measurement. */
async function shownAt(page: Page): Promise<number> {
  const deadline = Date.now() + RESULT_TIMEOUT_MS;
  for (;;) {
    const at = await page.evaluate(() => window.uiBenchProbe.shownAt).catch(() => undefined);
    if (at !== undefined) return at;
    if (Date.now() > deadline) throw new Error(`the expected result did not show within ${RESULT_TIMEOUT_MS / 1000} s`);
    await page.waitForTimeout(50);
  }
}

export interface MeasureOptions {
  /** Waits once the result has shown, before the tail and the page's close: for a bench that lets its reads end. */
  afterShown?: () => Promise<void>;
}

export async function measureOnce(
  browser: Browser,
  baseURL: string,
  interaction: Interaction,
  facts: DatasetFacts,
  { afterShown }: MeasureOptions = {},
): Promise<Sample> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  try {
    const check = interaction.result(facts);
    await context.addInitScript({ content: probeScript(interaction.navigates ? check : undefined) });
    const page = await context.newPage();
    await interaction.prepare(page, facts);
    if (!interaction.navigates) {
      if (!interaction.whileBusy) {
        await page.waitForLoadState('networkidle');
        await page.waitForFunction((ms) => window.uiBenchProbe.quietFor(ms), IDLE_MS, {
          polling: 'raf',
          timeout: 60_000,
        });
      }
      await page.evaluate((wanted) => {
        window.uiBenchProbe.arm();
        window.uiBenchProbe.watch(wanted);
      }, check);
    }
    await interaction.act(page, facts);
    const end = await shownAt(page);
    await afterShown?.();
    await page.waitForTimeout(TAIL_MS);
    const memoryMb = await rendererMemoryMb(browser);
    const timing = await page.evaluate(
      ({ shown, tail }) => {
        const { t0, longTasks } = window.uiBenchProbe;
        if (t0 === undefined) throw new Error('the action reached the page without a click, key or input event');
        const during = longTasks.filter((task) => task.start + task.duration > t0 && task.start < shown + tail);
        return {
          ms: shown - t0,
          longTasks: during.length,
          longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
        };
      },
      { shown: end, tail: TAIL_MS },
    );
    return { ...timing, memoryMb };
  } finally {
    await context.close();
  }
}
