// The run history: a few hundred (or tens of thousands of) runs over the 90 days before the reference
// date, each executing the test cases of a folder (or a folder and its sub-folders).
import { RUN_TYPES, FAILED_STATUSES, type RunType } from '../../contract/codes';
import { toWireDateTime } from '../../contract/date-time';
import { TOP_LEVEL_PARENT_ID } from '../../contract/ids';
import type { CaseVariable, RunDetail, TestCase } from '../../contract/records';
import { comparisonRows, locatorOf, metadataRows } from '../execution/execution-artifacts';
import { decideOutcome, finishedDetail, type ExecutionFacts } from '../execution/case-outcome';
import { NO_REPORT_LINKS } from '../execution/run-links';
import { runVariablesFor } from '../execution/run-variables';
import type { CaseProfile, StoredRun } from '../store/store-types';
import { LANDSCAPES, RUN_NAME_THEMES, USERS } from './catalog';
import { defineLazy } from '../lib/lazy';
import type { Random } from '../lib/prng';

const RUN_TYPE_WEIGHTS: readonly (readonly [RunType, number])[] = [
  ['UT', 35],
  ['RT', 30],
  ['SM', 15],
  ['CR', 12],
  ['TD', 8],
];
const HISTORY_DAYS = 90;
/** Test cases of the widest runs (regressions of a folder and its sub-folders), and each one's seconds. */
const MOST_CASES = 150;
const CASE_SECONDS = { min: 2, max: 40 } as const;
/** How long the longest seeded run takes: 150 test cases of 40 s, then its end a second later (100 minutes). */
export const LONGEST_SEEDED_RUN_MS = (MOST_CASES * CASE_SECONDS.max + 1) * 1000;

export interface RunSources {
  seed: number;
  /** When the data set's seeded history ends: runs start in the 90 days before, interfaces' changes date from it. */
  referenceDate: Date;
  testCases: ReadonlyMap<string, TestCase>;
  testCaseIdsByFolder: ReadonlyMap<string, string[]>;
  childFolderIds: ReadonlyMap<string, string[]>;
  caseProfiles: ReadonlyMap<string, CaseProfile>;
  variablesByCase: ReadonlyMap<string, CaseVariable[]>;
}

export function generateRuns(count: number, sources: RunSources, random: Random): StoredRun[] {
  const foldersWithCases = [...sources.testCaseIdsByFolder.keys()];
  if (foldersWithCases.length === 0) return [];
  const end = sources.referenceDate.getTime();
  return Array.from({ length: count }, () =>
    randomRun(sources, random, foldersWithCases, () => new Date(end - random.int(0, HISTORY_DAYS * 86_400) * 1000)),
  );
}

/** Runs per day of the history, besides the nightly series: what a day the mock missed gets on average. */
export function runsPerDay(runs: number): number {
  return (runs - nightlyRunCount(runs)) / HISTORY_DAYS;
}

/** One run of a random type over a random folder's test cases, started when `startAt` says (drawn after the rest). */
export function randomRun(
  sources: RunSources,
  random: Random,
  foldersWithCases: readonly string[],
  startAt: () => Date,
): StoredRun {
  const type = random.weighted(RUN_TYPE_WEIGHTS);
  const folderId = random.pick(foldersWithCases);
  const wide = type === 'RT' || random.chance(0.25);
  const caseIds = wide
    ? casesBelow(folderId, sources, type === 'RT' ? MOST_CASES : 60)
    : sources.testCaseIdsByFolder.get(folderId)!.slice(0, 40);
  return seededRun(type, caseIds, startAt(), sources, random);
}

/**
 * A nightly regression: the same test cases (the first top-level folder's, with its sub-folders) every night of
 * the last `nights` days, as a scheduler runs it, so consecutive runs can be compared case by case.
 */
export function generateNightlySeries(nights: number, sources: RunSources, random: Random): StoredRun[] {
  if (nights === 0) return [];
  const newest = newestNightBy(sources.referenceDate);
  return Array.from({ length: nights }, (_, night) => nightlyRun(newest - night * 86_400_000, sources, random)).filter(
    (run) => run !== undefined,
  );
}

/**
 * 02:00 UTC of the newest night whose nightly run a history ending at `end` holds: a history that ends before
 * that night's run has finished (it starts by 02:10 and takes at most 27 minutes) ends with the night before.
 */
export function newestNightBy(end: Date): number {
  const lastNight = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate(), 2);
  return end.getTime() >= lastNight + NIGHT_RUN_MS ? lastNight : lastNight - 86_400_000;
}

/** The nightly regression of the night whose 02:00 UTC is `night`; none without a top-level folder. */
export function nightlyRun(night: number, sources: RunSources, random: Random): StoredRun | undefined {
  const [topFolderId] = sources.childFolderIds.get(TOP_LEVEL_PARENT_ID) ?? [];
  if (!topFolderId) return undefined;
  const caseIds = casesBelow(topFolderId, sources, NIGHTLY_CASES);
  const start = new Date(night + random.int(0, 600) * 1000);
  return seededRun('RT', caseIds, start, sources, random, `${NIGHTLY_SERIES_NAME} ${toWireDateTime(start).date}`);
}

/** How many runs of a data set are the nightly series: one night in ten runs, at most every night of the history. */
export function nightlyRunCount(runs: number): number {
  return Math.min(HISTORY_DAYS, Math.floor(runs / 10));
}

export const NIGHTLY_SERIES_NAME = 'Nightly full regression';
/** Enough test cases for a few changes each night, few enough that its run page stays light. */
const NIGHTLY_CASES = 40;
/** From 02:00 to the end of the latest nightly: a start within 10 minutes, then 40 test cases of at most 40 s. */
const NIGHT_RUN_MS = (600 + NIGHTLY_CASES * CASE_SECONDS.max + 1) * 1000;

/** Test case IDs of a folder and the folders below it, depth-first, at most `cap`. */
function casesBelow(folderId: string, sources: RunSources, cap: number): string[] {
  const found: string[] = [];
  const stack = [folderId];
  while (stack.length > 0 && found.length < cap) {
    const id = stack.pop()!;
    for (const caseId of sources.testCaseIdsByFolder.get(id) ?? []) {
      if (found.length >= cap) break;
      found.push(caseId);
    }
    stack.push(...(sources.childFolderIds.get(id) ?? []).toReversed());
  }
  return found;
}

/** What decides the outcome of a seeded execution of a test case in the run `runId`, which ends on `endDate`. */
export function executionFacts(
  sources: RunSources,
  testCase: TestCase,
  runId: string,
  endDate: string,
): ExecutionFacts {
  return {
    seed: sources.seed,
    caseId: testCase.CASEID,
    executionKey: runId,
    object: testCase.OBJDEFID,
    outputFormat: sources.caseProfiles.get(testCase.CASEID)!.outputFormat,
    endDate,
    historyEnds: sources.referenceDate,
  };
}

function seededRun(
  type: RunType,
  caseIds: string[],
  start: Date,
  sources: RunSources,
  random: Random,
  name?: string,
): StoredRun {
  const runId = random.hex(32);
  const started = toWireDateTime(start);
  let clock = start.getTime();
  const details: RunDetail[] = caseIds.map((caseId) => {
    const testCase = sources.testCases.get(caseId)!;
    const begin = toWireDateTime(new Date(clock));
    clock += random.int(CASE_SECONDS.min, CASE_SECONDS.max) * 1000;
    const end = toWireDateTime(new Date(clock));
    const outcome = decideOutcome(executionFacts(sources, testCase, runId, end.date));
    return finishedDetail(testCase, outcome, runId, {
      startedDate: begin.date,
      startedTime: begin.time,
      endDate: end.date,
      endTime: end.time,
    });
  });
  const ended = toWireDateTime(new Date(clock + 1000));
  const failed = details.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).length;
  const run: StoredRun = {
    record: {
      RUN_ID: runId,
      NAME: name ?? `${random.pick(RUN_NAME_THEMES[type])} ${started.date}`,
      STARTED_BY: type === 'RT' ? 'BATCH_QA' : random.pick(USERS),
      STARTED_DATE: started.date,
      STARTED_TIME: started.time,
      TC_TOTAL: details.length,
      TC_PASSED: details.length - failed,
      TC_FAILED: failed,
      REMOTE_CMP_RUN: '',
      END_DATE: ended.date,
      END_TIME: ended.time,
      ...NO_REPORT_LINKS,
      TYPE: type in RUN_TYPES ? type : 'UT',
    },
    details,
    variables: [],
    comparison: [],
    metadata: [],
    landscape: random.pick(LANDSCAPES),
  };
  const profileOf = (caseId: string) => sources.caseProfiles.get(caseId)!;
  const ends = sources.referenceDate;
  defineLazy(run, 'variables', () =>
    details.flatMap((d) =>
      runVariablesFor(
        d.CASEID,
        runId,
        sources.variablesByCase.get(d.CASEID) ?? [],
        undefined,
        locatorOf(d.CASEID, runId, d, profileOf(d.CASEID), ends),
      ),
    ),
  );
  defineLazy(run, 'comparison', () =>
    details.flatMap((d) => comparisonRows(d.CASEID, runId, d, profileOf(d.CASEID), ends)),
  );
  defineLazy(run, 'metadata', () =>
    details.flatMap((d) => metadataRows(sources.testCases.get(d.CASEID)!, runId, d.STATUS, profileOf(d.CASEID))),
  );
  return run;
}
