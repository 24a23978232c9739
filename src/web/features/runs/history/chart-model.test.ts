import { describe, expect, it } from 'vitest';
import type { TestRun } from '../../../../contract/records';
import { serviceStopMessage } from '../../../../contract/service-stop';
import { chartLines, chartPoints, MAX_POINTS, timeTicks } from './chart-model';

const at = (iso: string) => Date.parse(iso);
const run = (RUN_ID: string, STARTED_DATE: string, TC_PASSED: number, END_DATE = STARTED_DATE): TestRun => ({
  RUN_ID,
  NAME: `Run ${RUN_ID}`,
  STARTED_BY: 'U',
  STARTED_DATE,
  STARTED_TIME: '10:00:00',
  TC_TOTAL: 4,
  TC_PASSED,
  TC_FAILED: 4 - TC_PASSED,
  REMOTE_CMP_RUN: '',
  END_DATE,
  END_TIME: '11:00:00',
  REPORT_URL: '',
  DETAILS: [],
  VARIABLES: [],
});

describe('the pass-rate chart’s points', () => {
  it('rates a run cut short by a service stop over the cases that ran, and leaves out one where none ran', () => {
    const stopped = { STATUS: 'A', MESSAGE: serviceStopMessage('Q') } as TestRun['DETAILS'][number];
    const cut = { ...run('A', '2026-11-10', 1), DETAILS: [stopped, stopped] };
    const none = { ...run('B', '2026-11-11', 0), DETAILS: [stopped, stopped, stopped, stopped] };
    expect(chartPoints([cut, none]).map(({ runId, rate }) => [runId, rate])).toEqual([['A', 0.5]]);
  });

  it('takes finished runs oldest first, with their rate and start', () => {
    const points = chartPoints([run('B', '2026-11-12', 3), run('A', '2026-11-10', 4), run('C', '2026-11-13', 1, '')]);
    expect(points.map(({ runId, rate, started }) => [runId, rate, started])).toEqual([
      ['A', 1, '2026-11-10 10:00'],
      ['B', 0.75, '2026-11-12 10:00'],
    ]);
  });

  it(`keeps the newest ${MAX_POINTS}`, () => {
    const runs = Array.from({ length: MAX_POINTS + 5 }, (_, index) =>
      run(String(index), new Date(at('2026-01-01') + index * 86_400_000).toISOString().slice(0, 10), 2),
    );
    const points = chartPoints(runs);
    expect(points).toHaveLength(MAX_POINTS);
    expect(points[0]!.runId).toBe('5');
  });
});

const typed = (id: string, day: string, TYPE?: string) => ({ ...run(id, day, 4), ...(TYPE ? { TYPE } : {}) });

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
