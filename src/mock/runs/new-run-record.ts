// The record of a run started through the interface, before any of its cases has run.
import type { StartRunMembers } from '../../contract/requests';
import { NO_REPORT_LINKS } from '../execution/run-links';
import type { RunRecord } from '../store/store-types';

function newRunId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export function newRunRecord(
  members: StartRunMembers,
  user: string,
  started: { date: string; time: string },
): RunRecord {
  return {
    RUN_ID: newRunId(),
    NAME: members.TEST_RUN_NAME?.trim() || `Run ${started.date} ${started.time}`,
    STARTED_BY: user,
    STARTED_DATE: started.date,
    STARTED_TIME: started.time,
    TC_TOTAL: 0,
    TC_PASSED: 0,
    TC_FAILED: 0,
    REMOTE_CMP_RUN: '',
    END_DATE: '',
    END_TIME: '',
    ...NO_REPORT_LINKS,
    // Runs started through the interface are unit tests, or regression tests when they sweep whole
    // folder trees.
    TYPE: members.SCENARIOS?.length && members.INCLUDE_SUBFOLDERS === 'X' ? 'RT' : 'UT',
  };
}
