// Issue 70's table: every screen on the large data set after the store's first sync, the build before its work
// (3ec31fe) and today's side by side, alternating visit by visit in one run, median of fresh pages. Two settings,
// each with a pair of servers of its own: at a real system's pace (the pacing proxy in front of the service,
// counting what each visit asked of it) and on localhost (the mock directly).
// Standalone: `node --import tsx bench/screens-paced.ts [--runs N] [--only TEXT] [--settings paced,localhost]
// [--dist DIR] [--before COMMIT | --before-dir DIR --before-dist DIR]`. --only measures the screens whose name
// contains TEXT. Today's app is built into a temporary folder unless --dist names a build; the before build is
// checked out into a temporary worktree and built there unless --before-dir and --before-dist name one.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { ensureChromium, playwrightChromiumArgs } from '../e2e/support/chromium';
import { historyEndBefore } from '../src/mock/data/history-end';
import { startPacedLargeService, type PacedService } from './paced-service';
import {
  BEFORE_COMMIT,
  checkOutBuild,
  commitOf,
  firstSyncDone,
  startDashboard,
  type BuildSource,
  type Dashboard,
} from './screens-paced/builds';
import { BUILDS, type Build, type ScreenFigure } from './screens-paced/figures';
import { folderOfSize } from './screens-paced/folder-facts';
import { pacedRow } from './screens-paced/paced-table';
import { screensOf, type Screen, type ScreenFacts } from './screens-paced/screens';
import { screensSection, type SettingResult } from './screens-paced/section';
import { QUIET_MS, measureScreen } from './screens-paced/visits';
import { localRows } from './screens-paced/local-table';
import { datasetFacts } from './ui/dataset-facts';

const RUNS = 3;
export const SETTINGS = ['paced', 'localhost'] as const;
export type Setting = (typeof SETTINGS)[number];

export interface ScreensOptions {
  /** Today's built app. */
  distDir: string;
  runs: number;
  only: string;
  settings: readonly Setting[];
  /** The commit before issue 70's work, checked out and built for this run unless `before` names its build. */
  beforeCommit: string;
  before?: BuildSource | undefined;
}

interface Measuring {
  browser: Browser;
  service: PacedService;
  sources: Record<Build, BuildSource>;
  screens: Screen[];
  facts: ScreenFacts;
  runs: number;
}

/**
 * One setting: a server per build in front of the service (paced: through the proxy; localhost: the mock's own
 * port), both first syncs at once, then every screen. The servers and their stores are gone afterwards.
 */
async function measureSetting(setting: Setting, measuring: Measuring): Promise<SettingResult & { runsKept: number }> {
  const { browser, service, sources, screens, facts, runs } = measuring;
  const paced = setting === 'paced';
  const backend = paced ? service.proxy.url : new URL(service.mock.api).origin;
  const storeParent = mkdtempSync(join(tmpdir(), `bench-screens-${setting}-`));
  const dashboards: Dashboard[] = [];
  try {
    const started = performance.now();
    for (const build of BUILDS)
      dashboards.push(await startDashboard(build, sources[build], backend, join(storeParent, build)));
    const synced = await Promise.all(
      dashboards.map(async ({ server }) => ({
        runsKept: await firstSyncDone(server),
        seconds: (performance.now() - started) / 1000,
      })),
    );
    console.info(
      `${setting}: first syncs done after ${synced.map(({ seconds }) => seconds.toFixed(0)).join(' and ')} s`,
    );
    const origins = Object.fromEntries(dashboards.map(({ build, origin }) => [build, origin])) as Record<Build, string>;
    const figures: ScreenFigure[] = [];
    const loads: number[] = [];
    for (const screen of screens) {
      loads.push(loadavg()[0]!);
      figures.push(await measureScreen(browser, origins, screen, facts, runs, paced ? service.proxy : undefined));
      console.info(paced ? pacedRow(figures.at(-1)!) : localRows(figures.at(-1)!).join('\n'));
    }
    loads.push(loadavg()[0]!);
    return {
      syncSeconds: { before: synced[0]!.seconds, now: synced[1]!.seconds },
      loads,
      cores: cpus().length,
      figures,
      runsKept: synced[1]!.runsKept,
    };
  } finally {
    for (const { server } of dashboards) await server.stop();
    rmSync(storeParent, { recursive: true, force: true });
  }
}

export async function runScreensPaced(options: Partial<ScreensOptions> = {}): Promise<string> {
  const { distDir = 'dist', runs = RUNS, only = '', settings = SETTINGS, beforeCommit = BEFORE_COMMIT } = options;
  const historyEnds = historyEndBefore(new Date());
  const starting = startPacedLargeService({ historyEnds });
  // Read from the same generator while the mock's process generates its copy: names and IDs match what it serves.
  const facts: ScreenFacts = { ...datasetFacts('large', historyEnds), sized: folderOfSize('large', historyEnds) };
  const checkedOut = options.before ? undefined : checkOutBuild(beforeCommit);
  const sources = { before: options.before ?? checkedOut!.source, now: { commit: commitOf(), distDir } };
  const service = await starting;
  const executablePath = ensureChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: playwrightChromiumArgs(),
  });
  try {
    const screens = screensOf(facts).filter((screen) => screen.title.includes(only));
    const measuring = { browser, service, sources, screens, facts, runs };
    const results: Partial<Record<Setting, SettingResult & { runsKept: number }>> = {};
    for (const setting of settings) results[setting] = await measureSetting(setting, measuring);
    return screensSection({
      runs,
      commits: { before: sources.before.commit, now: sources.now.commit },
      runsKept: (results.paced ?? results.localhost)?.runsKept ?? 0,
      quietSeconds: QUIET_MS / 1000,
      complete: screens.map(({ title, complete }) => ({ screen: title, complete })),
      paced: results.paced,
      local: results.localhost,
    });
  } finally {
    await browser.close();
    await service.close();
    checkedOut?.remove();
  }
}

async function runCli() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(RUNS) },
      only: { type: 'string', default: '' },
      settings: { type: 'string', default: SETTINGS.join(',') },
      dist: { type: 'string' },
      before: { type: 'string', default: BEFORE_COMMIT },
      'before-dir': { type: 'string' },
      'before-dist': { type: 'string' },
    },
  });
  const settings = values.settings.split(',') as Setting[];
  const unknown = settings.filter((setting) => !SETTINGS.includes(setting));
  if (unknown.length > 0) throw new Error(`--settings takes ${SETTINGS.join(', ')}, not ${unknown.join(', ')}`);
  if (Boolean(values['before-dir']) !== Boolean(values['before-dist']))
    throw new Error('--before-dir and --before-dist go together: a checkout and its build');
  const beforeDir = values['before-dir'];
  const before = beforeDir
    ? { commit: commitOf(beforeDir), cwd: beforeDir, distDir: values['before-dist']! }
    : undefined;
  const distDir = values.dist ?? mkdtempSync(join(tmpdir(), 'bench-screens-dist-'));
  try {
    if (!values.dist)
      execSync(`npx vite build --configLoader runner --outDir ${distDir} --emptyOutDir`, { stdio: 'ignore' });
    const runs = Number(values.runs);
    console.info(
      await runScreensPaced({ distDir, runs, only: values.only, settings, beforeCommit: values.before, before }),
    );
  } finally {
    if (!values.dist) rmSync(distDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli();
