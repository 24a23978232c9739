// Each test case's last result, kept from the executions as they are stored: the service sets a case's LAST_*
// members as each result is recorded, so the store can say the same from what it ingests, without reading the
// catalogue again (a hundred thousand test cases, 52 MB on the large data set) to learn a run's end.
import { sql } from 'drizzle-orm';
import type { RunDetail, TestCase, TestRun } from '../../../contract/records';
import { runStart, serviceTime } from '../sync/run-rows';
import { testCases } from './schema';
import type { StoreDb } from './store-db';

type Tx = Parameters<Parameters<StoreDb['transaction']>[0]>[0];

/** A test case as a run's DETAILS row tells it; the other members wait for its read by ID. */
export const recordFromDetail = (detail: RunDetail): TestCase => ({
  CASEID: detail.CASEID,
  SCNRID: detail.SCNRID,
  DESCR: detail.DESCR,
  DOCNUM: '',
  OBJDEFID: detail.OBJDEFID,
  CREATED_ON: '',
  CREATED_TIME: '',
  CREATED_BY: '',
  IFTYPE: detail.IFTYPE,
  PARENT_CASEID: '',
  ORIG_SYSTEM: '',
  ORIG_CASEID: '',
  LANDSCAPE_ID: '',
  ORIG_LANDSCAPE_ID: '',
  LAST_RUN_ID: '',
  LAST_STARTED_BY: '',
  LAST_STARTED_DATE: '',
  LAST_STARTED_TIME: '',
  LAST_STATUS: '',
  LAST_STATUS_TXT: '',
});

/** Statuses that are no result yet: not run, queued, running. */
const NO_RESULT = new Set(['', 'Q', 'R']);

/** One execution of the runs read, as the statement below takes it (a result's moments null when it has none). */
interface ReadResult {
  case_id: string;
  folder_id: string;
  description: string;
  automation_object: string;
  test_type: number;
  record: TestCase;
  run_id: string;
  status: string;
  status_text: string;
  started_by: string;
  started_at: string | null;
  result_at: string | null;
}

function readResults(read: readonly TestRun[]): ReadResult[] {
  return read.flatMap((run) => {
    const startedAt = runStart(run);
    return run.DETAILS.map((detail) => {
      const result = !NO_RESULT.has(detail.STATUS);
      return {
        case_id: detail.CASEID,
        folder_id: detail.SCNRID,
        description: detail.DESCR,
        automation_object: detail.OBJDEFID,
        test_type: detail.IFTYPE,
        record: recordFromDetail(detail),
        run_id: result ? run.RUN_ID : '',
        status: result ? detail.STATUS : '',
        status_text: result ? detail.STATUS_TXT : '',
        started_by: result ? run.STARTED_BY : '',
        started_at: result ? startedAt : null,
        result_at: result ? (serviceTime(detail.END_DATE, detail.END_TIME) ?? startedAt) : null,
      };
    });
  });
}

/**
 * After runs are read, in the transaction that stores their executions and before them (an execution's foreign
 * key names its test case): each test case they name that the store has no row for is kept from its details (to be
 * read by ID), and each whose newest result among them is at least as new as the one kept takes it, with the folder and description that run gave (a moved or renamed case). Order:
 * when the result was recorded, then the run's start and ID, so that two results of one moment still differ.
 * Worked out from what was read, in one statement with one parameter: not from the executions table, which a first
 * sync fills by the hundred thousand (a query of it per batch made the large data set's first sync 2.3 times as long).
 */
export async function keepCasesOf(tx: Tx | StoreDb, read: readonly TestRun[]): Promise<void> {
  const rows = readResults(read);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${testCases} as t (id, folder_id, description, automation_object, test_type, record,
      last_run_id, last_status, last_status_text, last_started_by, last_started_at, last_result_at)
    select distinct on (x.case_id) x.case_id, x.folder_id, x.description, x.automation_object, x.test_type,
      x.record, x.run_id, x.status, x.status_text, x.started_by, x.started_at, x.result_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(case_id text, folder_id text, description text,
      automation_object text, test_type integer, record jsonb, run_id text, status text, status_text text,
      started_by text, started_at timestamp, result_at timestamp)
    order by x.case_id, x.result_at desc nulls last, x.started_at desc, x.run_id desc
    on conflict (id) do update set
      last_run_id = excluded.last_run_id, last_status = excluded.last_status,
      last_status_text = excluded.last_status_text, last_started_by = excluded.last_started_by,
      last_started_at = excluded.last_started_at, last_result_at = excluded.last_result_at,
      folder_id = excluded.folder_id, description = excluded.description,
      automation_object = excluded.automation_object, test_type = excluded.test_type
    where excluded.last_result_at is not null and (
      t.last_result_at is null
      or (excluded.last_result_at, excluded.last_started_at, excluded.last_run_id)
        >= (t.last_result_at, t.last_started_at, t.last_run_id)
    )`);
}
