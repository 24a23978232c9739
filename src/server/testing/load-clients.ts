// Many clients against one service for a bounded time: readers loop over every read endpoint, runners
// start async runs (token, then POST, as the spec asks) and follow each to its end. Counts every request,
// every non-2xx answer or network failure, and checks that each finished run adds up.
import type { TestCase, TestRun } from '../../contract/records';
import { Random } from '../../mock/lib/prng';
import { LOAD_RUN_PREFIX, pickRead, warmUpService } from './load-reads';
import { serviceSession, type ServiceSession } from './service-session';

export interface LoadOptions {
  api: string;
  durationMs: number;
  /** Clients reading as fast as answers come. */
  readers: number;
  /** Clients each keeping one async run going at a time: the number of concurrent runs. */
  runners: number;
  casesPerRun: number;
  /** How often a runner reads its run while it is in progress. */
  pollMs: number;
  /** STARTED_BY of the load's runs. */
  user: string;
  /** Called after every sampled read was made once, before the clients start: e.g. to take a memory baseline. */
  afterWarmUp?: () => Promise<void>;
  /** How long runs may take to finish after the load stops starting new ones. */
  graceMs?: number;
  seed?: number;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  /** The first few failures, for the report. */
  errorSamples: string[];
  requestsByName: Record<string, number>;
  /** Answer times in ms: median, 99th percentile, slowest. */
  latency: { p50: number; p99: number; max: number };
  /** 99th percentile answer time in ms per kind of request. */
  p99ByName: Record<string, number>;
  runsStarted: number;
  runsFinished: number;
  /** Each started run with the number of test cases it was started with. */
  startedRuns: Map<string, number>;
  casesExecuted: number;
  /** Finished runs whose answer did not add up (totals, cases, statuses), with what was wrong. */
  inconsistentRuns: string[];
  maxConcurrentRuns: number;
}

const FINAL_STATUSES = ['S', 'W', 'E', 'A'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a finished run should look like; answers the problems, none when it adds up. */
function runProblems(run: TestRun, caseIds: readonly string[]): string[] {
  const problems: string[] = [];
  if (run.TC_TOTAL !== caseIds.length) problems.push(`TC_TOTAL ${run.TC_TOTAL}, started ${caseIds.length}`);
  if (run.TC_PASSED + run.TC_FAILED !== run.TC_TOTAL)
    problems.push(`passed ${run.TC_PASSED} + failed ${run.TC_FAILED} ≠ ${run.TC_TOTAL}`);
  if (run.DETAILS.map((detail) => detail.CASEID).join() !== caseIds.join())
    problems.push('DETAILS are not the cases started');
  if (!run.DETAILS.every((detail) => FINAL_STATUSES.includes(detail.STATUS) && detail.END_DATE !== ''))
    problems.push('a case is not final');
  return problems;
}

function percentile(times: readonly number[], share: number): number {
  const sorted = times.toSorted((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const figures: LoadFigures = {
    requests: 0,
    errors: 0,
    errorSamples: [],
    requestsByName: {},
    latency: { p50: 0, p99: 0, max: 0 },
    p99ByName: {},
    runsStarted: 0,
    runsFinished: 0,
    startedRuns: new Map(),
    casesExecuted: 0,
    inconsistentRuns: [],
    maxConcurrentRuns: 0,
  };
  const allCaseIds = (await serviceSession(options.api).data<TestCase>('/testcases')).map(
    (testCase) => testCase.CASEID,
  );
  const reads = await warmUpService(options.api, options.user);
  await options.afterWarmUp?.();
  const stopAt = performance.now() + options.durationMs;
  const giveUpAt = stopAt + (options.graceMs ?? 30_000);
  let activeRuns = 0;
  const durations = new Map<string, number[]>();

  /** Sends one request and reads its answer to the end; undefined (and counted) on failure. */
  const tracked = async (
    name: string,
    send: () => Promise<Response>,
  ): Promise<{ status: number; body: string } | undefined> => {
    figures.requests++;
    figures.requestsByName[name] = (figures.requestsByName[name] ?? 0) + 1;
    const sent = performance.now();
    try {
      const response = await send();
      const body = response.headers.get('content-type')?.includes('spreadsheetml')
        ? `${(await response.arrayBuffer()).byteLength} bytes`
        : await response.text();
      (durations.get(name) ?? durations.set(name, []).get(name)!).push(performance.now() - sent);
      if (response.ok) return { status: response.status, body };
      throw new Error(`${response.status} ${body.slice(0, 200)}`);
    } catch (error) {
      figures.errors++;
      if (figures.errorSamples.length < 5) figures.errorSamples.push(`${name}: ${(error as Error).message}`);
      return undefined;
    }
  };

  const reader = async (random: Random) => {
    const session = serviceSession(options.api);
    while (performance.now() < stopAt) {
      const { read, target } = pickRead(reads, random);
      await tracked(read.name, () => read.request(session, target));
    }
  };

  const follow = async (session: ServiceSession, runId: string, caseIds: string[]) => {
    while (performance.now() < giveUpAt) {
      await sleep(options.pollMs);
      const answer = await tracked('run progress', () => session.get(`/testruns/${runId}?$includeDetails=true`));
      if (!answer) continue;
      const [run] = (JSON.parse(answer.body) as { DATA: TestRun[] }).DATA;
      if (!run?.END_DATE) continue;
      figures.runsFinished++;
      figures.casesExecuted += run.DETAILS.length;
      const problems = runProblems(run, caseIds);
      if (problems.length > 0) figures.inconsistentRuns.push(`${runId}: ${problems.join('; ')}`);
      return;
    }
  };

  const runner = async (random: Random, index: number) => {
    const session = serviceSession(options.api, { user: options.user });
    for (let round = 0; performance.now() < stopAt; round++) {
      const caseIds = [...new Set(Array.from({ length: options.casesPerRun }, () => random.pick(allCaseIds)))];
      const answer = await tracked('start run', () =>
        session.startRun({ TEST_CASES: caseIds, ASYNC: 'X', TEST_RUN_NAME: `${LOAD_RUN_PREFIX}${index}.${round}` }),
      );
      if (!answer) continue;
      const runId = (JSON.parse(answer.body) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;
      figures.runsStarted++;
      figures.startedRuns.set(runId, caseIds.length);
      figures.maxConcurrentRuns = Math.max(figures.maxConcurrentRuns, ++activeRuns);
      await follow(session, runId, caseIds);
      activeRuns--;
    }
  };

  const seed = options.seed ?? 1;
  await Promise.all([
    ...Array.from({ length: options.readers }, (_, index) => reader(new Random(seed * 1000 + index))),
    ...Array.from({ length: options.runners }, (_, index) => runner(new Random(seed * 2000 + index), index)),
  ]);
  const all = [...durations.values()].flat();
  figures.latency = { p50: percentile(all, 0.5), p99: percentile(all, 0.99), max: percentile(all, 1) };
  figures.p99ByName = Object.fromEntries([...durations].map(([name, times]) => [name, percentile(times, 0.99)]));
  return figures;
}
