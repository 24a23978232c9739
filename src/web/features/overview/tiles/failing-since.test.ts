import { describe, expect, it } from 'vitest';
import type { FailingCase } from '../../../../analysis/overview/case-figures';
import { failingSince } from './failing-since';

const failing = (since?: string, atLeast = false): FailingCase => ({
  caseId: '0000100005',
  description: 'Cancellation of an existing document',
  folderId: '0000000103',
  lastStatus: 'E',
  lastRunId: 'R1',
  lastDate: '2026-11-26',
  lastTime: '02:09:00',
  ...(since ? { since } : {}),
  atLeast,
});

describe('how long a test case has been failing', () => {
  it('counts the days since its run of failures began', () => {
    expect(failingSince(failing('2026-11-22'), '2026-11-26', true)).toBe('failing for 4 days (since 2026-11-22)');
    expect(failingSince(failing('2026-11-25'), '2026-11-26', true)).toBe('failing for 1 day (since 2026-11-25)');
  });

  it('says "at least" when every result of the range failed', () => {
    expect(failingSince(failing('2026-10-28', true), '2026-11-26', true)).toBe(
      'failing for at least 29 days (every result since 2026-10-28)',
    );
  });

  it('says "since today" once for a run of failures that began today', () => {
    expect(failingSince(failing('2026-11-26'), '2026-11-26', true)).toBe('failing since today (2026-11-26)');
    expect(failingSince(failing('2026-11-26', true), '2026-11-26', true)).toBe(
      'failing at least since today (2026-11-26)',
    );
  });

  it('gives the last failure when the range shows no result of it, or while the runs are still read', () => {
    expect(failingSince(failing(), '2026-11-26', true)).toBe('last failed 2026-11-26, no result in this range');
    expect(failingSince(failing('2026-11-22'), '2026-11-26', false)).toBe('last failed 2026-11-26');
  });
});
