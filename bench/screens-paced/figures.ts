// The figures of the screen visits, for both builds and both settings: a visit's times and (behind the pacing proxy)
// what the service was asked for, and a screen's summary over its visits.
import type { PacingCounts } from '../pacing-proxy';
import { median } from '../median';

/** Issue 70's two builds, side by side: the state before its work (3ec31fe) and today's. */
export const BUILDS = ['before', 'now'] as const;
export type Build = (typeof BUILDS)[number];

/** What reached the service during one visit: in all, and by what each request asked (pacing-proxy.ts's shape). */
export interface ServiceReads extends PacingCounts {
  byShape: Record<string, PacingCounts>;
}

/** One fresh page: navigation to complete (and to its first rows, where the screen has them). */
export interface Visit {
  ms: number;
  firstRowsMs?: number | undefined;
  /** Behind the pacing proxy only: on localhost the service is not counted. */
  service?: ServiceReads | undefined;
}

/** A median over the visits, and the first visit's figure: the one whose answers a store server worked out. */
export interface Timing {
  ms: number;
  firstMs: number;
}

export interface Summary {
  complete: Timing;
  firstRows?: Timing | undefined;
  /** Medians per visit, the most bytes of any one visit, and each kind of request's mean per visit. */
  service?: (PacingCounts & { mostBytes: number; byShape: Record<string, PacingCounts> }) | undefined;
}

/** A visit that failed says why; a screen added since the before build is absent there. */
export type Outcome = Summary | { failed: string } | { absent: true };

export const measured = (outcome: Outcome): outcome is Summary => 'complete' in outcome;

export interface ScreenFigure {
  screen: string;
  before: Outcome;
  now: Outcome;
  /** Whether the screen's first rows were timed too (a table whose rows come before the rest). */
  firstRows?: boolean | undefined;
  /** Which figure issue 70's localhost target (300 ms) is on, where it names this screen. */
  localTarget?: 'complete' | 'first rows' | undefined;
}

const timing = (values: number[]): Timing => ({ ms: Math.round(median(values)), firstMs: Math.round(values[0]!) });

/** Each request kind's requests and bytes per visit: the sum over the visits divided by their number. */
function meanByShape(reads: ServiceReads[]): Record<string, PacingCounts> {
  const sums: Record<string, PacingCounts> = {};
  for (const read of reads)
    for (const [shape, counts] of Object.entries(read.byShape)) {
      const sum = (sums[shape] ??= { requests: 0, bytes: 0 });
      sum.requests += counts.requests;
      sum.bytes += counts.bytes;
    }
  return Object.fromEntries(
    Object.entries(sums).map(([shape, sum]) => [
      shape,
      { requests: sum.requests / reads.length, bytes: sum.bytes / reads.length },
    ]),
  );
}

export function summarise(visits: readonly Visit[]): Summary {
  const firstRows = visits.flatMap((visit) => (visit.firstRowsMs === undefined ? [] : [visit.firstRowsMs]));
  const reads = visits.flatMap((visit) => (visit.service ? [visit.service] : []));
  return {
    complete: timing(visits.map((visit) => visit.ms)),
    firstRows: firstRows.length === visits.length ? timing(firstRows) : undefined,
    service:
      reads.length === visits.length
        ? {
            requests: median(reads.map((read) => read.requests)),
            bytes: median(reads.map((read) => read.bytes)),
            mostBytes: Math.max(...reads.map((read) => read.bytes)),
            byShape: meanByShape(reads),
          }
        : undefined,
  };
}
