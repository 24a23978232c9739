// Issue 61's target rows: the analytic screens on the large data set at a real system's pace, read directly from the
// service (`--store none`) and from the history store once its first sync is done, side by side in one run. Per
// screen and mode the median of fresh pages: time to complete, and the requests and bytes the service was asked for.
// Standalone: `node --import tsx bench/screens-paced.ts [--runs N] [--only TEXT] [--dist DIR]` (--only measures the
// screens whose name contains TEXT; the app is built into a temporary folder unless --dist names a build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { ensureChromium, playwrightChromiumArgs } from '../e2e/support/chromium';
import { historyEndBefore } from '../src/mock/data/history-end';
import { COMPRESSED_LINE } from '../src/server/static-assets';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { historyStatusOf, startPacedLargeService, until, type PacedService } from './paced-service';
import { PACED_SCREENS, type PacedScreen } from './screens-paced/paced-screens';
import {
  MODES,
  figureRow,
  pacedScreensSection,
  summarise,
  type Mode,
  type Outcome,
  type ScreenFigure,
  type Visit,
} from './screens-paced/paced-table';
import { datasetFacts, type DatasetFacts } from './ui/dataset-facts';
import { measureOnce } from './ui/measure';
import { runStandalone } from './ui/standalone';

const RUNS = 3;
/** The store's sync passes this far apart once its first pass has read everything: no sync traffic in a visit. */
const PAUSED_SYNC_SECONDS = 3600;
/** The first sync of the large data set at this pace takes 2 to 3 minutes; something is wrong well before this. */
const FIRST_SYNC_TIMEOUT_MS = 15 * 60_000;
/** No request to the service for this long after a screen is complete: the visit's reads have ended. */
const QUIET_MS = 1000;
/** A page that reads on for longer than this is closed anyway; its reads are counted up to then. */
const SETTLE_TIMEOUT_MS = 60_000;

/** A dashboard server in backend mode in front of the proxy, once it has compressed its built files (a core's work). */
async function startDashboard(service: PacedService, distDir: string, store: string[]): Promise<ServerProcess> {
  const server = await startServerProcess(['--backend', service.proxy.url, '--dist-dir', distDir, ...store]);
  await until(
    async () => server.stdout(),
    (output) => output.includes(COMPRESSED_LINE),
    200,
  );
  return server;
}

async function waitForFirstSync(server: ServerProcess) {
  const deadline = AbortSignal.timeout(FIRST_SYNC_TIMEOUT_MS);
  return until(
    () => {
      if (deadline.aborted)
        throw new Error(`the store's first sync was not done within ${FIRST_SYNC_TIMEOUT_MS / 60_000} min`);
      // A server that stopped says why on its stderr, which a refused connection does not.
      return historyStatusOf(server).catch((error: unknown) => {
        throw new Error(`could not read the store's status (${(error as Error).message}):\n${server.stderr()}`);
      });
    },
    (status) => status.state === 'ready',
    2000,
  );
}

/**
 * Once a screen is complete, a visit's reads that are still going on belong to it too (a page may go on reading
 * what it does not show yet): its page stays open until the service has had no request for QUIET_MS.
 */
async function readsEnded(service: PacedService): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS && performance.now() < deadline) {
    await sleep(50);
    if (service.proxy.inFlight() > 0) quietSince = performance.now();
  }
}

/** One fresh page of the screen, with the service's requests and bytes from its navigation until its reads ended. */
async function visit(browser: Browser, service: PacedService, url: string, screen: PacedScreen, facts: DatasetFacts) {
  service.proxy.reset();
  const { ms } = await measureOnce(browser, url, screen, facts, { afterShown: () => readsEnded(service) });
  return { ms, ...service.proxy.counts() } satisfies Visit;
}

async function measureScreen(
  browser: Browser,
  service: PacedService,
  urls: Record<Mode, string>,
  screen: PacedScreen,
  facts: DatasetFacts,
  runs: number,
): Promise<ScreenFigure> {
  const visits: Record<Mode, Visit[]> = { direct: [], store: [] };
  const failures: Partial<Record<Mode, string>> = {};
  for (let round = 0; round < runs; round++) {
    // Each round starts with the other mode, so neither always follows the other's visit.
    for (const mode of round % 2 === 0 ? MODES : MODES.toReversed()) {
      if (failures[mode]) continue;
      try {
        visits[mode].push(await visit(browser, service, urls[mode], screen, facts));
      } catch (error) {
        failures[mode] = (error as Error).message.split('\n')[0]!;
      }
    }
  }
  const outcome = (mode: Mode): Outcome => (failures[mode] ? { failed: failures[mode] } : summarise(visits[mode]));
  const figure = { screen: screen.title, direct: outcome('direct'), store: outcome('store'), live: screen.live };
  console.info(`measured: ${screen.title}`, JSON.stringify({ ...visits, ...failures }));
  return figure;
}

export async function runScreensPaced(distDir = 'dist', runs = RUNS, only = ''): Promise<string> {
  const historyEnds = historyEndBefore(new Date());
  const starting = startPacedLargeService({ historyEnds });
  // Read from the same generator while the mock's process generates its copy: names and IDs match what it serves.
  const facts = datasetFacts('large', historyEnds);
  const service = await starting;
  const storeParent = mkdtempSync(join(tmpdir(), 'bench-screens-paced-'));
  const dashboards: ServerProcess[] = [];
  try {
    const syncStarted = performance.now();
    const store = await startDashboard(service, distDir, [
      '--store',
      join(storeParent, 'store'),
      '--sync-interval',
      String(PAUSED_SYNC_SECONDS),
    ]);
    dashboards.push(store);
    const direct = await startDashboard(service, distDir, ['--store', 'none']);
    dashboards.push(direct);
    const ready = await waitForFirstSync(store);
    const firstSyncSeconds = (performance.now() - syncStarted) / 1000;
    console.info(`first sync done after ${firstSyncSeconds.toFixed(0)} s`);

    const urls = { direct: new URL(direct.api).origin, store: new URL(store.api).origin };
    const executablePath = ensureChromium();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: playwrightChromiumArgs(),
    });
    const screens = PACED_SCREENS.filter((screen) => screen.title.includes(only));
    const figures: ScreenFigure[] = [];
    try {
      for (const screen of screens) {
        figures.push(await measureScreen(browser, service, urls, screen, facts, runs));
        console.info(figureRow(figures.at(-1)!));
      }
    } finally {
      await browser.close();
    }
    return pacedScreensSection(figures, {
      runs,
      runsKept: ready.runs?.kept ?? 0,
      firstSyncSeconds,
      quietSeconds: QUIET_MS / 1000,
      complete: screens.map(({ title, complete }) => ({ screen: title, complete })),
    });
  } finally {
    for (const dashboard of dashboards) await dashboard.stop();
    await service.close();
    rmSync(storeParent, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone('screens-paced', RUNS, runScreensPaced);
