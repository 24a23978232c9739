import { describe, expect, it } from 'vitest';
import { FailureGroupTally, groupFailures } from './failure-groups';
import { detail, run } from './testing/run-fixtures';

const idoc = (number: string) => `IDoc ${number} status 51: Application document not posted`;
const timeout = 'Output message not found in middleware within 120 s';

const monday = run(
  [
    detail('1', 'E', { MESSAGE: idoc('0000000001852769'), SCNRID: '0000000102' }),
    detail('2', 'E', { MESSAGE: timeout }),
    detail('3', 'S'),
  ],
  { RUN_ID: '1'.repeat(32), STARTED_DATE: '2026-11-16' },
);
const tuesday = run(
  [
    detail('1', 'E', { MESSAGE: idoc('0000000009710940'), SCNRID: '0000000102' }),
    detail('3', 'A', { MESSAGE: idoc('0000000000000042'), SCNRID: '0000000205' }),
    detail('4', 'E', { MESSAGE: idoc('0000000000000043'), SCNRID: '0000000102' }),
    detail('5', 'W', { MESSAGE: 'Passed with accepted differences' }),
  ],
  { RUN_ID: '2'.repeat(32), STARTED_DATE: '2026-11-17' },
);

describe('groupFailures', () => {
  it('groups failed and aborted cases by normalised message, the most test cases first', () => {
    const groups = groupFailures([tuesday, monday]);
    expect(groups.map((group) => [group.cause, group.caseCount, group.failureCount, group.failures.length])).toEqual([
      ['IDoc <number> status 51: Application document not posted', 3, 4, 4],
      ['Output message not found in middleware within <number> s', 1, 1, 1],
    ]);
  });

  it('names the folders involved, an example from the newest failure, and first and last seen', () => {
    const [idocGroup, timeoutGroup] = groupFailures([monday, tuesday]);
    expect(idocGroup).toMatchObject({
      folders: ['0000000102', '0000000205'],
      example: idoc('0000000009710940'),
      firstSeen: { RUN_ID: '1'.repeat(32) },
      lastSeen: { RUN_ID: '2'.repeat(32) },
    });
    expect(idocGroup!.failures.map((failure) => failure.run.RUN_ID)).toEqual([
      ...Array(3).fill('2'.repeat(32)),
      '1'.repeat(32),
    ]);
    expect(timeoutGroup).toMatchObject({ firstSeen: { RUN_ID: '1'.repeat(32) }, lastSeen: { RUN_ID: '1'.repeat(32) } });
  });

  it('lists only the failures of the runs given, and dates them with the history too', () => {
    const groups = groupFailures([tuesday], [monday]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ firstSeen: { RUN_ID: '1'.repeat(32) }, lastSeen: { RUN_ID: '2'.repeat(32) } });
    expect(groups[0]!.failures).toHaveLength(3);
  });

  it('has no groups for a run without failures, and one for failures without a message', () => {
    expect(groupFailures([run([detail('1', 'S')])])).toEqual([]);
    expect(groupFailures([run([detail('1', 'E')])])[0]!.cause).toBe('(no message)');
  });

  it('with a limit, lists the failures and folders added first (the newest) and still counts all of them', () => {
    const tally = new FailureGroupTally(1);
    for (const each of [tuesday, monday]) for (const failed of each.DETAILS) tally.addFailure(each, failed);
    const [idocGroup] = tally.groups();
    expect(idocGroup).toMatchObject({
      caseCount: 3,
      failureCount: 4,
      folders: ['0000000102'],
      folderCount: 2,
      firstSeen: { RUN_ID: '1'.repeat(32) },
      lastSeen: { RUN_ID: '2'.repeat(32) },
    });
    expect(idocGroup!.failures.map((failure) => [failure.run.RUN_ID, failure.detail.CASEID])).toEqual([
      ['2'.repeat(32), '0000000001'],
    ]);
  });
});
