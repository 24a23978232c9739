// Builds the whole seeded store: same seed, sizes and history end, same data.
import { createContentCatalog, type SeededExecution } from './content-catalog';
import { applyLastExecution, compareRunsNewestFirst } from '../store/run-order';
import type { MockStore, StoredRun } from '../store/store-types';
import { DEFAULT_SEED, resolveSizes, type DatasetName, type DatasetSizes } from './dataset-sizes';
import { alternateFlakyCases } from './flaky-history';
import { generateFolders } from './generate-folders';
import { generateNightlySeries, generateRuns, nightlyRunCount } from './generate-runs';
import { generateTestCases } from './generate-test-cases';
import { FIXED_HISTORY_END } from './history-end';
import { createRandom } from '../lib/prng';

export interface GenerateOptions {
  dataset?: DatasetName | DatasetSizes;
  seed?: number;
  /** The instant the run history ends: its runs start in the 90 days before. */
  historyEnds?: Date;
}

export function generateStore({
  dataset = 'default',
  seed = DEFAULT_SEED,
  historyEnds = FIXED_HISTORY_END,
}: GenerateOptions = {}): MockStore {
  const sizes = resolveSizes(dataset);
  // Separate streams per part, so asking for more runs does not reshuffle folders or test cases.
  const tree = generateFolders(sizes, createRandom(seed));
  const cases = generateTestCases(sizes.testCases, tree, createRandom(seed + 1));
  const sources = { seed, referenceDate: historyEnds, childFolderIds: tree.childFolderIds, ...cases };
  const nightlies = nightlyRunCount(sizes.runs);
  const runs = [
    ...generateRuns(sizes.runs - nightlies, sources, createRandom(seed + 2)),
    ...generateNightlySeries(nightlies, sources, createRandom(seed + 3)),
  ];
  runs.sort((a, b) => compareRunsNewestFirst(a.record, b.record));
  alternateFlakyCases(runs, sources);

  const runsById = new Map<string, StoredRun>();
  const runIdsByCase = new Map<string, string[]>();
  const seededExecutions = new Map<string, SeededExecution>();
  for (const run of runs) {
    runsById.set(run.record.RUN_ID, run);
    for (const detail of run.details) {
      const history = runIdsByCase.get(detail.CASEID);
      if (history) {
        history.push(run.record.RUN_ID);
        continue;
      }
      runIdsByCase.set(detail.CASEID, [run.record.RUN_ID]);
      applyLastExecution(cases.testCases.get(detail.CASEID)!, run.record, detail);
      seededExecutions.set(detail.CASEID, {
        runId: run.record.RUN_ID,
        told: detail,
      });
    }
  }

  return {
    folders: tree.folders,
    childFolderIds: tree.childFolderIds,
    testCases: cases.testCases,
    testCaseIdsByFolder: cases.testCaseIdsByFolder,
    caseProfiles: cases.caseProfiles,
    variablesByCase: cases.variablesByCase,
    contents: createContentCatalog(cases.testCases, cases.caseProfiles, seededExecutions, historyEnds),
    runs: runsById,
    runIdsNewestFirst: runs.map((run) => run.record.RUN_ID),
    runIdsByCase,
    historyEnds,
  };
}
