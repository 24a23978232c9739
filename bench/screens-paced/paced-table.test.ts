import { describe, expect, it } from 'vitest';
import { figureRow, megabytes, pacedScreensSection, summarise, verdict, type Summary } from './paced-table';

const MB = 2 ** 20;
const within = (ms: number, bytes: number, firstMs = ms): Summary => ({
  ms,
  requests: 2,
  bytes,
  mostBytes: bytes,
  firstMs,
});

describe('summarise', () => {
  it('gives the median of each figure, the most bytes of any visit and the first visit', () => {
    const summary = summarise([
      { ms: 900.4, requests: 3, bytes: 100 },
      { ms: 1200, requests: 1, bytes: 5 * MB },
      { ms: 700, requests: 2, bytes: 300 },
    ]);
    expect(summary).toEqual({ ms: 900, requests: 2, bytes: 300, mostBytes: 5 * MB, firstMs: 900 });
  });
});

describe('megabytes', () => {
  it('shows small figures with two decimals, middle ones with one, large ones whole', () => {
    expect(megabytes(40_000)).toBe('0.04');
    expect(megabytes(2.7 * MB)).toBe('2.7');
    expect(megabytes(138.4 * MB)).toBe('138');
  });
});

describe('verdict', () => {
  it('is met when the store is complete within 1 s and no visit asked for more than 1 MB', () => {
    expect(verdict(within(1000, MB))).toBe('met');
  });

  it('names what missed: the time, the bytes of the largest visit, or both', () => {
    expect(verdict(within(24_000, 0))).toBe('missed: 24.0 s');
    expect(verdict({ ...within(400, 0.5 * MB), mostBytes: 187 * MB })).toBe('missed: 187 MB');
    expect(verdict(within(1001, MB + 1))).toBe('missed: 1.0 s, 1.0 MB');
  });

  it('says the target was not measured when the store mode did not finish', () => {
    expect(verdict({ failed: 'the expected result did not show within 120 s' })).toBe('not measured');
  });
});

describe('the section', () => {
  const figures = [
    { screen: 'Overview', direct: within(24_000, 138 * MB), store: within(600, 0.2 * MB, 1400) },
    { screen: 'Runs list', direct: { failed: 'timed out' }, store: within(14_000, 71 * MB) },
  ];

  it("puts direct and store side by side per screen, with the store's first visit and the verdict on it", () => {
    expect(figureRow(figures[0]!)).toBe('| Overview | 24000 | 138 | 2 | 600 | 1400 | 0.20 | 2 | met |');
    expect(figureRow(figures[1]!)).toBe(
      '| Runs list | did not finish: timed out | – | – | 14000 | 14000 | 71.0 | 2 | missed: 14.0 s, 71.0 MB |',
    );
  });

  it('holds a screen that reads the service by design outside the target, saying why', () => {
    const live = { screen: 'Test case page', direct: within(500, 3 * MB), store: within(500, 3 * MB), live: 'live' };
    expect(figureRow(live)).toBe('| Test case page | 500 | 3.0 | 2 | 500 | 500 | 3.0 | 2 | none: live |');
  });

  it('says how long the first sync took and what complete means on each screen', () => {
    const section = pacedScreensSection(figures, {
      runs: 3,
      runsKept: 20_000,
      firstSyncSeconds: 126,
      quietSeconds: 1,
      complete: [{ screen: 'Overview', complete: 'every tile shows its figures' }],
    });
    expect(section).toMatch(/^## Analytic screens .*median of 3 fresh pages\)$/m);
    expect(section).toContain('(2.1 min for 20,000 runs)');
    expect(section).toContain('Overview: every tile shows its figures');
    expect(section).toContain('no request for 1 s after it was complete');
    expect(section.split('\n').filter((line) => line.startsWith('| '))).toHaveLength(4);
  });
});
