import { eq, isNotNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldLedger } from '../../../contract/dashboard-api/field-ledger';
import type { AcceptedRule, AcceptedRules, RuleHistory } from '../../../contract/dashboard-api/field-rules';
import type { MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, fieldDifferences, runs } from '../store/schema';
import { ENGINES } from '../testing/test-stores';
import { openTriageStore, type triageApi } from '../testing/triage-api';

type Problem = { error: { code: string; message: string } };

describe.each(ENGINES)('accepted field rules over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  /** An interface's field that last failed before the interface's newest compared run. */
  let object: string;
  let path: string;
  let lastFailedAt: string;

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    const failed = await store.db
      .select({
        object: fieldDifferences.automationObject,
        path: fieldDifferences.path,
        last: max(fieldDifferences.runStartedAt),
      })
      .from(fieldDifferences)
      .where(eq(fieldDifferences.result, 'ERROR'))
      .groupBy(fieldDifferences.automationObject, fieldDifferences.path);
    const compared = await store.db
      .select({ object: executions.automationObject, last: max(runs.startedAt) })
      .from(executions)
      .innerJoin(runs, eq(runs.id, executions.runId))
      .where(isNotNull(executions.comparedFields))
      .groupBy(executions.automationObject);
    const lastCompared = new Map(compared.map((each) => [each.object, each.last!]));
    const quiet = failed.find((each) => each.last! < lastCompared.get(each.object)!)!;
    ({ object, path } = quiet);
    lastFailedAt = quiet.last!;
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  const put = (body: object, user?: string) =>
    api.call('PUT', '/field-rule', {
      body: { object, path, expression: path, type: 'Ignore', ...body },
      ...(user ? { user } : {}),
    });
  const rulesOf = async () =>
    ((await api.get(`/field-rules?object=${encodeURIComponent(object)}`)).json as AcceptedRules).rules;

  it('accepts a rule pending in SAP, with who and when, and the newest run a covered field failed in', async () => {
    api.setNow(new Date('2026-12-01T08:00:00Z'));
    const made = await put({ version: 0, note: 'PI writes it anew' });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      object,
      expression: path,
      type: 'Ignore',
      version: 1,
      acceptedBy: 'LEAD',
      acceptedAt: '2026-12-01T08:00:00Z',
      effect: 'pending',
      enteredAt: null,
      lastFailedAt,
    });
    expect(await rulesOf()).toEqual([made.json]);
    // The ledger's field says it is covered.
    const ledger = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}&limit=500`))
      .json as FieldLedger;
    const covered = ledger.rows.filter((field) => field.rule !== null);
    expect(covered.map((field) => [field.path, field.rule])).toEqual([
      [path, { id: (made.json as AcceptedRule).id, expression: path, type: 'Ignore', enteredAt: null }],
    ]);
  });

  it('refuses a reader, a stale version, a field the ledger lacks and an expression that misses its field', async () => {
    expect((await put({ version: 0 }, 'VIEWER')).status).toBe(403);
    const stale = await put({ version: 0, type: 'Warning' });
    expect(stale.status).toBe(409);
    expect((stale.json as Problem).error.message).toMatch(/changed by LEAD at 2026-12-01T08:00:00Z \(version 1\)/);
    expect(
      (
        await api.call('PUT', '/field-rule', {
          body: { object, path: '$.nowhere', expression: '$.nowhere', type: 'Ignore', version: 0 },
        })
      ).status,
    ).toBe(404);
    const missing = await put({ version: 1, expression: '$.other' });
    expect(missing.status).toBe(400);
    expect((missing.json as Problem).error.message).toMatch(/does not cover the field/);
    expect((await put({ version: 1, type: 'Drop' })).status).toBe(400);
  });

  it('is in effect once entered in SAP and no covered field failed in the runs compared since', async () => {
    const [rule] = await rulesOf();
    // Entered a second after the field last failed, before the interface's newest compared run.
    const entered = new Date(`${lastFailedAt.replace(' ', 'T')}Z`);
    api.setNow(new Date(entered.getTime() + 1000));
    const marked = await api.call('POST', '/field-rule/entered', { body: { id: rule!.id, version: rule!.version } });
    expect(marked.json).toMatchObject({ effect: 'in effect', enteredBy: 'LEAD', version: 2 });
    // Entered before its last failure, the field still failed since: entered, not yet in effect.
    const again = await api.call('POST', '/field-rule/entered', { body: { id: rule!.id, version: 2 } });
    expect(again.status).toBe(400);
    expect((again.json as Problem).error.message).toMatch(/already marked entered/);
  });

  it('keeps every change with who and when, and undoes the newest, an undone acceptance withdrawing the rule', async () => {
    const [rule] = await rulesOf();
    const changed = (await put({ version: rule!.version, type: 'Warning', note: 'still seen' })).json as AcceptedRule;
    expect(changed).toMatchObject({ type: 'Warning', version: 3, effect: 'in effect' });
    const history = (await api.get(`/field-rule/history?id=${rule!.id}`)).json as RuleHistory;
    expect(history.changes.map((change) => change.action)).toEqual(['accepted', 'entered', 'changed']);
    expect(history.changes[2]).toMatchObject({
      before: { type: 'Ignore' },
      after: { type: 'Warning', note: 'still seen' },
    });
    const undone = (await api.call('POST', '/field-rule/undo', { body: { id: rule!.id, version: 3 } }))
      .json as AcceptedRule;
    expect(undone).toMatchObject({ type: 'Ignore', note: 'PI writes it anew', version: 4 });
    // Undoing the undo puts the change back.
    const redone = (await api.call('POST', '/field-rule/undo', { body: { id: rule!.id, version: 4 } }))
      .json as AcceptedRule;
    expect(redone).toMatchObject({ type: 'Warning', version: 5 });

    // A rule just accepted and undone is withdrawn: not listed, and accepted again as new.
    const ledger = (await api.get(`/interface/fields?object=${encodeURIComponent(object)}&limit=500`))
      .json as FieldLedger;
    const other = ledger.rows.find((row) => row.path !== path)!.path;
    const second = (await put({ version: 0, path: other, expression: other })).json as AcceptedRule;
    await api.call('POST', '/field-rule/undo', { body: { id: second.id, version: 1 } });
    expect((await rulesOf()).map((each) => each.expression)).toEqual([path]);
    const revived = await put({ version: 0, path: other, expression: other });
    expect(revived.json).toMatchObject({ id: second.id, version: 3 });
    // Withdrawn by hand, it leaves the list too, its history kept.
    await api.call('POST', '/field-rule/withdraw', { body: { id: second.id, version: 3 } });
    expect((await rulesOf()).map((each) => each.expression)).toEqual([path]);
    const actions = ((await api.get(`/field-rule/history?id=${second.id}`)).json as RuleHistory).changes;
    expect(actions.map((change) => change.action)).toEqual(['accepted', 'undone', 'accepted', 'withdrawn']);
    expect((await api.get('/field-rule/history?id=999999')).status).toBe(404);
    expect((await api.get('/field-rule/history?id=x')).status).toBe(400);
  });

  it("exports the interface's rules as CSV and JSON to enter in the ignore list", async () => {
    const csv = await api.get(`/field-rules/export?object=${encodeURIComponent(object)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`ignore-rules-${object}.csv`);
    const lines = new TextDecoder().decode(csv.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('interface,expression,ruleType,note,acceptedBy,acceptedAt,state');
    const rules = await rulesOf();
    expect(lines).toHaveLength(1 + rules.length);
    const json = await api.get(`/field-rules/export?object=${encodeURIComponent(object)}&format=json`);
    expect(JSON.parse(new TextDecoder().decode(json.bytes))).toMatchObject({ interface: object });
    expect((await api.get(`/field-rules/export?object=${encodeURIComponent(object)}&format=xml`)).status).toBe(400);
  });
});
