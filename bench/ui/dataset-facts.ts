// What the UI benchmark looks for in a data set, read from the same seeded generator the server runs:
// the widest folder, the folder whose sub-tree holds the most test cases, the biggest folder without sub-folders,
// the test case with the longest result history, the volume-test payload, the run history and its nightlies.
import { groupFailures } from '../../src/analysis/failure-groups';
import { CONTENT_TYPES, isUnfinishedStatus } from '../../src/contract/codes';
import type { TestRun } from '../../src/contract/records';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../src/contract/ids';
import type { DatasetName } from '../../src/mock/data/dataset-sizes';
import { NIGHTLY_SERIES_NAME } from '../../src/mock/data/generate-runs';
import { generateStore } from '../../src/mock/data/generate-store';
import { folderSubtreeIds } from '../../src/mock/queries/select-scenarios';
import type { MockStore } from '../../src/mock/store/store-types';

export interface TreeFolder {
  /** The treeitem's accessible name. */
  name: string;
  level: number;
  setSize: number;
}

export interface DatasetFacts {
  dataset: DatasetName;
  /** The folder with the most sub-folders, the folders above it (top first) and its first sub-folder. */
  wide: { folder: TreeFolder; ancestors: TreeFolder[]; children: number; firstChild: TreeFolder };
  /** The top-level folder whose sub-tree holds the most test cases, with its lowest and highest case ID. */
  list: { folderId: string; cases: number; minCaseId: string; maxCaseId: string };
  /** The folder without sub-folders that holds the most test cases (its page is its test case list). */
  leaf: { folderId: string; cases: number };
  /** The test case with the most results (runs that executed it). */
  history: { caseId: string; results: number };
  /** The one volume-test case and the viewer title of its first payload. */
  payload: { caseId: string; title: string; bytes: number };
  /** A quick filter that keeps about one case in twelve (one of the generator's description templates). */
  filter: string;
  /** The run history: how many runs, the first name in natural order, a name filter and the executions counted. */
  runs: {
    count: number;
    firstName: string;
    nameFilter: string;
    executions: number;
    smokeExecutions: number;
    newestId: string;
  };
  /** The two newest nightly regressions, the cause of their largest failure group and a test case behind it. */
  nightly: { baseRunId: string; runId: string; largestCause: string; largestCaseId: string; cases: number };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** What the runs list and the report builder's estimate show for the whole history (no filter, one run type). */
function runFacts(store: MockStore): DatasetFacts['runs'] {
  const runs = [...store.runs.values()];
  const executed = (run: (typeof runs)[number]) =>
    run.details.filter((detail) => !isUnfinishedStatus(detail.STATUS)).length;
  const names = runs.map((run) => run.record.NAME || run.record.RUN_ID).toSorted(collator.compare);
  return {
    count: runs.length,
    firstName: names[0]!,
    nameFilter: 'nightly',
    executions: runs.reduce((sum, run) => sum + executed(run), 0),
    newestId: store.runIdsNewestFirst[0]!,
    smokeExecutions: runs.filter((run) => run.record.TYPE === 'SM').reduce((sum, run) => sum + executed(run), 0),
  };
}

const nameOf = (store: MockStore, id: string) => store.folders.get(id)!.DESCR || `Folder ${unpadId(id)}`;

function treeFolder(store: MockStore, id: string): TreeFolder {
  let level = 1;
  for (
    let parent = store.folders.get(id)!.PARENTID;
    parent !== TOP_LEVEL_PARENT_ID;
    parent = store.folders.get(parent)!.PARENTID
  )
    level++;
  return { name: nameOf(store, id), level, setSize: store.childFolderIds.get(store.folders.get(id)!.PARENTID)!.length };
}

export function datasetFacts(dataset: DatasetName, historyEnds: Date): DatasetFacts {
  const store = generateStore({ dataset, historyEnds });
  const [wideId, children] = [...store.childFolderIds.entries()]
    .filter(([id]) => id !== TOP_LEVEL_PARENT_ID)
    .reduce((widest, entry) => (entry[1].length > widest[1].length ? entry : widest));
  const ancestors: TreeFolder[] = [];
  for (
    let parent = store.folders.get(wideId)!.PARENTID;
    parent !== TOP_LEVEL_PARENT_ID;
    parent = store.folders.get(parent)!.PARENTID
  )
    ancestors.unshift(treeFolder(store, parent));

  const biggest = store.childFolderIds
    .get(TOP_LEVEL_PARENT_ID)!
    .map((folderId) => ({
      folderId,
      caseIds: folderSubtreeIds(store, folderId).flatMap((id) => store.testCaseIdsByFolder.get(id) ?? []),
    }))
    .reduce((most, entry) => (entry.caseIds.length > most.caseIds.length ? entry : most));
  const sortedCaseIds = biggest.caseIds.toSorted();

  const volume = [...store.testCases.values()].find((testCase) => testCase.DESCR.includes('volume test'))!;
  const [first] = store.contents.listForCase(volume.CASEID);
  return {
    dataset,
    wide: {
      folder: treeFolder(store, wideId),
      ancestors,
      children: children.length,
      firstChild: treeFolder(store, children[0]!),
    },
    list: {
      folderId: unpadId(biggest.folderId),
      cases: biggest.caseIds.length,
      minCaseId: unpadId(sortedCaseIds[0]!),
      maxCaseId: unpadId(sortedCaseIds.at(-1)!),
    },
    leaf: leafFacts(store),
    history: historyFacts(store),
    payload: {
      caseId: unpadId(volume.CASEID),
      title: `${CONTENT_TYPES[first!.meta.CONTENT_TYPE as keyof typeof CONTENT_TYPES]} (${first!.meta.FORMAT})`,
      bytes: first!.meta.SIZE,
    },
    filter: 'rush order',
    runs: runFacts(store),
    nightly: nightlyFacts(store),
  };
}

function leafFacts(store: MockStore): DatasetFacts['leaf'] {
  const [folderId, caseIds] = [...store.testCaseIdsByFolder.entries()]
    .filter(([id]) => !store.childFolderIds.get(id)?.length)
    .reduce((most, entry) => (entry[1].length > most[1].length ? entry : most));
  return { folderId: unpadId(folderId), cases: caseIds.length };
}

function historyFacts(store: MockStore): DatasetFacts['history'] {
  const [caseId, runIds] = [...store.runIdsByCase.entries()].reduce((most, entry) =>
    entry[1].length > most[1].length ? entry : most,
  );
  return { caseId: unpadId(caseId), results: runIds.length };
}

function nightlyFacts(store: MockStore): DatasetFacts['nightly'] {
  const [current, base] = store.runIdsNewestFirst
    .map((id) => store.runs.get(id)!)
    .filter((run) => run.record.NAME.startsWith(NIGHTLY_SERIES_NAME))
    .map((run): TestRun => ({ ...run.record, DETAILS: run.details, VARIABLES: [] }));
  const [largest] = groupFailures([base!, current!]);
  return {
    baseRunId: base!.RUN_ID,
    runId: current!.RUN_ID,
    largestCause: largest!.cause,
    largestCaseId: unpadId(largest!.failures[0]!.detail.CASEID),
    cases: current!.DETAILS.length,
  };
}
