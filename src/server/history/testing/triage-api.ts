// The dashboard's API over a test store, with triage writes checked against a bundled mock in this process, and
// a clock the test moves: the calls a screen or script makes, as a named user.
import { desc, eq, inArray } from 'drizzle-orm';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { FetchHandler } from '../../create-server-app';
import { createDashboardApi } from '../api/dashboard-api';
import { createReaderAccess } from '../api/reader-access';
import { createWriterCheck } from '../api/writer-check';
import { fixVerifiers } from '../triage/fix-verifier';
import { HistorySync } from '../sync/history-sync';
import type { NotifySetup } from '../notify/notify-channels';
import type { HistoryStore } from '../store/open-store';
import { executions, runs } from '../store/schema';
import { toWireDateTime } from '../../../contract/date-time';
import { useInProcessService } from './in-process-service';
import { openSyncedStore, type Engine } from './test-stores';

export const TICKET_URL = 'https://jira.example.com/browse/{key}';

/**
 * The dashboard API over a synced store, as a triage test needs it. `notify`: the channels set up; `runService`: what
 * fix verifications start their runs on (the mock, unless a test decides their outcomes).
 */
export function triageApi(
  store: HistoryStore,
  mock: MockService,
  { notify, runService = mock.fetch }: { notify?: NotifySetup; runService?: FetchHandler } = {},
) {
  let now = new Date();
  const service = mock.fetch;
  // Never started: the test syncs with passes of its own; this one only takes the listeners a server's sync has.
  const sync = new HistorySync(store);
  // Quick polls: a test settles each verification run on the mock and syncs it, then waits for the verdict.
  const verifiers = fixVerifiers(runService, { pollMs: 20 });
  const api = createDashboardApi(
    () => ({
      history: { phase: 'open', store, sync },
      triage: {
        writer: createWriterCheck({ service, defaultUser: 'DEVELOPER' }),
        ticketUrl: TICKET_URL,
        verifiers,
        ...(notify ? { notify } : {}),
      },
    }),
    createReaderAccess({ service }),
    () => now,
  );
  const call = async (
    method: string,
    path: string,
    { body, user = 'LEAD' }: { body?: unknown; user?: string | null } = {},
  ) => {
    // null: no credentials, the server's default user (the demo's lead).
    const headers = new Headers(user === null ? {} : { authorization: `Basic ${btoa(`${user}:secret`)}` });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const answer = await api(
      new Request(`http://dashboard.test/api${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    // A file (the run's workbook) is read as bytes, with the headers that name it.
    if (!(answer.headers.get('content-type') ?? '').includes('json'))
      return { status: answer.status, json: undefined as never, headers: answer.headers, bytes: await answer.bytes() };
    return { status: answer.status, json: (await answer.json()) as never, headers: answer.headers };
  };
  return {
    call,
    get: (path: string, user?: string) => call('GET', path, user === undefined ? {} : { user }),
    /** Moves the clock the API writes by. */
    setNow: (moment: Date) => (now = moment),
    /** The fix verifiers this API asks. */
    verifiers,
  };
}

/**
 * A small mock (VIEWER may only read) in this process, a store on `engine` synced with it, and the API over both;
 * the test closes the store and the mock.
 */
export async function openTriageStore(engine: Engine) {
  const mock = await createMockService({
    dataset: { folders: 6, testCases: 30, runs: 20, maxDepth: 2 },
    runPaceMs: 0,
    readOnlyUsers: ['VIEWER'],
  });
  // oxlint-disable-next-line react-hooks/rules-of-hooks -- no React hook: it points the service client at the mock
  useInProcessService(mock);
  const store = await openSyncedStore(engine);
  return { mock, store, api: triageApi(store, mock) };
}

/** A stored failure of the synced history: its run, case, automation object and message. */
export async function someStoredFailure(store: HistoryStore, status: 'E' | 'A' = 'E') {
  const [failure] = await store.db
    .select({
      runId: executions.runId,
      caseId: executions.caseId,
      automationObject: executions.automationObject,
      message: executions.message,
      cause: executions.cause,
      startedAt: runs.startedAt,
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(inArray(executions.status, [status]))
    .orderBy(desc(runs.startedAt))
    .limit(1);
  if (!failure) throw new Error(`The synced history holds no result with status ${status}`);
  return { ...failure, cause: failure.cause! };
}

/** Runs a test case on the mock and makes its result and start the ones given, as if the system had said so. */
export async function runCaseOnMock(
  mock: MockService,
  caseId: string,
  result: { STATUS: string; MESSAGE: string },
  startedAt: Date,
) {
  const started = await startTestRun({ TEST_CASES: [caseId], TEST_RUN_NAME: 'Triage probe' });
  if (started.kind !== 'sync') throw new Error('a synchronous start was expected');
  const run = mock.store.runs.get(started.run.RUN_ID)!;
  const passed = result.STATUS === 'S' || result.STATUS === 'W';
  // A new object: the mock keeps the JSON it wrote of a finished run by the run's object (mock/queries/kept-json.ts).
  mock.store.runs.set(started.run.RUN_ID, {
    ...run,
    record: {
      ...run.record,
      STARTED_DATE: toWireDateTime(startedAt).date,
      STARTED_TIME: toWireDateTime(startedAt).time,
      TC_PASSED: passed ? 1 : 0,
      TC_FAILED: passed ? 0 : 1,
    },
    details: run.details.map((detail) => ({ ...detail, ...result })),
  });
  return started.run.RUN_ID;
}
