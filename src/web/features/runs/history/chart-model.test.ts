import { describe, expect, it } from 'vitest';
import type { ChartPointTuple } from '../../../../contract/dashboard-api/runs';
import { chartLines, chartPoints, timeTicks } from './chart-model';

const at = (iso: string) => Date.parse(iso);

describe('the pass-rate chart’s points', () => {
  it('are placed at their start, shown to the minute, with their rate', () => {
    const points = chartPoints([['A', 'Nightly', 'RT', '2026-11-10', '10:00:30', 0.75]]);
    expect(points).toEqual([
      {
        runId: 'A',
        name: 'Nightly',
        type: 'RT',
        started: '2026-11-10 10:00',
        time: at('2026-11-10T10:00:30Z'),
        rate: 0.75,
      },
    ]);
  });
});

const typed = (id: string, day: string, type = ''): ChartPointTuple => [id, `Run ${id}`, type, day, '10:00:00', 1];

describe('the pass-rate chart’s lines', () => {
  it('draws a line per run type, in the order of the run types, runs without a type last', () => {
    const points = chartPoints([
      typed('A', '2026-11-10', 'SM'),
      typed('B', '2026-11-11'),
      typed('C', '2026-11-12', 'RT'),
      typed('D', '2026-11-13', 'SM'),
      typed('E', '2026-11-14', 'XX'),
    ]);
    expect(chartLines(points).map((line) => [line.label, line.points.map((point) => point.runId)])).toEqual([
      ['Regression test', ['C']],
      ['Smoke test', ['A', 'D']],
      ['XX', ['E']],
      ['No type', ['B']],
    ]);
  });
});

describe('the date axis', () => {
  it('ticks on whole days over days, as many as fit', () => {
    const ticks = timeTicks(at('2026-11-10T09:00:00Z'), at('2026-11-19T18:00:00Z'), 5);
    // 9.4 days over at most 5 ticks: every 2 days from the first midnight after the start.
    expect(ticks.map((tick) => tick.label)).toEqual(['11 Nov', '13 Nov', '15 Nov', '17 Nov', '19 Nov']);
  });

  it('ticks on whole hours within a day or so', () => {
    const ticks = timeTicks(at('2026-11-20T09:30:00Z'), at('2026-11-20T13:10:00Z'), 8);
    expect(ticks.map((tick) => tick.label)).toEqual(['10:00', '11:00', '12:00', '13:00']);
  });
});
