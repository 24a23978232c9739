// Lighthouse on every screen of the production build (default data set), mobile and desktop presets, with
// this machine's Chromium: the median of each category over a few runs, and what keeps a score under 100.
// Standalone: `node --import tsx bench/lighthouse.ts [--runs N] [--only TEXT] [--dist DIR]` (builds into a
// temporary folder unless --dist names a built app; --only measures the screens whose name contains TEXT).
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, disableFeatures, ensureChromium } from '../e2e/support/chromium';
import { paths } from '../src/routes/paths';
import { datasetFacts, type DatasetFacts } from './ui/dataset-facts';
import { startServer } from './ui/serve';
import { historyEndBefore } from '../src/mock/data/history-end';
import { runStandalone } from './ui/standalone';
import { median } from './median';

const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const RUNS = 3;
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 5343);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
/** The issue's targets: performance 95 on mobile and 100 on desktop, every other category 100. */
const TARGETS: Record<Preset, Record<Category, number>> = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** Every screen, one line each: its name and where it is on the default data set. */
export const SCREENS: { name: string; href: (facts: DatasetFacts) => string }[] = [
  { name: 'overview', href: () => paths.overview.href() },
  { name: 'explorer', href: () => paths.explorer.href() },
  { name: 'folder', href: (facts) => paths.folder.href(facts.list.folderId) },
  { name: 'test case', href: (facts) => paths.testCase.href(facts.payload.caseId, 'overview') },
  { name: 'runs list', href: () => paths.runs.href() },
  { name: 'new run', href: () => paths.newRun.href() },
  { name: 'run', href: (facts) => paths.run.href(facts.runs.newestId) },
  { name: 'compare', href: (facts) => paths.compareRuns.href(facts.nightly.baseRunId, facts.nightly.runId) },
  { name: 'report builder', href: () => paths.reports.href() },
];

export interface LighthouseFigure {
  screen: string;
  preset: Preset;
  scores: Record<Category, number>;
  /** Audits that cost points in a category other than performance, and performance's largest savings. */
  findings: string[];
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Runs that fail to measure at all, then measured again: 5 of 88 mobile runs on 2026-11-29, each a 0 in the median. */
const ATTEMPTS = 3;

async function audit(url: string, preset: Preset, port: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const failed = lhr.runtimeError ?? (lhr.categories.performance?.score == null ? { code: 'NO_SCORE' } : undefined);
    if (!failed) return lhr;
    console.warn(`Lighthouse could not measure ${url} (${preset}, attempt ${attempt}): ${failed.code}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts`);
  }
}

function findingsOf(lhr: Report): string[] {
  const findings: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 0.9) continue;
      findings.push(`${category}: ${result.id}${result.displayValue ? ` (${result.displayValue})` : ''}`);
    }
  }
  return findings;
}

const DISABLE_FEATURES = '--disable-features=';
/** The features chrome-launcher turns off itself, from its default flags. */
const launcherDisabledFeatures = () =>
  chromeLauncher.Launcher.defaultFlags()
    .find((flag) => flag.startsWith(DISABLE_FEATURES))
    ?.slice(DISABLE_FEATURES.length)
    .split(',') ?? [];

async function storeReady(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/api/history/status`)
      .then(async (answer) => ((await answer.json()) as { state: string }).state)
      .catch(() => 'unreachable');
    if (status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the store's first sync at ${origin} was not done within 2 min`);
}

export async function measureLighthouse(distDir = 'dist', runs = RUNS, only = ''): Promise<LighthouseFigure[]> {
  const historyEnds = historyEndBefore(new Date());
  const facts = datasetFacts('default', historyEnds);
  const server = await startServer('default', PORT, distDir, historyEnds);
  // The screens read the store: measured once its first sync is done, as a user meets them on any later day.
  await storeReady(server.url);
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium() ?? undefined,
    // chrome-launcher puts these after its own flags, so this --disable-features is the one Chromium keeps.
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS, disableFeatures(launcherDisabledFeatures())],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const screen of SCREENS.filter((each) => each.name.includes(only))) {
      for (const preset of PRESETS) {
        const reports: Report[] = [];
        for (let run = 0; run < runs; run++)
          reports.push(await audit(`${server.url}${screen.href(facts)}`, preset, chrome.port));
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [
            category,
            median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
          ]),
        ) as Record<Category, number>;
        const findings = [...new Set(reports.flatMap(findingsOf))];
        figures.push({ screen: screen.name, preset, scores, findings });
        console.info(`lighthouse: ${screen.name} ${preset}`, JSON.stringify(scores), findings.join('; '));
      }
    }
    return figures;
  } finally {
    await chrome.kill();
    server.stop();
  }
}

const verdict = ({ preset, scores }: LighthouseFigure) => {
  const missed = CATEGORIES.filter((category) => scores[category] < TARGETS[preset][category]);
  return missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`;
};

export function lighthouseSection(figures: LighthouseFigure[], runs = RUNS): string {
  const rows = figures.map(
    (figure) =>
      `| ${figure.screen} | ${figure.preset} | ${CATEGORIES.map((category) => figure.scores[category]).join(' | ')} | ${verdict(figure)} | ${figure.findings.join('; ') || '–'} |`,
  );
  return `## Lighthouse (lighthouse ${LIGHTHOUSE_VERSION}, this machine's Chromium, production build, default data set, median of ${runs})
Targets: performance at least ${TARGETS.mobile.performance} on mobile and ${TARGETS.desktop.performance} on desktop; accessibility, best practices and SEO 100 everywhere.
Findings: audits scoring under 0.9 in any run (performance's are the metrics and opportunities that cost points).

| screen | preset | performance | accessibility | best practices | SEO | target | findings |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;
}

/** `npm run bench` builds dist/ first; this measures it and returns the markdown section. */
export async function runLighthouse(distDir = 'dist', runs = RUNS, only = ''): Promise<string> {
  return lighthouseSection(await measureLighthouse(distDir, runs, only), runs);
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone('lighthouse', RUNS, runLighthouse);
