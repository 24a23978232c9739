import { describe, expect, it } from 'vitest';
import { latenciesOf, percentile } from './latency-probe';
import { idlePerHour, perHour, runEndRow, shapeRows, type ReconcileFigures, type WindowFigures } from './sync-section';

const MB = 2 ** 20;
const window = (minutes: number, bytes: number, proxyBytes: number): WindowFigures => ({
  minutes,
  runsStarted: 0,
  todayRuns: 0,
  cpuSeconds: 0,
  asked: { requests: 0, bytes, proxyRequests: 0, proxyBytes },
  restarts: 0,
  shapes: new Map(),
});
const reconcile = (bytes: number, proxyBytes: number): ReconcileFigures => ({
  seconds: 60,
  steps: 10,
  asked: { requests: 10, bytes, proxyRequests: 10, proxyBytes },
  allBytes: bytes,
  cpuSeconds: 0,
  shapes: new Map(),
});

describe('percentile', () => {
  it('takes the nearest rank: the p95 of 20 values is the 19th', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('sorts the times it is given and keeps the count of failures', () => {
    expect(latenciesOf([30, 10, 10_000, 20], 1)).toEqual({ count: 4, p50: 20, p95: 10_000, max: 10_000, failed: 1 });
  });
});

describe('the cost per hour', () => {
  it('of an idle server is its window scaled to a day plus one reconcile, over 24 hours', () => {
    // 30 min of 1 MB is 48 MB a day; with a reconcile of 24 MB, 72 MB a day: 3 MB an hour.
    expect(idlePerHour(window(30, MB, MB / 4), reconcile(24 * MB, 12 * MB))).toEqual({
      bytes: 3 * MB,
      proxyBytes: 1 * MB,
    });
  });

  it('of a watched window is the window scaled to an hour', () => {
    expect(perHour(window(10, 5 * MB, MB))).toEqual({ bytes: 30 * MB, proxyBytes: 6 * MB });
  });
});

describe('the rows', () => {
  it("give a run's end as the median of the runs, each run beside it, and the verdict on the median", () => {
    expect(runEndRow('runs list', [4.2, 31, 3.1])).toBe('| runs list | 4.2 s (4.2, 31.0, 3.1) | at most 30 s: met |');
    expect(runEndRow('runs list', [40, 31, 3.1])).toBe(
      '| runs list | 31 s (40.0, 31.0, 3.1) | at most 30 s: missed: 31 s |',
    );
    expect(runEndRow('last result', [5], 2)).toBe(
      '| last result | 5.0 s (5.0; 2 of the runs failed no case) | at most 30 s: met |',
    );
    expect(runEndRow('last result', [], 3)).toBe('| last result | not measured (no case of the runs failed) | – |');
  });

  it('rank the reads by their bytes over every tally, leaving out the base path and reads none asked', () => {
    const base = '/sap/bc/int4/iftt/v1';
    const idle = new Map([
      [`GET ${base}/testruns?STARTED_FROM`, { requests: 15, bytes: MB }],
      [`GET ${base}/testcases`, { requests: 0, bytes: 0 }],
    ]);
    const watched = new Map([
      [`GET ${base}/testruns?STARTED_FROM`, { requests: 60, bytes: 4 * MB }],
      [`GET ${base}/testruns/{id}`, { requests: 100, bytes: 6 * MB }],
    ]);
    expect(shapeRows([idle, watched])).toEqual([
      '| `GET /testruns/{id}` | 0 | – | 100 | 6.0 |',
      '| `GET /testruns?STARTED_FROM` | 15 | 1.0 | 60 | 4.0 |',
    ]);
  });
});
