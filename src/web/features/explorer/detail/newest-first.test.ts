import { describe, expect, it } from 'vitest';
import type { Content } from '../../../../contract/records';
import { currentOutputOf, newestFirst } from './newest-first';

const content = (
  CONTENT_ID: string,
  CONTENT_TYPE: string,
  RUN_ID: string,
  CREATED_ON: string,
  CREATED_TIME: string,
): Content => ({
  CONTENT_ID,
  CASEID: '0000100014',
  CONTENT_TYPE,
  FORMAT: 'XML',
  MIME_TYPE: 'application/xml',
  DESCR: '',
  SIZE: 1,
  RUN_ID,
  CREATED_ON,
  CREATED_TIME,
});

describe('newestFirst', () => {
  it('sorts by date, then time, newest first, keeping the order of records of the same moment', () => {
    const runs = [
      { id: 'a', when: '2026-11-02 09:00:00' },
      { id: 'b', when: '2026-11-03 08:00:00' },
      { id: 'c', when: '2026-11-02 17:30:00' },
      { id: 'd', when: '2026-11-03 08:00:00' },
    ];
    expect(newestFirst(runs, (run) => run.when).map((run) => run.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(runs[0]!.id).toBe('a');
  });
});

describe('currentOutputOf', () => {
  const contents = [
    content('REF', 'REF_OUTPUT', '', '2024-07-09', '17:19:00'),
    content('NEW', 'CUR_OUTPUT', 'RUN2', '2026-11-03', '15:49:00'),
    content('OLD', 'CUR_OUTPUT', 'RUN1', '2026-11-01', '10:00:00'),
  ];

  it('takes the output of the newest run, whatever the order of the list', () => {
    expect(currentOutputOf(contents, '')?.CONTENT_ID).toBe('NEW');
  });

  it("takes the output of the test case's last run when it is listed", () => {
    expect(currentOutputOf(contents, 'RUN1')?.CONTENT_ID).toBe('OLD');
    expect(currentOutputOf(contents, 'UNLISTED')?.CONTENT_ID).toBe('NEW');
  });

  it('has none when no run wrote an output', () => {
    expect(currentOutputOf(contents.slice(0, 1), '')).toBeUndefined();
  });
});
