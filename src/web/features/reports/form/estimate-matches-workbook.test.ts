import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpadId } from '../../../../contract/ids';
import { dataEnvelope, scenarioSchema, testRunSchema, type TestRun } from '../../../../contract/records';
import { createTestClient, type TestClient } from '../../../../mock/testing/service-client';
import { estimateExecutions as estimateMembers } from '../../../../analysis/report-estimate';
import { emptyReportFilters, toReportMembers, type ReportFilters } from './report-form-model';

let client: TestClient;
let allRuns: TestRun[];
beforeAll(async () => {
  client = await createTestClient();
  allRuns = dataEnvelope(testRunSchema).parse({ DATA: await client.data('/testruns?$includeDetails=true') }).DATA;
});
afterAll(() => client.service.close());

const estimateExecutions = (runs: readonly TestRun[], chosen: ReportFilters, folderIds: Set<string> | undefined) =>
  estimateMembers(runs, toReportMembers(chosen), folderIds);
const filters = (overrides: Partial<ReportFilters>): ReportFilters => ({ ...emptyReportFilters(), ...overrides });

async function workbookRows(members: ReturnType<typeof toReportMembers>): Promise<number> {
  const response = await client.post('/testexecreport', { DATA: members });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.getWorksheet('Executions')!.actualRowCount - 1;
}

async function folderSet(folders: string[], withSubfolders: boolean): Promise<Set<string> | undefined> {
  if (folders.length === 0) return undefined;
  const reads = await Promise.all(
    folders.map((id) => client.data(`/scenarios/${id}${withSubfolders ? '?$children=true&$expandLevels=9999' : ''}`)),
  );
  return new Set(reads.flat().map((folder) => scenarioSchema.parse(folder).SCNRID));
}

const someRun = () => allRuns.find((run) => run.DETAILS.length > 2)!;

describe('the estimate before downloading', () => {
  // [name, filters, whether the seeded data has matches]
  const combos: [string, () => Partial<ReportFilters>, boolean][] = [
    ['no filter', () => ({}), true],
    ['a date range', () => ({ dateFrom: '2026-10-01', dateTo: '2026-11-10' }), true],
    ['a time window', () => ({ timeFrom: '09:00:00', timeTo: '13:30:00' }), true],
    ['run types and a user', () => ({ runTypes: ['RT', 'SM'], users: [someRun().STARTED_BY.toLowerCase()] }), true],
    ['run types in lower case, as the service reads them ignoring case', () => ({ runTypes: ['rt', 'ut'] }), true],
    [
      'a folder with its sub-folders',
      () => ({ folders: [unpadId(someRun().DETAILS[0]!.SCNRID)], includeSubfolders: true }),
      true,
    ],
    [
      'test types, objects and test cases',
      () => ({
        testTypes: [String(someRun().DETAILS[0]!.IFTYPE)],
        objects: [someRun().DETAILS[0]!.OBJDEFID],
        cases: someRun().DETAILS.map((detail) => detail.CASEID),
      }),
      true,
    ],
    ['a range with nothing in it', () => ({ dateFrom: '2031-01-01' }), false],
  ];

  it.each(combos)('equals the rows of the workbook for %s', async (_name, overrides, hasMatches) => {
    const chosen = filters(overrides());
    const estimate = estimateExecutions(allRuns, chosen, await folderSet(chosen.folders, chosen.includeSubfolders));
    expect(estimate.caveats).toEqual([]);
    expect(estimate.count).toBe(await workbookRows(toReportMembers(chosen)));
    expect(estimate.count > 0).toBe(hasMatches);
  });

  it('leaves out queued and running test cases, as the workbook does', async () => {
    const run = someRun();
    const stored = client.service.store.runs.get(run.RUN_ID)!;
    const inProgress = {
      ...run,
      DETAILS: run.DETAILS.map((detail, index) =>
        index < 2 ? { ...detail, STATUS: index === 0 ? 'Q' : 'R' } : detail,
      ),
    };
    const saved = stored.details.slice(0, 2).map((detail) => detail.STATUS);
    stored.details[0]!.STATUS = 'Q';
    stored.details[1]!.STATUS = 'R';
    try {
      const chosen = filters({
        cases: run.DETAILS.map((detail) => detail.CASEID),
        dateFrom: run.STARTED_DATE,
        dateTo: run.STARTED_DATE,
      });
      const runs = allRuns.map((other) => (other.RUN_ID === run.RUN_ID ? inProgress : other));
      const estimate = estimateExecutions(runs, chosen, undefined);
      expect(estimate.count).toBe(estimateExecutions(allRuns, chosen, undefined).count - 2);
      expect(estimate.count).toBe(await workbookRows(toReportMembers(chosen)));
    } finally {
      [stored.details[0]!.STATUS, stored.details[1]!.STATUS] = saved as [string, string];
    }
  });

  it('is an upper bound, saying why, where the run history cannot tell', async () => {
    const search = filters({ contentSearch: 'zzz-no-such-text' });
    const withSearch = estimateExecutions(allRuns, search, undefined);
    expect(withSearch.count).toBe(estimateExecutions(allRuns, emptyReportFilters(), undefined).count);
    expect(withSearch.caveats).toEqual(['the content search is done by the service']);
    expect(await workbookRows(toReportMembers(search))).toBe(0);

    // An older release sends no run TYPE: the type filter cannot be applied, so every run counts.
    const untyped = allRuns.map(({ TYPE: _type, ...run }) => run);
    const byType = estimateExecutions(untyped, filters({ runTypes: ['TD'] }), undefined);
    expect(byType.count).toBe(estimateExecutions(untyped, emptyReportFilters(), undefined).count);
    expect(byType.caveats).toEqual(['this service does not tell the run types']);
  });
});
