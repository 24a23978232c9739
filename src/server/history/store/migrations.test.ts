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
