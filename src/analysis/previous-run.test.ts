import { describe, expect, it } from 'vitest';
import { daysBefore, earlierRunsOfName, isSelectivePattern, runFamilyPattern, sameTestCases } from './previous-run';
import { detail, run } from './testing/run-fixtures';

describe('the previous run', () => {
  it('matches a name with its dates and times as wildcards', () => {
    expect(runFamilyPattern('Nightly full regression 2026-11-19')).toBe('Nightly full regression *');
    expect(runFamilyPattern('Smoke 19.11.2026 02:00')).toBe('Smoke * *');
    expect(runFamilyPattern('CR-4711 mapping change')).toBe('CR-4711 mapping change');
    expect(isSelectivePattern('* *')).toBe(false);
    expect(isSelectivePattern('Nightly *')).toBe(true);
  });

  it('is the latest earlier run of the same name family, never the run itself or a later one', () => {
    const current = run([], { RUN_ID: 'C'.repeat(32), NAME: 'Nightly 2026-11-19', STARTED_DATE: '2026-11-19' });
    const candidates = [
      run([], { RUN_ID: 'D'.repeat(32), NAME: 'Nightly 2026-11-20', STARTED_DATE: '2026-11-20' }),
      current,
      run([], { RUN_ID: 'B'.repeat(32), NAME: 'Nightly 2026-11-18', STARTED_DATE: '2026-11-18' }),
      run([], { RUN_ID: 'E'.repeat(32), NAME: 'Nightly extra 2026-11-18', STARTED_DATE: '2026-11-18' }),
      run([], { RUN_ID: 'A'.repeat(32), NAME: 'Nightly 2026-11-17', STARTED_DATE: '2026-11-17' }),
    ];
    expect(earlierRunsOfName(current, candidates, 5).map((each) => each.RUN_ID)).toEqual([
      'B'.repeat(32),
      'A'.repeat(32),
    ]);
    expect(earlierRunsOfName(current, candidates, 1)).toHaveLength(1);
  });

  it('knows runs of the same test cases in any order', () => {
    expect(sameTestCases(run([detail('1', 'S'), detail('2', 'E')]), run([detail('2', 'S'), detail('1', 'S')]))).toBe(
      true,
    );
    expect(sameTestCases(run([detail('1', 'S')]), run([detail('1', 'S'), detail('2', 'S')]))).toBe(false);
  });

  it('counts days back across a month', () => {
    expect(daysBefore('2026-12-03', 7)).toBe('2026-11-26');
  });
});
