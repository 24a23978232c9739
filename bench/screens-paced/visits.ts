// Visits of a screen on both builds, alternating visit by visit: each a fresh page timed by the UI bench's probe
// (measure.ts) from navigation start until the screen is complete, and until its first rows where it has them.
// Behind the pacing proxy a visit also counts what reached the service, from its navigation until its reads ended.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { measureOnce } from '../ui/measure';
import type { PageCheck } from '../ui/page-probe';
import type { PacingProxy } from '../pacing-proxy';
import { BUILDS, summarise, type Build, type Outcome, type ScreenFigure, type Visit } from './figures';
import type { Screen, ScreenFacts } from './screens';

declare global {
  interface Window {
    /** performance.now() of the first frame showing the screen's first rows (firstRowsScript). */
    benchFirstRowsAt?: number;
  }
}

/** No request for this long after a screen is complete: the visit's reads have ended. */
export const QUIET_MS = 1000;
/** A page that reads on for longer than this is closed anyway; its reads are counted up to then. */
const SETTLE_TIMEOUT_MS = 60_000;

/** Waits until `inFlight()` has been 0 for QUIET_MS (or SETTLE_TIMEOUT_MS has passed). */
async function quiet(inFlight: () => number): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS && performance.now() < deadline) {
    await sleep(50);
    if (inFlight() > 0) quietSince = performance.now();
  }
}

/** The page's own requests not yet answered: the quiet period where no proxy sees the service (localhost). */
function pageRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * A second watcher beside the probe's, from the new document's start: the first frame showing `check`. Init
 * scripts run in no set order, so it waits for the probe. performance.now() counts from navigation start, as the
 * probe's own clock does for a page opened by its address.
 */
const firstRowsScript = (check: PageCheck) => `(() => {
  const frame = () => {
    if (window.uiBenchProbe?.holds(${JSON.stringify(check)})) window.benchFirstRowsAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * One fresh page of the screen. Once it is complete, its page stays open until its reads have ended (a page may
 * go on reading what it does not show yet): they belong to the visit, and must not run into the next one.
 */
async function visit(browser: Browser, origin: string, screen: Screen, facts: ScreenFacts, proxy?: PacingProxy) {
  let page: Page | undefined;
  let pageInFlight: (() => number) | undefined;
  const timed = {
    ...screen,
    prepare: async (opened: Page) => {
      page = opened;
      pageInFlight = pageRequests(opened);
      if (screen.firstRows) await opened.addInitScript({ content: firstRowsScript(screen.firstRows) });
    },
  };
  let firstRowsMs: number | undefined;
  proxy?.reset();
  const { ms } = await measureOnce(browser, origin, timed, facts, {
    afterShown: async () => {
      await quiet(proxy ? () => proxy.inFlight() : () => pageInFlight?.() ?? 0);
      if (screen.firstRows) firstRowsMs = await page!.evaluate(() => window.benchFirstRowsAt);
    },
  });
  const service = proxy && { ...proxy.counts(), byShape: Object.fromEntries(proxy.byShape()) };
  return { ms, firstRowsMs, service } satisfies Visit;
}

/**
 * `runs` visits of the screen per build, alternating; each round starts with the other build, so neither always
 * follows the other's visit. A build whose visit fails is not visited again (its outcome says why).
 */
export async function measureScreen(
  browser: Browser,
  origins: Record<Build, string>,
  screen: Screen,
  facts: ScreenFacts,
  runs: number,
  proxy?: PacingProxy,
): Promise<ScreenFigure> {
  const visits: Record<Build, Visit[]> = { before: [], now: [] };
  const failures: Partial<Record<Build, string>> = {};
  for (let round = 0; round < runs; round++) {
    for (const build of round % 2 === 0 ? BUILDS : BUILDS.toReversed()) {
      if (failures[build] || (build === 'before' && screen.added)) continue;
      try {
        visits[build].push(await visit(browser, origins[build], screen, facts, proxy));
      } catch (error) {
        failures[build] = (error as Error).message.split('\n')[0]!;
      }
    }
  }
  const outcome = (build: Build): Outcome =>
    build === 'before' && screen.added
      ? { absent: true }
      : failures[build]
        ? { failed: failures[build] }
        : summarise(visits[build]);
  console.info(`measured: ${screen.title}`, JSON.stringify({ visits, failures }));
  return {
    screen: screen.title,
    before: outcome('before'),
    now: outcome('now'),
    firstRows: screen.firstRows !== undefined,
    localTarget: screen.localTarget,
  };
}
