// The figures of the paced screen visits and issue 61's target for them: with the history store, once its first
// sync is done, each screen complete within 1 s and each visit asking the service for at most 1 MB.
import { median } from '../median';

export const MODES = ['direct', 'store'] as const;
export type Mode = (typeof MODES)[number];

export const TARGET = { ms: 1000, bytes: 2 ** 20 };

/** One visit: navigation to complete, and what the service was asked for meanwhile. */
export interface Visit {
  ms: number;
  requests: number;
  bytes: number;
}

/**
 * Medians of a screen's visits in one mode, the most bytes any one of them asked for, and the first visit's time:
 * with the store, later visits of a view get the answer kept from the first (read/kept-answers.ts).
 */
export interface Summary extends Visit {
  mostBytes: number;
  firstMs: number;
}

export type Outcome = Summary | { failed: string };

export interface ScreenFigure {
  screen: string;
  direct: Outcome;
  store: Outcome;
  /** Why the screen reads the service itself even with a store: it is outside the target then. */
  live?: string | undefined;
}

export function summarise(visits: readonly Visit[]): Summary {
  return {
    ms: Math.round(median(visits.map((visit) => visit.ms))),
    requests: median(visits.map((visit) => visit.requests)),
    bytes: median(visits.map((visit) => visit.bytes)),
    mostBytes: Math.max(...visits.map((visit) => visit.bytes)),
    firstMs: Math.round(visits[0]!.ms),
  };
}

/** Megabytes with as many decimals as a figure of its size needs to be read: 0.04, 2.7, 138. */
export function megabytes(bytes: number): string {
  const mb = bytes / 2 ** 20;
  return mb.toFixed(mb < 1 ? 2 : mb < 100 ? 1 : 0);
}

/** The target holds for the store's visits: the median complete in time, and no visit over the bytes. */
export function verdict(store: Outcome): string {
  if ('failed' in store) return 'not measured';
  const misses = [
    store.ms > TARGET.ms ? `${(store.ms / 1000).toFixed(1)} s` : '',
    store.mostBytes > TARGET.bytes ? `${megabytes(store.mostBytes)} MB` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

const cells = (outcome: Outcome, first: boolean) =>
  'failed' in outcome
    ? `did not finish: ${outcome.failed} | – | –${first ? ' | –' : ''}`
    : `${outcome.ms} | ${first ? `${outcome.firstMs} | ` : ''}${megabytes(outcome.bytes)} | ${outcome.requests}`;

export const figureRow = (figure: ScreenFigure) =>
  `| ${figure.screen} | ${cells(figure.direct, false)} | ${cells(figure.store, true)} | ${figure.live ? `none: ${figure.live}` : verdict(figure.store)} |`;

export interface SectionFacts {
  runs: number;
  /** Runs in the store once the first sync was done. */
  runsKept: number;
  firstSyncSeconds: number;
  /** How long the service had no request before a visit's reads counted as ended. */
  quietSeconds: number;
  /** Each screen and what complete means there. */
  complete: { screen: string; complete: string }[];
}

export function pacedScreensSection(figures: readonly ScreenFigure[], facts: SectionFacts): string {
  return `## Analytic screens at a real system's pace: direct reads and the history store (large data set, median of ${facts.runs} fresh pages)
The mock's large data set in a process of its own behind the pacing proxy (bench/pacing-proxy.ts: first byte after 150 ms, 8 MB/s, at most 4 requests at once), and two dashboard servers in backend mode in front of it: one with \`--store none\` (direct: the screens read the service), one with a history store in a temporary directory (store), measured once its first sync was done (${(facts.firstSyncSeconds / 60).toFixed(1)} min for ${facts.runsKept.toLocaleString('en')} runs). Modes alternate visit by visit.
Time runs from navigation start to the first frame on which the screen is complete: nothing on it loading, busy or counting "so far", and ${facts.complete.map(({ screen, complete }) => `${screen}: ${complete}`).join('; ')}. MB and requests are what reached the service through the proxy from navigation until the page's reads had ended (no request for ${facts.quietSeconds} s after it was complete); the store's own sync is paused meanwhile (\`--sync-interval 3600\` once its first pass has read everything), so none of it is counted.
"store first visit" is the first of a screen's store visits, the one whose answer the server worked out; the later ones got it as kept (it is kept until the sync stores something new, and the views asked within 15 minutes are worked out again after each pass). Target (issue 61, the store's visits): complete within ${TARGET.ms / 1000} s, and no visit asking the service for more than ${megabytes(TARGET.bytes)} MB.

| screen | direct ms | direct MB | direct requests | store ms | store first visit ms | store MB | store requests | target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${figures.map(figureRow).join('\n')}`;
}
