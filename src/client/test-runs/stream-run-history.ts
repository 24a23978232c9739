// Runs with every test case's result, as the dashboard's history store keeps them (src/server/history): each
// DETAILS element whole (times, document number), the run's other lists left out, its field comparison kept when
// asked for. Read by date range, the only selection every release of the service offers; the answer streams, so a
// window of hundreds of runs never sits in memory as one text.
import { testRunSchema, type TestRun } from '../../contract/records';
import { streamRecords } from '../http/stream-records';

/** Lists the store reads live when a page needs them, and so never parses here. */
const LEFT_OUT = ['VARIABLES', 'METADATA'];

export interface RunDays {
  /** First and last day, both included (YYYY-MM-DD). */
  STARTED_FROM: string;
  STARTED_TO: string;
}

export interface RunHistoryRead {
  /** Ask for COMPARISON too ($includeComparison); left out, it is neither asked for nor parsed. */
  comparison?: boolean;
  signal?: AbortSignal;
}

export function streamRunHistory(
  days: RunDays,
  { comparison = false, signal }: RunHistoryRead = {},
): AsyncGenerator<TestRun[]> {
  return streamRecords('/testruns', testRunSchema, {
    query: { ...days, $includeDetails: true, ...(comparison ? { $includeComparison: true } : {}) },
    signal,
    emptied: comparison ? LEFT_OUT : [...LEFT_OUT, 'COMPARISON'],
  });
}
