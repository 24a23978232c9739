import { describe, expect, it } from 'vitest';
import { countByFolder, countCases } from './case-counts';

const cases = [
  { SCNRID: '0000000122', LAST_STATUS: 'E' },
  { SCNRID: '0000000122', LAST_STATUS: 'S' },
  { SCNRID: '0000000124', LAST_STATUS: 'A' },
  { SCNRID: '0000000122', LAST_STATUS: '' },
];

describe('folder counts', () => {
  it('counts a folder’s test cases, those whose last run failed or was aborted, and of those the aborted', () => {
    expect(countCases(cases)).toEqual({ testCases: 4, lastFailed: 2, lastAborted: 1 });
    expect(countCases([])).toEqual({ testCases: 0, lastFailed: 0, lastAborted: 0 });
  });

  it('counts each folder that holds test cases, and only those', () => {
    expect(countByFolder(cases)).toEqual(
      new Map([
        ['0000000122', { testCases: 3, lastFailed: 1, lastAborted: 0 }],
        ['0000000124', { testCases: 1, lastFailed: 1, lastAborted: 1 }],
      ]),
    );
  });
});
