import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldLedger } from '../../../contract/dashboard-api/field-ledger';
import type { InterfaceCases, Interfaces } from '../../../contract/dashboard-api/interfaces';
import type { RunFields } from '../../../contract/dashboard-api/run-fields';
import type { FieldRule } from '../../../contract/dashboard-api/field-rule';
import { FAILED_STATUSES } from '../../../contract/codes';
import { failureCause } from '../../../analysis/failure-message';
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

  it("names the fields behind a run's failures with their kinds, and the failures that are only noise or drift", async () => {
    // The kept run whose failures have the most failing fields, as the mock tells them.
    const failingRows = (runId: string) => {
      const run = mock.store.runs.get(runId)!;
      const failed = new Set(run.details.filter((d) => FAILED_STATUSES.includes(d.STATUS)).map((d) => d.CASEID));
      return run.comparison.filter((row) => row.RESULT === 'ERROR' && failed.has(row.CASEID));
    };
    const runId = [...keptRuns].toSorted((a, b) => failingRows(b).length - failingRows(a).length)[0]!;
    const rows = failingRows(runId);
    expect(rows.length).toBeGreaterThan(0);
    const answer = (await api.get(`/run/fields?id=${runId.toLowerCase()}`)).json as NonNullable<RunFields>;
    expect(answer.comparison).toBe('kept');
    const run = mock.store.runs.get(runId)!;
    expect(answer.failures).toBe(run.details.filter((d) => FAILED_STATUSES.includes(d.STATUS)).length);
    const failuresPerPath = new Map<string, Set<string>>();
    for (const row of rows) failuresPerPath.set(row.PATH, (failuresPerPath.get(row.PATH) ?? new Set()).add(row.CASEID));
    expect(new Map(answer.fields.map((field) => [field.path, field.failures]))).toEqual(
      new Map([...failuresPerPath].map(([path, cases]) => [path, cases.size])),
    );
    const counts = answer.fields.map((field) => field.failures);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    // Each kind is the interface ledger's; a failure is explained when every failing field is noise or drift.
    const kindOf = new Map<string, string>();
    for (const field of answer.fields) {
      const ledger = (await api.get(`/interface/fields?object=${encodeURIComponent(field.object)}&limit=500`))
        .json as FieldLedger;
      const judged = ledger.rows.find((row) => row.path === field.path)!;
      expect(field.kind).toBe(judged.kind);
      kindOf.set(`${field.object} ${field.path}`, judged.kind);
    }
    const objects = new Map(run.details.map((detail) => [detail.CASEID, detail.OBJDEFID]));
    const explained = [...new Set(rows.map((row) => row.CASEID))].filter((failed) =>
      rows
        .filter((row) => row.CASEID === failed)
        .every((row) => ['noise', 'drift'].includes(kindOf.get(`${objects.get(failed)} ${row.PATH}`)!)),
    );
    expect(answer.explained.map((each) => each.caseId)).toEqual(explained.toSorted());
    // A failure group's: the failures of its cause alone.
    const failed = run.details.filter(
      (d) => FAILED_STATUSES.includes(d.STATUS) && rows.some((r) => r.CASEID === d.CASEID),
    );
    const cause = failureCause(failed[0]!.MESSAGE);
    const ofCause = new Set(failed.filter((d) => failureCause(d.MESSAGE) === cause).map((d) => d.CASEID));
    const group = (await api.get(`/run/fields?id=${runId}&cause=${encodeURIComponent(cause)}`))
      .json as NonNullable<RunFields>;
    expect(group.failures).toBe(
      run.details.filter((d) => FAILED_STATUSES.includes(d.STATUS) && failureCause(d.MESSAGE) === cause).length,
    );
    expect(new Map(group.fields.map((field) => [field.path, field.failures]))).toEqual(
      new Map(
        [...new Set(rows.filter((r) => ofCause.has(r.CASEID)).map((r) => r.PATH))].map((path) => [
          path,
          new Set(rows.filter((r) => r.PATH === path && ofCause.has(r.CASEID)).map((r) => r.CASEID)).size,
        ]),
      ),
    );
  });

  it("previews a field's rule over the interface's kept failures: those it turns green, what the others fail on", async () => {
    const ledger = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}&limit=500`))
      .json as FieldLedger;
    // The mock's failures of the interface in the kept runs, each with the paths that failed its comparison.
    const failures = [...keptRuns].flatMap((runId) => {
      const run = mock.store.runs.get(runId)!;
      return run.details
        .filter((detail) => detail.OBJDEFID === object && FAILED_STATUSES.includes(detail.STATUS))
        .map((detail) => [
          ...new Set(
            run.comparison
              .filter((row) => row.CASEID === detail.CASEID && row.RESULT === 'ERROR')
              .map((row) => row.PATH),
          ),
        ])
        .filter((paths) => paths.length > 0);
    });
    const field = ledger.rows.find((row) => failures.some((paths) => paths.includes(row.path)))!;
    const { status, json } = await api.get(
      `/interface/field-rule?object=${encodeURIComponent(object)}&path=${encodeURIComponent(field.path)}`,
    );
    expect(status).toBe(200);
    const answer = json as FieldRule;
    const withField = failures.filter((paths) => paths.includes(field.path));
    expect(answer.preview).toMatchObject({
      failures: failures.length,
      withField: withField.length,
      turnedGreen: withField.filter((paths) => paths.length === 1).length,
    });
    expect(answer.kind).toBe(field.kind);
    // A rule for noise and drift only; an intermittent or new field may be a defect.
    const suggested = field.kind === 'noise' || field.kind === 'drift';
    expect(answer.rule?.expression ?? null).toBe(suggested ? field.path : null);

    const unknown = await api.get(`/interface/field-rule?object=${encodeURIComponent(object)}&path=%24.nowhere`);
    expect(unknown.status).toBe(404);
    expect((unknown.json as Problem).error.message).toMatch(/has no difference at \$\.nowhere in the kept comparisons/);
    expect((await api.get(`/interface/field-rule?object=${encodeURIComponent(object)}`)).status).toBe(400);
  });

  it("says when a run's comparison is not kept, null for a run the store has not read, and 400 for no run ID", async () => {
    const [oldest] = await store.db.select({ id: runs.id }).from(runs).where(eq(runs.comparison, 'sent')).limit(1);
    await store.db.update(runs).set({ comparison: null }).where(eq(runs.id, oldest!.id));
    try {
      const answer = (await api.get(`/run/fields?id=${oldest!.id}`)).json as NonNullable<RunFields>;
      expect(answer).toMatchObject({ comparison: 'not kept', fields: [], explained: [] });
    } finally {
      await store.db.update(runs).set({ comparison: 'sent' }).where(eq(runs.id, oldest!.id));
    }
    const unknown = await api.get(`/run/fields?id=${'0'.repeat(32)}`);
    expect(unknown).toMatchObject({ status: 200, json: null });
    const bad = await api.get('/run/fields?id=nope');
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).error.message).toMatch(/is not a run ID/);
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
