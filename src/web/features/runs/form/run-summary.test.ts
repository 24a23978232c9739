import { describe, expect, it } from 'vitest';
import { describeSelection } from './run-summary';

describe('describeSelection', () => {
  it('counts each test case once, saying where they come from', () => {
    expect(describeSelection({ fromFolders: 13, folders: 1, includeSubfolders: false, chosen: 0, outside: 0 })).toBe(
      '13 test cases from 1 folder.',
    );
    expect(describeSelection({ fromFolders: 13, folders: 1, includeSubfolders: false, chosen: 2, outside: 2 })).toBe(
      '15 test cases: 13 from 1 folder plus 2 chosen individually.',
    );
    expect(describeSelection({ fromFolders: 0, folders: 0, includeSubfolders: false, chosen: 1, outside: 1 })).toBe(
      '1 test case chosen individually.',
    );
  });

  it('says when cases chosen individually are in the chosen folders already', () => {
    expect(describeSelection({ fromFolders: 13, folders: 1, includeSubfolders: false, chosen: 2, outside: 0 })).toBe(
      '13 test cases from 1 folder (the 2 chosen individually are in the folder already).',
    );
    expect(describeSelection({ fromFolders: 40, folders: 2, includeSubfolders: true, chosen: 3, outside: 2 })).toBe(
      '42 test cases: 40 from 2 folders and their sub-folders plus 2 chosen individually (1 of those chosen individually is in those folders already).',
    );
    expect(describeSelection({ fromFolders: 5, folders: 1, includeSubfolders: false, chosen: 1, outside: 0 })).toBe(
      '5 test cases from 1 folder (the one chosen individually is in the folder already).',
    );
  });
});
