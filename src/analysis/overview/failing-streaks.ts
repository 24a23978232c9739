// Since when each test case has been failing, worked out from its results as they stream in newest first.
import { FAILED_STATUSES, isUnfinishedStatus } from '../../contract/codes';
import type { Execution, ListedRun } from '../../contract/records';

export interface FailingStreak {
  caseId: string;
  since: string;
  atLeast: boolean;
}

export class FailingStreaks {
  /**
   * Per test case: whether its newest result failed, and the oldest failure of that unbroken run of failures
   * (open while no older result has broken it yet).
   */
  private readonly streaks = new Map<string, { failing: boolean; open: boolean; since: string }>();

  add(detail: Execution, run: ListedRun): void {
    if (isUnfinishedStatus(detail.STATUS) || !detail.STATUS) return;
    const failed = FAILED_STATUSES.includes(detail.STATUS);
    const streak = this.streaks.get(detail.CASEID);
    if (!streak) this.streaks.set(detail.CASEID, { failing: failed, open: failed, since: run.STARTED_DATE });
    else if (streak.open && failed) streak.since = run.STARTED_DATE;
    else streak.open = false;
  }

  /**
   * The day a test case's newest run of failures began, if its newest result in the range failed; `atLeast` when
   * every result the range holds failed, so the failures may have begun before it.
   */
  failingSince(caseId: string): { since: string; atLeast: boolean } | undefined {
    const streak = this.streaks.get(caseId);
    return streak?.failing ? { since: streak.since, atLeast: streak.open } : undefined;
  }

  /** Every test case whose newest result in the range failed, with failingSince's answer: for another thread. */
  failing(): FailingStreak[] {
    const failing: FailingStreak[] = [];
    for (const [caseId, streak] of this.streaks)
      if (streak.failing) failing.push({ caseId, since: streak.since, atLeast: streak.open });
    return failing;
  }
}
