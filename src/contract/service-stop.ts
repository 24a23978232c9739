// How the service marks a test case it could not finish because it stopped (the mock writes it on restart,
// mock/journal/abort-unfinished.ts): status A with this message. The dashboard tells such a run from one whose
// cases failed by it, so the wording lives here once for both sides.

const PREFIX = 'Aborted: the service stopped while this test case was ';
const STOPPED = /^Aborted: the service stopped while this test case was (running|queued)$/;

/** The message of a case the service stopped under; `status` is what the case was then (R running, else queued). */
export const serviceStopMessage = (status: string): string => `${PREFIX}${status === 'R' ? 'running' : 'queued'}`;

/** Whether a case was aborted because the service stopped, not for a reason of its own. */
export const isServiceStopAbort = (detail: { STATUS: string; MESSAGE: string }): boolean =>
  detail.STATUS === 'A' && STOPPED.test(detail.MESSAGE);
