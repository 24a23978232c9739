import { describe, expect, it } from 'vitest';
import { serviceStopMessage } from '../contract/service-stop';
import { failedCount, ranCount, runEnding } from './run-ending';
import { detail, run } from './testing/run-fixtures';

const stopped = (caseId: string, was: 'R' | 'Q') => detail(caseId, 'A', { MESSAGE: serviceStopMessage(was) });

describe('how a run ended', () => {
  it('is cut short when the service stop aborted some of its cases, whatever else failed', () => {
    const cut = run([detail('1', 'S'), detail('2', 'E'), stopped('3', 'R'), stopped('4', 'Q')]);
    expect(runEnding(cut)).toBe('cut-short');
    expect(ranCount(cut)).toBe(2);
    expect(failedCount(cut)).toBe(1);
  });

  it('is finished when its aborted cases were aborted for reasons of their own', () => {
    const own = run([detail('1', 'S'), detail('2', 'A', { MESSAGE: 'Aborted: the mapping timed out' })]);
    expect(runEnding(own)).toBe('finished');
    expect(ranCount(own)).toBe(2);
    expect(failedCount(own)).toBe(1);
  });

  it('does not take a message that only starts like the service stop’s, nor that message on a failed case', () => {
    const lookalike = detail('1', 'A', { MESSAGE: `${serviceStopMessage('R')} (retried)` });
    const failedWithIt = detail('2', 'E', { MESSAGE: serviceStopMessage('R') });
    expect(runEnding(run([lookalike, failedWithIt]))).toBe('finished');
  });

  it('is running without an end, and aborted when it ended before every case had a result', () => {
    expect(runEnding(run([stopped('1', 'R')], { END_DATE: '' }))).toBe('running');
    expect(runEnding(run([detail('1', 'S')], { TC_TOTAL: 3 }))).toBe('aborted');
  });

  it('tells only what the counts tell of a list record without its cases', () => {
    const listed = { END_DATE: '2026-11-20', TC_TOTAL: 116, TC_PASSED: 22, TC_FAILED: 94, DETAILS: [] };
    expect(runEnding(listed)).toBe('finished');
    expect(failedCount(listed)).toBe(94);
  });
});
