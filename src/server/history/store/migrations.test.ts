import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const migrations = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .toSorted();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(`${FOLDER}/${file}`, 'utf8').split('--> statement-breakpoint'))
    await db.exec(statement);
}

const run = (id: string) =>
  `insert into runs (id, name, type, started_by, started_at, total, passed, failed, record, listed_as, stored_as, listed_at)
   values ('${id}', 'Run ${id}', 'UT', 'TESTER', '2026-11-20 08:00:00', 2, 1, 1, '{}', 'read', 'read', now())`;
const execution = (runId: string, caseId: string, status: string) =>
  `insert into executions (run_id, case_id, folder_id, description, test_type, automation_object, status, message,
   document_number) values ('${runId}', '${caseId}', '1', 'Case', 1, 'OBJ', '${status}', 'Stopped', '')`;

describe('the migration that counts service-stop aborts per run', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    const counted = migrations.indexOf('0004_run_stopped_count.sql');
    for (const file of migrations.slice(0, counted)) await apply(db, file);
    // A store written before: one run with an aborted execution, one whose failure was its own.
    for (const statement of [
      run('ABORTED'),
      execution('ABORTED', '1', 'P'),
      execution('ABORTED', '2', 'A'),
      run('FAILED'),
      execution('FAILED', '1', 'P'),
      execution('FAILED', '2', 'F'),
    ])
      await db.exec(statement);
    await apply(db, migrations[counted]!);
  }, 60_000);
  afterAll(() => db.close());

  it('has the sync read again the runs with an aborted execution, and only those', async () => {
    const { rows } = await db.query<{ id: string; stored_as: string | null; stopped: number }>(
      'select id, stored_as, stopped from runs order by id',
    );
    expect(rows).toEqual([
      { id: 'ABORTED', stored_as: null, stopped: 0 },
      { id: 'FAILED', stored_as: 'read', stopped: 0 },
    ]);
  });
});

describe('the migration that gives the store its constraints and its convention for time', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    const constrained = migrations.indexOf('0008_store_schema.sql');
    for (const file of migrations.slice(0, constrained)) await apply(db, file);
    // A store written before: a run read with its test case, a decision and a quarantine at UTC wall-clock times.
    for (const statement of [
      run('READ'),
      `insert into test_cases (id, folder_id, description, automation_object, test_type, record, seen_at)
       values ('1', '1', 'Case', 'OBJ', 1, '{}', now())`,
      execution('READ', '1', 'F'),
      `insert into triage_decisions (kind, automation_object, cause, category, ticket, owner, note, version,
       decided_at, decided_by, changed_at, changed_by, fixed_at, fixed_by) values ('signature', 'OBJ', 'Stopped',
       'investigate', '', '', '', 2, '2026-11-20 08:00:00', 'LEAD', '2026-11-20 09:30:00', 'LEAD',
       '2026-11-20 09:30:00', 'LEAD')`,
      `insert into quarantines (case_id, reason, since, by, passes_needed)
       values ('1', 'Flaky', '2026-11-20 10:00:00', 'LEAD', 5)`,
    ])
      await db.exec(statement);
    // A server whose own zone is not UTC must not shift the times it converts.
    await db.exec(`set timezone = 'Europe/Berlin'`);
    await apply(db, migrations[constrained]!);
    await db.exec(`set timezone = 'UTC'`);
  }, 60_000);
  afterAll(() => db.close());

  it('keeps what was stored, its triage times the same moments, now instants', async () => {
    const { rows } = await db.query(
      `select d.decided_at::text as decided, d.fixed_at::text as fixed, q.since::text as since,
        (select count(*)::int from executions) as executions
       from triage_decisions d, quarantines q`,
    );
    expect(rows).toEqual([
      {
        decided: '2026-11-20 08:00:00+00',
        fixed: '2026-11-20 09:30:00+00',
        since: '2026-11-20 10:00:00+00',
        executions: 1,
      },
    ]);
  });

  it('from then on refuses an execution or a quarantine of a test case it does not know', async () => {
    await expect(db.exec(execution('READ', '2', 'P'))).rejects.toThrow(/executions_case_id_test_cases_id_fk/);
    await expect(
      db.exec(
        `insert into quarantines (case_id, reason, since, by, passes_needed) values ('2', 'x', now(), 'LEAD', 5)`,
      ),
    ).rejects.toThrow(/quarantines_case_id_test_cases_id_fk/);
  });
});

describe('the migration that indexes aborted executions', () => {
  it("has the outage rule's reads find aborted executions without reading every execution", async () => {
    const db = new PGlite();
    for (const file of migrations.slice(0, migrations.indexOf('0009_executions_aborted.sql') + 1))
      await apply(db, file);
    // Without rows to weigh, the planner is told off sequential scans: the index it then picks is what it has.
    await db.exec('set enable_seqscan = off');
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `explain select count(*) from executions where status = 'A' and strpos(lower(message), 'stopped') > 0`,
    );
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('executions_aborted');
    await db.close();
  }, 60_000);
});
