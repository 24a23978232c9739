// Runs started on the mock itself, not through the dashboard's server, so that its sync has to find them on its own
// (as it finds the runs a scheduler or a colleague starts on the SAP system). Each is async, of a few test cases.
import { setTimeout as sleep } from 'node:timers/promises';
import { padId } from '../../src/contract/ids';
import { isRunFinished, type TestRun } from '../../src/contract/records';
import { FIRST_CASE_ID } from '../../src/mock/data/generate-test-cases';
import { isFlakyCase } from '../../src/mock/execution/case-outcome';
import { createRandom } from '../../src/mock/lib/prng';
import { serviceSession } from '../../src/server/testing/service-session';

/** The large data set's test cases are numbered from FIRST_CASE_ID on. */
const LARGE_CASES = 100_000;
const CASES_PER_RUN = 4;
/** How often the bench looks at a run on the mock: the end it sees is at most this late. */
const END_POLL_MS = 100;
const END_TIMEOUT_MS = 10 * 60_000;

export interface EndedRun {
  /** performance.now() when the bench saw it ended. */
  seenAt: number;
  run: TestRun;
}

export interface MockRuns {
  /** Starts an async run of a few test cases: any, or flaky ones (on the mock, each fails half of the time). */
  start(cases: 'any' | 'flaky'): Promise<string>;
  /** Reads the run on the mock (its own port, so the proxy counts none of it) until it has ended. */
  ended(runId: string): Promise<EndedRun>;
  /** Starts a run every `everyMs`, the first after half of it, until stopped; answers how many it started. */
  every(everyMs: number): { stop(): Promise<number> };
}

/** `api`: the mock's own base URL, not the proxy's. */
export function mockRuns(api: string): MockRuns {
  const session = serviceSession(api, { user: 'lead' });
  const random = createRandom(61);
  const pick = (flaky: boolean) => {
    const ids = new Set<string>();
    while (ids.size < CASES_PER_RUN) {
      const id = padId(String(FIRST_CASE_ID + random.int(0, LARGE_CASES - 1)));
      if (!flaky || isFlakyCase(id)) ids.add(id);
    }
    return [...ids];
  };

  const start = async (cases: 'any' | 'flaky') => {
    const answer = await session.startRun({
      TEST_CASES: pick(cases === 'flaky'),
      TEST_RUN_NAME: 'Sync load bench',
      ASYNC: 'X',
    });
    if (answer.status !== 202)
      throw new Error(`the mock answered ${answer.status} to a run's start: ${await answer.text()}`);
    return ((await answer.json()) as { DATA: [{ RUN_ID: string }] }).DATA[0].RUN_ID;
  };

  const ended = async (runId: string): Promise<EndedRun> => {
    const deadline = performance.now() + END_TIMEOUT_MS;
    while (performance.now() < deadline) {
      const [run] = await session.data<TestRun>(`/testruns/${runId}?$includeDetails=true`);
      if (run && isRunFinished(run)) return { seenAt: performance.now(), run };
      await sleep(END_POLL_MS);
    }
    throw new Error(`run ${runId} did not end on the mock within ${END_TIMEOUT_MS / 60_000} min`);
  };

  const every = (everyMs: number) => {
    let started = 0;
    const starts: Promise<unknown>[] = [];
    // A start the mock refused is said, not fatal: the window goes on with one run fewer, and its count says so.
    const startOne = () => {
      starts.push(
        start('any').then(
          () => (started += 1),
          (error: unknown) => console.warn(`a run's start on the mock failed: ${(error as Error).message}`),
        ),
      );
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      startOne();
      timer = setInterval(startOne, everyMs);
    }, everyMs / 2);
    return {
      async stop() {
        clearTimeout(first);
        clearInterval(timer);
        await Promise.all(starts);
        return started;
      },
    };
  };

  return { start, ended, every };
}
