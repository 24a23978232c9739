import { describe, expect, it } from 'vitest';
import { detail, run } from '../testing/run-fixtures';
import { RunTally } from './run-tally';

const RANGE = { from: '2026-11-19', to: '2026-11-20' };
const at = (date: string) => ({ STARTED_DATE: date, END_DATE: date });

// Newest first, as the service lists them. Case 1 failed in both runs of the 20th and passed on the 19th;
// case 2 failed in every run; case 3 passed last.
const runs = [
  run([detail('1', 'E'), detail('2', 'A'), detail('3', 'S')], { RUN_ID: 'R4', TYPE: 'UT', ...at('2026-11-20') }),
  run([detail('1', 'E'), detail('2', 'E', { SCNRID: '0000000200' }), detail('4', 'R')], {
    RUN_ID: 'R3',
    TYPE: 'RT',
    ...at('2026-11-20'),
    END_TIME: '10:30:00',
  }),
  run([detail('1', 'S'), detail('2', 'E'), detail('3', 'W')], { RUN_ID: 'R2', TYPE: 'UT', ...at('2026-11-19') }),
  run([detail('5', 'S')], { RUN_ID: 'R1', TYPE: 'UT', ...at('2026-11-18') }),
];

describe('the run tally', () => {
  it('counts executions by outcome, leaving out runs before the range', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add(runs);
    // 9 details from R2-R4: passed S,S,W = 3; failed E,E,E,E = 4; aborted A = 1; other R = 1.
    expect(tally.executions()).toEqual({ passed: 3, failed: 4, aborted: 1, other: 1, total: 9, outages: 0 });
  });

  it('gives the pass rate per day over finished executions, overall and per run type', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add(runs);
    const series = tally.passRate();
    // 19th: R2 passes 2 of 3. 20th: R4 passes 1 of 3, R3 0 of 2 finished (the running case does not count).
    expect(series.all).toEqual([
      { from: '2026-11-19', to: '2026-11-19', passed: 2, finished: 3, outages: 0 },
      { from: '2026-11-20', to: '2026-11-20', passed: 1, finished: 5, outages: 0 },
    ]);
    expect(series.byType.UT!.map((point) => [point.passed, point.finished])).toEqual([
      [2, 3],
      [1, 3],
    ]);
    expect(series.byType.RT!.map((point) => [point.passed, point.finished])).toEqual([
      [0, 0],
      [0, 2],
    ]);
  });

  it('leaves aborts the outage rule matches out of the pass rate and counts them apart', () => {
    const down = { MESSAGE: 'RFC destination error: system Q01 is not reachable' };
    const outageRuns = [
      run([detail('1', 'A', down), detail('2', 'A', down), detail('3', 'S')], { RUN_ID: 'R6', ...at('2026-11-20') }),
      // An abort with another message is still a failure of the test.
      run([detail('1', 'A', { MESSAGE: 'Field BELNR missing in the answer' }), detail('2', 'S')], {
        RUN_ID: 'R5',
        ...at('2026-11-19'),
      }),
    ];
    const tally = new RunTally(RANGE, { types: [], outagePatterns: ['not reachable'] });
    tally.add(outageRuns);
    // 20th: 1 pass of the 1 execution left once the 2 outages are out; 19th: the other abort fails 1 of 2.
    expect(tally.passRate().all).toEqual([
      { from: '2026-11-19', to: '2026-11-19', passed: 1, finished: 2, outages: 0 },
      { from: '2026-11-20', to: '2026-11-20', passed: 1, finished: 1, outages: 2 },
    ]);
    // The executions themselves are still the service's: aborted cases.
    expect(tally.executions()).toEqual({ passed: 2, failed: 0, aborted: 3, other: 0, total: 5, outages: 2 });
    const withoutRule = new RunTally(RANGE, { types: [] });
    withoutRule.add(outageRuns);
    expect(withoutRule.passRate().all.map((point) => [point.passed, point.finished, point.outages])).toEqual([
      [1, 2, 0],
      [1, 3, 0],
    ]);
  });

  it('keeps only the chosen run types and the chosen folders', () => {
    const byType = new RunTally(RANGE, { types: ['RT'] });
    byType.add(runs);
    expect(byType.executions()).toEqual({ passed: 0, failed: 2, aborted: 0, other: 1, total: 3, outages: 0 });
    const byFolder = new RunTally(RANGE, { types: [], folders: new Set(['0000000200']) });
    byFolder.add(runs);
    expect(byFolder.executions()).toEqual({ passed: 0, failed: 1, aborted: 0, other: 0, total: 1, outages: 0 });
    expect(byFolder.durations().slowest.map((entry) => entry.runId)).toEqual(['R3']);
  });

  it('counts a run read without details by its totals', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add([{ ...run([detail('1', 'S'), detail('2', 'A')], at('2026-11-20')), DETAILS: [] }]);
    expect(tally.executions()).toEqual({ passed: 1, failed: 1, aborted: 0, other: 0, total: 2, outages: 0 });
  });

  it('lists the slowest runs and the mean duration per day', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add(runs);
    const { slowest, trend } = tally.durations();
    // R3 10:00:00-10:30:00 = 30 min; R4 and R2 10:00:00-10:01:30 = 90 s each.
    expect(slowest.map((entry) => [entry.runId, entry.ms])).toEqual([
      ['R3', 1_800_000],
      ['R4', 90_000],
      ['R2', 90_000],
    ]);
    // The same start time (10:00 on the 20th) for R4 and R3: the one listed first stays first.
    expect(tally.latestFinished().map((entry) => entry.runId)).toEqual(['R4', 'R3', 'R2']);
    expect(trend).toEqual([
      { from: '2026-11-19', to: '2026-11-19', runs: 1, meanMs: 90_000 },
      { from: '2026-11-20', to: '2026-11-20', runs: 2, meanMs: 945_000 },
    ]);
  });

  it('ranks folders by failures with their pass rate', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add(runs);
    // Folder 102: R4 passes 1 of 3 (E, A), R3 fails 1 of 1 finished (case 4 runs, case 2 is in folder 200), R2
    // passes 2 of 3: 4 failed, 3 passed, 7 finished.
    expect(tally.mostFailing(5)).toEqual([
      { folderId: '0000000102', failed: 4, passed: 3, finished: 7 },
      { folderId: '0000000200', failed: 1, passed: 0, finished: 1 },
    ]);
  });

  it('knows which cases ran and since when each failing one fails', () => {
    const tally = new RunTally(RANGE, { types: [] });
    tally.add(runs);
    expect([...tally.executedCases()].toSorted()).toEqual(['0000000001', '0000000002', '0000000003', '0000000004']);
    // Case 1 failed on the 20th after passing on the 19th; case 2 failed in every run the range holds.
    expect(tally.failingSince('0000000001')).toEqual({ since: '2026-11-20', atLeast: false });
    expect(tally.failingSince('0000000002')).toEqual({ since: '2026-11-19', atLeast: true });
    expect(tally.failingSince('0000000003')).toBeUndefined();
    expect(tally.failingSince('0000000009')).toBeUndefined();
  });
});
