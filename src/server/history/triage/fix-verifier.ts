// Verifies fixes (issue 73): the decision's test cases run again, N runs one after another, never two at once, as
// the same test data would be shared by both. One verifier per server takes the verifications in the order asked;
// each run is started in the name of the lead who asked (service-as-user.ts), and its outcome is read from the
// store once the sync has read the finished run, so "failed" agrees with what triage calls regressed.
import { and, eq, inArray } from 'drizzle-orm';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { VerificationRun } from '../../../contract/dashboard-api/fix-verification';
import { normaliseHexId } from '../../../contract/ids';
import { isRunFinished } from '../../../contract/records';
import type { FetchHandler } from '../../create-server-app';
import { postAsUser, type UserCredentials } from '../api/service-as-user';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { wishWriterOf } from '../store/sync-wishes';
import { DEFAULT_PACES } from '../sync/sync-pace';
import { firstGoing, moveVerification, type VerificationRow } from './verification-rows';

export interface FixVerifierOptions {
  db: StoreDb;
  service: FetchHandler;
  /** How often a run being waited for is looked up in the store. */
  pollMs?: number;
  /** How long a run may take before the verification stops waiting for it. */
  runTimeoutMs?: number;
  now?: () => Date;
}

const START_TIMEOUT_MS = 30_000;
const NO_CREDENTIALS: UserCredentials = { authorization: null, cookie: null };

type Judged = { outcome: 'passed' } | { outcome: 'failed'; why: string } | { outcome: 'waiting' };

export class FixVerifier {
  /** The credentials of whoever asked, by verification: in memory only, so a restart forgets them. */
  private readonly credentials = new Map<number, UserCredentials>();
  private working: Promise<void> | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly pollMs: number;
  private readonly runTimeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: FixVerifierOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.runTimeoutMs = options.runTimeoutMs ?? 2 * 3_600_000;
    this.now = options.now ?? (() => new Date());
  }

  /** A verification was asked with these credentials: the verifier goes on with it in its turn. */
  asked(row: VerificationRow, credentials: UserCredentials): void {
    if (!row.anonymous) this.credentials.set(row.id, credentials);
    this.kick();
  }

  /** Goes on with what the store holds not ended (after a restart, too); a no-op while it works already. */
  kick(): void {
    if (this.stopped) return;
    this.wake?.();
    this.working ??= this.work()
      .catch((error: unknown) => console.error('Fix verification: the verifier stopped on an error:', error))
      .finally(() => (this.working = null));
  }

  /** Resolves once the verifier no longer works; a run it started goes on on the service, and on at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.working;
  }

  /** Resolves once nothing is left to verify (for tests). */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  private async work(): Promise<void> {
    for (let row = await firstGoing(this.options.db); row && !this.stopped; row = await firstGoing(this.options.db)) {
      await this.verify(row);
    }
  }

  /** Takes one verification to its end, run by run. */
  private async verify(start: VerificationRow): Promise<void> {
    let row: VerificationRow | null = start;
    while (row && row.endedAt === null && !this.stopped) {
      const last = row.runs.at(-1);
      if (last?.outcome === 'running') row = await this.await(row, last);
      else if (row.runs.length < row.runsWanted) row = await this.startNext(row);
      // Every run passed but the verdict was not written (a restart between): write it now.
      else row = await this.end(row, 'verified', null, row.runs);
    }
    if (row?.endedAt) this.credentials.delete(row.id);
  }

  private async startNext(row: VerificationRow): Promise<VerificationRow | null> {
    const number = row.runs.length + 1;
    const credentials = row.anonymous ? NO_CREDENTIALS : this.credentials.get(row.id);
    if (!credentials)
      return this.end(
        row,
        'stopped',
        `The server restarted before run ${number} of ${row.runsWanted} could start, and it keeps no one's ` +
          'credentials: verify the fix again.',
        row.runs,
      );
    const started = await this.startRun(row, number, credentials);
    if (started.runId === undefined) return this.end(row, 'stopped', started.why, row.runs);
    const runId = started.runId;
    await this.watch(runId, 'started');
    return moveVerification(this.options.db, row, {
      state: 'running',
      runs: [...row.runs, { RUN_ID: runId, outcome: 'running' }],
    });
  }

  private async startRun(row: VerificationRow, number: number, credentials: UserCredentials) {
    const body = JSON.stringify({
      DATA: {
        TEST_CASES: row.cases,
        TEST_RUN_NAME: `Verify fix of decision ${row.decisionId}: run ${number} of ${row.runsWanted}`,
        ASYNC: 'X',
      },
    });
    const refused = (answer: Response) =>
      `The service did not start run ${number} of ${row.runsWanted} (HTTP ${answer.status}` +
      `${answer.status === 401 || answer.status === 403 ? `: ${row.askedBy} may not start runs` : ''}).`;
    try {
      const sent = await postAsUser(
        this.options.service,
        credentials,
        '/testruns',
        body,
        AbortSignal.timeout(START_TIMEOUT_MS),
      );
      if (sent.step === 'token' || !sent.answer.ok) {
        void sent.answer.body?.cancel();
        return { why: refused(sent.answer) };
      }
      const text = await sent.answer.text();
      const runId = /"RUN_ID"\s*:\s*"([0-9A-Fa-f]{32})"/.exec(text)?.[1];
      return runId ? { runId: normaliseHexId(runId) } : { why: refused(sent.answer) };
    } catch (error) {
      return { why: `Run ${number} could not be started: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /** Waits for the run's end as the store reads it, and moves the verification on by its outcome. */
  private async await(row: VerificationRow, last: VerificationRun): Promise<VerificationRow | null> {
    const deadline = Date.now() + this.runTimeoutMs;
    let judged = await this.judge(row, last.RUN_ID);
    while (judged.outcome === 'waiting' && !this.stopped) {
      if (Date.now() > deadline)
        return this.end(row, 'stopped', `Run ${row.runs.length} did not end within two hours.`, row.runs);
      await this.watch(last.RUN_ID, 'run');
      await this.pause();
      judged = await this.judge(row, last.RUN_ID);
    }
    if (judged.outcome === 'waiting') return row;
    const judgedRuns = [...row.runs.slice(0, -1), { ...last, outcome: judged.outcome }];
    if (judged.outcome === 'failed') return this.end(row, 'failed', judged.why, judgedRuns);
    if (judgedRuns.length === row.runsWanted) return this.end(row, 'verified', null, judgedRuns);
    return moveVerification(this.options.db, row, { state: 'running', runs: judgedRuns });
  }

  /** The run's outcome for the decision's cases, once the store holds the finished run's latest results. */
  private async judge(row: VerificationRow, runId: string): Promise<Judged> {
    const { db } = this.options;
    const [run] = await db
      .select({ record: runs.record, listedAs: runs.listedAs, storedAs: runs.storedAs })
      .from(runs)
      .where(eq(runs.id, runId));
    if (!run || !isRunFinished(run.record) || run.storedAs !== run.listedAs) return { outcome: 'waiting' };
    const failed = await db
      .select({ caseId: executions.caseId, message: executions.message })
      .from(executions)
      .where(
        and(
          eq(executions.runId, runId),
          inArray(executions.caseId, row.cases),
          inArray(executions.status, [...FAILED_STATUSES]),
        ),
      )
      .orderBy(executions.caseId);
    if (failed.length === 0) return { outcome: 'passed' };
    const first = failed[0]!;
    return {
      outcome: 'failed',
      why:
        `Run ${row.runs.length} of ${row.runsWanted}: test case ${first.caseId} failed (${first.message})` +
        (failed.length > 1 ? ` and ${failed.length - 1} more.` : '.'),
    };
  }

  private end(
    row: VerificationRow,
    state: 'verified' | 'failed' | 'stopped',
    why: string | null,
    list: VerificationRun[],
  ) {
    return moveVerification(this.options.db, row, { state, why, runs: list, now: this.now() });
  }

  /** The sync reads the run by its ID at once, and at a watched run's pace while it goes on. */
  private async watch(runId: string, kind: 'started' | 'run') {
    await wishWriterOf(this.options.db)(kind, runId, this.now(), DEFAULT_PACES.runWatchMs).catch((error: unknown) =>
      console.error(`Fix verification: could not ask the sync to read run ${runId}:`, error),
    );
  }

  /** Waits `pollMs`, or less when stopped. */
  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.pollMs);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** One verifier per store (tests open several in one process), made with the service its runs are started on. */
export function fixVerifiers(service: FetchHandler, options: Omit<FixVerifierOptions, 'db' | 'service'> = {}) {
  const byStore = new Map<StoreDb, FixVerifier>();
  return {
    of(db: StoreDb): FixVerifier {
      let verifier = byStore.get(db);
      if (!verifier) byStore.set(db, (verifier = new FixVerifier({ ...options, db, service })));
      return verifier;
    },
    async stop(): Promise<void> {
      await Promise.all([...byStore.values()].map((verifier) => verifier.stop()));
    },
  };
}
export type FixVerifiers = ReturnType<typeof fixVerifiers>;
