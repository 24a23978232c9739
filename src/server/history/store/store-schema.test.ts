// The schema as a DBA reads it (schema.ts, migration 0008): one convention for time, said on every time column;
// foreign keys and CHECKs that refuse rows the store's code never writes.
import { sql } from 'drizzle-orm';
import { Client, escapeIdentifier } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, newStoreTarget, removeStoreTarget } from '../testing/test-stores';
import { openStore, type HistoryStore } from './open-store';
import { rowsOf } from './store-ownership';
import type { StoreTarget } from './store-target';

interface TimeColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  comment: string | null;
}

const INSTANTS = [
  'field_rule_changes.at',
  'fix_verifications.asked_at',
  'fix_verifications.ended_at',
  'fix_verifications.fixed_at',
  'field_rules.accepted_at',
  'field_rules.changed_at',
  'field_rules.entered_at',
  'notification_outbox.claimed_at',
  'notification_outbox.created_at',
  'notification_outbox.next_at',
  'notification_outbox.sent_at',
  'quarantines.left_at',
  'quarantines.since',
  'triage_changes.at',
  'triage_decisions.changed_at',
  'triage_decisions.decided_at',
  'triage_decisions.fixed_at',
  'triage_settings.changed_at',
];

const SERVICE_TIMES = [
  'executions.ended_at',
  'executions.started_at',
  'failures.run_started_at',
  'field_differences.run_started_at',
  'runs.ended_at',
  'runs.started_at',
  'test_cases.last_result_at',
  'test_cases.last_started_at',
];

describe.each(ENGINES)('the store schema on %s', { timeout: 60_000 }, (engine) => {
  let target: StoreTarget;
  let store: HistoryStore;
  const refusal = async (statement: string) => {
    try {
      await store.db.execute(sql.raw(statement));
      return 'kept';
    } catch (error) {
      return (error as { cause?: { code?: string } }).cause?.code;
    }
  };

  beforeAll(async () => {
    target = await newStoreTarget(engine);
    store = await openStore(target, 'the test service');
  });
  afterAll(async () => {
    await store.close();
    removeStoreTarget(target);
  });

  it("keeps the dashboard's moments as instants and the service's times as it gives them, each said so", async () => {
    const columns = rowsOf<TimeColumn>(
      await store.db.execute(sql`
        select c.table_name, c.column_name, c.data_type,
          col_description(format('%I', c.table_name)::regclass, c.ordinal_position::int) as comment
        from information_schema.columns c
        where c.table_schema = 'public' and c.data_type like 'timestamp%'
        order by c.table_name, c.column_name`),
    );
    const named = (column: TimeColumn) => `${column.table_name}.${column.column_name}`;
    const serviceTimes = columns.filter((column) => column.data_type === 'timestamp without time zone');
    expect(serviceTimes.map(named)).toEqual(SERVICE_TIMES);
    expect(columns.map(named)).toEqual(expect.arrayContaining(INSTANTS));
    const unsaid = (said: RegExp, these: TimeColumn[]) =>
      these.filter(({ comment }) => !said.test(comment ?? '')).map(named);
    expect(unsaid(/SAP system's time zone/, serviceTimes)).toEqual([]);
    expect(
      unsaid(
        /^Dashboard instant/,
        columns.filter((column) => !serviceTimes.includes(column)),
      ),
    ).toEqual([]);
  });

  it("refuses words that are not the store's own", async () => {
    expect(
      await refusal(`insert into triage_decisions (kind, automation_object, cause, category, ticket, owner, note, version,
        decided_at, decided_by, changed_at, changed_by) values ('signature', 'OBJ', 'Cause', 'typo', '', '', '', 1,
        now(), 'LEAD', now(), 'LEAD')`),
    ).toBe('23514');
    expect(
      await refusal(`insert into triage_decisions (kind, automation_object, cause, run_id, case_id, category, ticket,
        owner, note, version, decided_at, decided_by, changed_at, changed_by) values ('failure', 'OBJ', 'Cause', '1',
        '1', 'investigate', '', '', '', 1, now(), 'LEAD', now(), 'LEAD')`),
    ).toBe('23514');
    expect(await refusal(`insert into sync_wishes (key, kind, until) values ('k', 'someday', now())`)).toBe('23514');
    expect(
      await refusal(`insert into runs (id, name, type, started_by, started_at, total, passed, failed, record, listed_as,
        listed_at, comparison) values ('2', 'Run', 'UT', 'TESTER', now(), 1, 1, 0, '{}', 'read', now(), 'maybe')`),
    ).toBe('23514');
  });

  it('refuses an execution of a test case it does not know', async () => {
    await store.db.execute(sql`
      insert into runs (id, name, type, started_by, started_at, total, passed, failed, record, listed_as, listed_at)
      values ('0000000001', 'Run', 'UT', 'TESTER', '2026-11-20 08:00:00', 1, 1, 0, '{}', 'read', now())`);
    expect(
      await refusal(`insert into executions (run_id, case_id, folder_id, description, test_type, automation_object,
        status, message, document_number) values ('0000000001', '0000999999', '1', 'Case', 1, 'OBJ', 'P', '', '')`),
    ).toBe('23503');
  });
});

describe('the store on a PostgreSQL server of another time zone', { timeout: 60_000 }, () => {
  it('reads and writes its instants as UTC all the same', async () => {
    const target = await newStoreTarget('postgres');
    if (target.kind !== 'postgres') throw new Error('a PostgreSQL target');
    const admin = new Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`alter database ${escapeIdentifier(admin.database!)} set timezone = 'America/New_York'`);
    await admin.end();
    const store = await openStore(target, 'the test service');
    try {
      const [row] = rowsOf<{ at: string }>(
        await store.db.execute(sql`select ${'2026-11-20 08:00:00+00'}::timestamptz::text as at`),
      );
      expect(row?.at).toBe('2026-11-20 08:00:00+00');
    } finally {
      await store.close();
    }
  });
});
