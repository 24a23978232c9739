// Interactions on every screen in Chromium on the production build, default against large data set: time from
// the user's input to the visible result and the long tasks around it, each a median of fresh pages.
// Standalone: `node --import tsx bench/ui.ts [--runs N] [--only TEXT] [--dist DIR]` (builds into a temporary
// folder, leaving dist/ alone; --only measures the interactions whose title contains TEXT, e.g. `--only overview`;
// --dist measures an app already built there instead).
import { chromium } from '@playwright/test';
import { ensureChromium, playwrightChromiumArgs } from '../e2e/support/chromium';
import { datasetFacts, type DatasetFacts } from './ui/dataset-facts';
import { EXPLORER_TARGET, INTERACTIONS, type Target } from './ui/interactions';
import { TAIL_MS, measureOnce, type Sample } from './ui/measure';
import { startServer } from './ui/serve';
import { historyEndBefore } from '../src/mock/data/history-end';
import { runStandalone } from './ui/standalone';
import { median } from './median';

const RUNS = 5;
// BENCH_UI_PORT moves both servers, for a machine where the default ports are taken.
const FIRST_PORT = Number(process.env.BENCH_UI_PORT ?? 5341);
const PORTS = { default: FIRST_PORT, large: FIRST_PORT + 1 } as const;

type Dataset = 'default' | 'large';
/** Medians per data set, or why the interaction could not be measured there. */
type Outcome = Sample | { failed: string };

export interface UiFigure {
  title: string;
  target: Target | null;
  sizes: string;
  default: Outcome;
  large: Outcome;
}

const summarise = (samples: Sample[]): Sample => {
  const memories = samples.flatMap((sample) => (sample.memoryMb === undefined ? [] : [sample.memoryMb]));
  return {
    ms: Math.round(median(samples.map((sample) => sample.ms))),
    longTasks: median(samples.map((sample) => sample.longTasks)),
    longestTaskMs: Math.round(median(samples.map((sample) => sample.longestTaskMs))),
    memoryMb: memories.length === 0 ? undefined : Math.round(median(memories)),
  };
};

export async function measureUi(distDir = 'dist', runs = RUNS, only = ''): Promise<UiFigure[]> {
  const historyEnds = historyEndBefore(new Date());
  const facts: Record<Dataset, DatasetFacts> = {
    default: datasetFacts('default', historyEnds),
    large: datasetFacts('large', historyEnds),
  };
  const servers = await Promise.all([
    startServer('default', PORTS.default, distDir, historyEnds),
    startServer('large', PORTS.large, distDir, historyEnds),
  ]);
  const urls: Record<Dataset, string> = { default: servers[0].url, large: servers[1].url };
  const executablePath = ensureChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: playwrightChromiumArgs(),
  });
  try {
    const figures: UiFigure[] = [];
    for (const interaction of INTERACTIONS.filter((each) => each.title.includes(only))) {
      const samples: Record<Dataset, Sample[]> = { default: [], large: [] };
      const failures: Partial<Record<Dataset, string>> = {};
      // Round 0 warms the server's caches and the browser; data sets alternate so drift hits both alike.
      for (let round = 0; round <= runs; round++) {
        for (const dataset of ['default', 'large'] as const) {
          if (failures[dataset]) continue;
          try {
            const sample = await measureOnce(browser, urls[dataset], interaction, facts[dataset]);
            if (round > 0) samples[dataset].push(sample);
          } catch (error) {
            failures[dataset] = (error as Error).message.split('\n')[0]!;
          }
        }
      }
      const outcome = (dataset: Dataset): Outcome =>
        failures[dataset] ? { failed: failures[dataset] } : summarise(samples[dataset]);
      const sizes = interaction.size ? `${interaction.size(facts.default)} / ${interaction.size(facts.large)}` : '–';
      figures.push({
        title: interaction.title,
        target: interaction.target === undefined ? EXPLORER_TARGET : interaction.target,
        sizes,
        default: outcome('default'),
        large: outcome('large'),
      });
      console.info(`measured: ${interaction.title}`, JSON.stringify({ ...samples, ...failures }));
    }
    return figures;
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

const tasks = (sample: Sample) => (sample.longTasks === 0 ? '0' : `${sample.longTasks} (${sample.longestTaskMs})`);
const memory = (small: Sample, large: Sample) => `${small.memoryMb ?? '–'} / ${large.memoryMb ?? '–'}`;

const describeTarget = (target: Target | null) =>
  target
    ? `under ${target.ms} ms, no long task over ${target.longestTaskMs} ms${target.ratio ? `, large/default under ${target.ratio}×` : ''}`
    : 'none (for information)';

function verdict(target: Target | null, small: Sample, large: Sample): string {
  if (!target) return '–';
  const misses = [
    Math.max(small.ms, large.ms) >= target.ms ? 'time' : '',
    Math.max(small.longestTaskMs, large.longestTaskMs) > target.longestTaskMs ? 'long task' : '',
    target.ratio && large.ms / Math.max(small.ms, 1) >= target.ratio ? 'ratio' : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

function row({ title, target, sizes, default: small, large }: UiFigure): string {
  if ('failed' in small || 'failed' in large) {
    const why = Object.entries({ default: small, large }).flatMap(([dataset, outcome]) =>
      'failed' in outcome ? [`${dataset}: ${outcome.failed}`] : [],
    );
    return `| ${title} | ${sizes} | – | – | – | – | – | – | ${describeTarget(target)} | did not finish (${why.join('; ')}) |`;
  }
  const ratio = large.ms / Math.max(small.ms, 1);
  return `| ${title} | ${sizes} | ${small.ms} | ${large.ms} | ${ratio.toFixed(1)}× | ${tasks(small)} | ${tasks(large)} | ${memory(small, large)} | ${describeTarget(target)} | ${verdict(target, small, large)} |`;
}

export function uiSection(figures: UiFigure[], runs = RUNS): string {
  return `## Interactions in Chromium on every screen (production build, default / large data set, median of ${runs} fresh pages after one warm-up)
Targets per row (the explorer's: under ${EXPLORER_TARGET.ms} ms, no long task over ${EXPLORER_TARGET.longestTaskMs} ms, large/default under ${EXPLORER_TARGET.ratio}×).
Time runs from the user's input event (navigation start for a page opened by URL) to the first frame showing the result; long tasks (over 50 ms) are counted from the input until ${TAIL_MS} ms after the result, with the longest in brackets. Memory is the page's renderer process (the page and its workers) ${TAIL_MS} ms after the result: its private dirty memory in MB (what it wrote; shared libraries and Chromium's own files left out).

| interaction | size (default / large) | default ms | large ms | large/default | default long tasks | large long tasks | memory MB (default / large) | target | verdict |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${figures.map(row).join('\n')}`;
}

/** `npm run bench` builds dist/ first; this measures it and returns the markdown section. */
export async function runUiBenchmarks(distDir = 'dist', runs = RUNS, only = ''): Promise<string> {
  return uiSection(await measureUi(distDir, runs, only), runs);
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone('ui', RUNS, runUiBenchmarks);
