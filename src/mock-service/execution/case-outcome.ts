// What happens when a test case executes: its final status, message and new document number, derived
// from the seed, the case and the run, so a data set and every run started on it are reproducible.
import { statusText } from '../../contract/codes';
import type { RunDetail, TestCase } from '../../contract/records';
import { ABORT_MESSAGES, FAILURE_MESSAGES, SUCCESS_MESSAGE, WARNING_MESSAGES } from '../data/catalog';
import { createRandom, hashString } from '../data/prng';

/** Every case has a temperament: most are stable, some flaky, a few broken until someone fixes them. */
function failureRate(seed: number, caseId: string): number {
  const roll = hashString(caseId, seed) % 100;
  if (roll < 70) return 0.04;
  if (roll < 92) return 0.25;
  return 0.7;
}

export function decideStatus(seed: number, caseId: string, runId: string): 'S' | 'W' | 'E' | 'A' {
  const random = createRandom(hashString(runId, hashString(caseId, seed)));
  const roll = random.next();
  const failing = failureRate(seed, caseId);
  if (roll < failing * 0.9) return 'E';
  if (roll < failing) return 'A';
  if (roll < failing + 0.08) return 'W';
  return 'S';
}

const MESSAGES_BY_STATUS: Readonly<Record<string, readonly string[]>> = { E: FAILURE_MESSAGES, W: WARNING_MESSAGES, A: ABORT_MESSAGES };

export function messageFor(status: string, caseId: string, runId: string): string {
  const messages = MESSAGES_BY_STATUS[status];
  return messages ? messages[hashString(caseId + runId) % messages.length]! : SUCCESS_MESSAGE;
}

/** The middleware message ID of the message this execution created (none when aborted). */
export function newDocumentNumber(status: string, caseId: string, runId: string): string {
  if (status === 'A') return '';
  return createRandom(hashString(runId, hashString(caseId))).hex(32);
}

export interface ExecutionTimes {
  startedDate: string;
  startedTime: string;
  endDate: string;
  endTime: string;
}

/** A DETAILS row of a finished execution. */
export function finishedDetail(testCase: TestCase, status: string, runId: string, times: ExecutionTimes): RunDetail {
  return {
    CASEID: testCase.CASEID,
    SCNRID: testCase.SCNRID,
    DESCR: testCase.DESCR,
    IFTYPE: testCase.IFTYPE,
    OBJDEFID: testCase.OBJDEFID,
    STATUS: status,
    STATUS_TXT: statusText(status),
    MESSAGE: messageFor(status, testCase.CASEID, runId),
    DOCNUM: newDocumentNumber(status, testCase.CASEID, runId),
    STARTED_DATE: times.startedDate,
    STARTED_TIME: times.startedTime,
    END_DATE: times.endDate,
    END_TIME: times.endTime,
  };
}
