import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateExecutions, offeredValues, type CountedRun } from '../../../analysis/report-estimate';
import { getScenario } from '../../../client/scenarios/get-scenario';
import { streamTestRuns } from '../../../client/test-runs/stream-test-runs';
import { reportCountQuerySchema } from '../../../contract/dashboard-api/report-count';
import { padId, unpadId } from '../../../contract/ids';
import type { ReportMembers } from '../../../contract/requests';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { reportCount } from './report-count';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

/** The count as the report builder's worker works it out from the service's runs of the date range. */
async function countFromService(members: ReportMembers) {
  const runs: CountedRun[] = [];
  const range = {
    $includeDetails: true,
    ...(members.STARTED_DATE_FROM ? { STARTED_FROM: members.STARTED_DATE_FROM } : {}),
    ...(members.STARTED_DATE_TO ? { STARTED_TO: members.STARTED_DATE_TO } : {}),
  };
  for await (const batch of streamTestRuns(range)) runs.push(...batch);
  const subfolders = members.INCLUDE_SUBFOLDERS === 'X' ? { $children: true, $expandLevels: 9999 } : {};
  const trees = await Promise.all((members.FOLDERS ?? []).map((id) => getScenario(id, subfolders)));
  const folderIds = members.FOLDERS?.length
    ? new Set([...members.FOLDERS.map(padId), ...trees.flat().map((folder) => folder.SCNRID)])
    : undefined;
  const details = runs.flatMap((run) => run.DETAILS);
  return {
    ...estimateExecutions(runs, members, folderIds),
    offered: offeredValues(
      runs.map((run) => run.STARTED_BY),
      details.map((detail) => detail.OBJDEFID),
      details.map((detail) => detail.IFTYPE),
    ),
    runs: runs.length,
    complete: true,
  };
}

describe.each(ENGINES)('the report count over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let sample: ReturnType<MockService['store']['runs']['get']> & object;

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    // A run in progress: its queued and running test cases are no report rows.
    const [inProgress, other, untyped] = [...mock.store.runs.values()].filter((run) => run.details.length > 3);
    inProgress!.details[0]!.STATUS = 'Q';
    inProgress!.details[1]!.STATUS = 'R';
    // An older release sends no TYPE: such a run passes a run type filter, and the count says it is an upper bound.
    Reflect.deleteProperty(untyped!.record, 'TYPE');
    sample = other!;
    store = await openSyncedStore(engine);
  });
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('equals what the browser counts from the service, for each of the report’s filters', async () => {
    const { record: run, details } = sample;
    const folder = [...mock.store.folders.values()].find((each) => each.PARENTID === '0000000000')!;
    const members: ReportMembers[] = [
      {},
      { STARTED_DATE_FROM: run.STARTED_DATE, STARTED_DATE_TO: run.STARTED_DATE },
      { STARTED_DATE_FROM: run.STARTED_DATE },
      { STARTED_TIME_FROM: '09:00:00', STARTED_TIME_TO: '13:30:00' },
      { TEST_RUN_TYPES: [(run.TYPE ?? 'UT').toLowerCase(), 'SM'], STARTED_BY: [run.STARTED_BY.toLowerCase()] },
      { FOLDERS: [unpadId(folder.SCNRID)], INCLUDE_SUBFOLDERS: 'X' },
      { FOLDERS: [unpadId(details[0]!.SCNRID)], INCLUDE_SUBFOLDERS: '' },
      {
        TEST_TYPES: [String(details[0]!.IFTYPE)],
        AUTOMATION_OBJECTS: [details[0]!.OBJDEFID.toLowerCase()],
        TEST_CASES: details.map((detail) => unpadId(detail.CASEID)),
      },
      { CONTENT_SEARCH_TEXT: 'timeout' },
      { STARTED_DATE_FROM: '2031-01-01' },
    ];
    for (const each of members) {
      const stored = await reportCount(store.db, reportCountQuerySchema.parse(each));
      expect({ each, stored }).toEqual({ each, stored: await countFromService(each) });
    }
    const all = await reportCount(store.db, {});
    expect(all.count).toBeGreaterThan(0);
    expect(all.offered.users.length).toBeGreaterThan(0);
    const byType = await reportCount(store.db, { TEST_RUN_TYPES: ['TD'] });
    expect(byType.caveats).toEqual(['this service does not tell the run types']);
  });

  it('leaves out the queued and running test cases of a run in progress', async () => {
    const inProgress = [...mock.store.runs.values()].find((each) => each.details[0]?.STATUS === 'Q')!;
    const day = { STARTED_DATE_FROM: inProgress.record.STARTED_DATE, STARTED_DATE_TO: inProgress.record.STARTED_DATE };
    const ofRun = { ...day, TEST_CASES: inProgress.details.map((detail) => unpadId(detail.CASEID)) };
    const stored = await reportCount(store.db, ofRun);
    expect(stored.count).toBe((await countFromService(ofRun)).count);
    const withoutCases = { ...day, TEST_CASES: inProgress.details.slice(0, 2).map((detail) => unpadId(detail.CASEID)) };
    const runsOfDay = [...mock.store.runs.values()].filter(
      (each) => each.record.STARTED_DATE === inProgress.record.STARTED_DATE && each !== inProgress,
    );
    const elsewhere = runsOfDay.flatMap((each) =>
      each.details.filter((detail) => withoutCases.TEST_CASES.includes(unpadId(detail.CASEID))),
    );
    expect((await reportCount(store.db, withoutCases)).count).toBe(elsewhere.length);
  });
});
