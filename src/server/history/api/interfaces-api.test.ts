import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldLedger } from '../../../contract/dashboard-api/field-ledger';
import type { InterfaceCases, Interfaces } from '../../../contract/dashboard-api/interfaces';
import { FAILED_STATUSES } from '../../../contract/codes';
import { unpadId } from '../../../contract/ids';
import type { MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { runs } from '../store/schema';
import { useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES } from '../testing/test-stores';
import { openTriageStore, type triageApi } from '../testing/triage-api';

type Problem = { error: { code: string; message: string } };

/** The mock's own truth: per path, the runs (of those whose comparison the store keeps) it differed in. */
function differingRuns(
  mock: MockService,
  keptRuns: ReadonlySet<string>,
  inScope: (caseId: string, object: string) => boolean,
) {
  const byPath = new Map<string, Set<string>>();
  for (const runId of keptRuns) {
    const run = mock.store.runs.get(runId)!;
    const objects = new Map(run.details.map((detail) => [detail.CASEID, detail.OBJDEFID]));
    for (const row of run.comparison) {
      if (row.RESULT === 'MATCH' || !inScope(row.CASEID, objects.get(row.CASEID) ?? '')) continue;
      const seen = byPath.get(row.PATH) ?? new Set();
      byPath.set(row.PATH, seen.add(runId));
    }
  }
  return new Map([...byPath].map(([path, seen]) => [path, seen.size]));
}

describe.each(ENGINES)('interfaces and their field ledgers over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let log: RequestLog;
  let keptRuns: Set<string>;
  /** The automation object with the most differing fields, and a test case of it that has some. */
  let object: string;
  let caseId: string;

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    log = useInProcessService(mock);
    const sent = await store.db.select({ id: runs.id }).from(runs).where(eq(runs.comparison, 'sent'));
    keptRuns = new Set(sent.map((run) => run.id));
    const objects = new Set(
      [...mock.store.runs.values()].flatMap((run) => run.details.map((detail) => detail.OBJDEFID)),
    );
    const sizes = [...objects].map((each) => ({
      each,
      fields: differingRuns(mock, keptRuns, (_caseId, of) => of === each).size,
    }));
    object = sizes.toSorted((a, b) => b.fields - a.fields)[0]!.each;
    const cases = new Set(
      [...keptRuns].flatMap((runId) =>
        mock.store.runs
          .get(runId)!
          .details.filter((detail) => detail.OBJDEFID === object)
          .map((detail) => detail.CASEID),
      ),
    );
    caseId = [...cases].find((each) => differingRuns(mock, keptRuns, (of) => of === each).size > 0)!;
    log.requests.length = 0;
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("lists every field the interface's kept runs differed in, with the runs it differed in, asking the service nothing", async () => {
    expect(keptRuns.size).toBeGreaterThan(0);
    const { status, json } = await api.get(`/interface/fields?object=${encodeURIComponent(object)}&limit=500`);
    expect(status).toBe(200);
    const ledger = json as FieldLedger;
    const truth = differingRuns(mock, keptRuns, (_caseId, of) => of === object);
    expect(truth.size).toBeGreaterThan(0);
    expect(new Map(ledger.rows.map((row) => [row.path, row.runsDiffered]))).toEqual(truth);
    expect(ledger.total).toBe(truth.size);
    expect(ledger.comparedRuns).toBeGreaterThan(0);
    expect(Object.values(ledger.kinds).reduce((sum, count) => sum + count, 0)).toBe(truth.size);
    // Most differing first, by default.
    const differed = ledger.rows.map((row) => row.runsDiffered);
    expect(differed).toEqual(differed.toSorted((a, b) => b - a));
    expect(log.requests).toEqual([]);
  });

  it("narrows to one test case's executions", async () => {
    const { json } = await api.get(`/test-case/fields?id=${unpadId(caseId)}&limit=500`);
    const ledger = json as FieldLedger;
    const truth = differingRuns(mock, keptRuns, (of) => of === caseId);
    expect(new Map(ledger.rows.map((row) => [row.path, row.runsDiffered]))).toEqual(truth);
    for (const row of ledger.rows) expect(row.cases).toBe(1);
  });

  it('filters by kind and path, sorts and pages on the server', async () => {
    const all = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}&sort=path&dir=asc`))
      .json as FieldLedger;
    const paths = all.rows.map((row) => row.path);
    expect(paths).toEqual(paths.toSorted((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    const second = (
      await api.get(`/interface/fields?object=${encodeURIComponent(object)}&sort=path&dir=asc&offset=1&limit=1`)
    ).json as FieldLedger;
    expect(second).toMatchObject({ total: all.total, offset: 1, rows: [all.rows[1]] });
    const [kind] = Object.entries(all.kinds).find(([, count]) => count > 0)!;
    const ofKind = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}&kind=${kind}`))
      .json as FieldLedger;
    expect(ofKind.total).toBe(all.kinds[kind as keyof FieldLedger['kinds']]);
    expect(ofKind.rows.every((row) => row.kind === kind)).toBe(true);
    const segment = all.rows[0]!.path.split('/').at(-1)!.toUpperCase();
    const found = (
      await api.get(`/interface/fields?object=${encodeURIComponent(object)}&q=${encodeURIComponent(segment)}`)
    ).json as FieldLedger;
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.path.toLowerCase().includes(segment.toLowerCase()))).toBe(true);
  });

  it('says what is wrong with a request, and 404 for a test case nobody has', async () => {
    const bad = await api.get(`/interface/fields?object=${encodeURIComponent(object)}&kind=loud&sort=size`);
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).error.message).toMatch(
      /kind.*is not a kind of field: one of noise, drift, intermittent, new/,
    );
    expect((await api.get('/interface/fields')).status).toBe(400);
    const missing = await api.get('/test-case/fields?id=9999999');
    expect(missing.status).toBe(404);
  });

  it('lists the interfaces with their test cases, failing now and fields per kind, failing the most first', async () => {
    const { json } = await api.get('/interfaces?limit=500');
    const answer = json as Interfaces;
    const records = [...mock.store.testCases.values()];
    const objects = new Set(records.map((record) => record.OBJDEFID));
    expect(answer.total).toBe(objects.size);
    const row = answer.rows.find((each) => each.object === object)!;
    const ofObject = records.filter((record) => record.OBJDEFID === object);
    expect(row.testCases).toBe(ofObject.length);
    expect(row.failing).toBe(ofObject.filter((record) => FAILED_STATUSES.includes(record.LAST_STATUS)).length);
    const ledger = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}`)).json as FieldLedger;
    expect(row.fields).toEqual(ledger.kinds);
    const failing = answer.rows.map((each) => each.failing);
    expect(failing).toEqual(failing.toSorted((a, b) => b - a));
    const found = (await api.get(`/interfaces?q=${encodeURIComponent(object.toLowerCase())}`)).json as Interfaces;
    expect(found.rows.map((each) => each.object)).toContain(object);
  });

  it("lists an interface's test cases with their latest result, failing first", async () => {
    const { json } = await api.get(`/interface/cases?object=${encodeURIComponent(object)}&limit=500`);
    const answer = json as InterfaceCases;
    const ofObject = [...mock.store.testCases.values()].filter((each) => each.OBJDEFID === object);
    expect(answer.rows.map((row) => row.caseId).toSorted()).toEqual(ofObject.map((each) => each.CASEID).toSorted());
    const failed = answer.rows.map((row) => FAILED_STATUSES.includes(row.lastStatus));
    expect(failed).toEqual(failed.toSorted((a, b) => Number(b) - Number(a)));
  });
});
