// Each test case's last result, kept from the executions as they are stored: the service sets a case's LAST_*
// members as each result is recorded, so the store can say the same from what it ingests, without reading the
// catalogue again (a hundred thousand test cases, 52 MB on the large data set) to learn a run's end.
import { sql } from 'drizzle-orm';
import type { RunDetail, TestCase } from '../../../contract/records';
import { testCases } from './schema';
import type { StoreDb } from './store-db';
import { inChunks } from './upsert';

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

/** Test cases the details name that the store has no row for: kept from the details, to be read by ID. */
export async function keepUnknownCases(tx: Tx | StoreDb, details: readonly RunDetail[]): Promise<void> {
  const byId = new Map(details.map((detail) => [detail.CASEID, detail]));
  for (const part of inChunks([...byId.values()]))
    await tx
      .insert(testCases)
      .values(
        part.map((detail) => ({
          id: detail.CASEID,
          folderId: detail.SCNRID,
          description: detail.DESCR,
          automationObject: detail.OBJDEFID,
          testType: detail.IFTYPE,
          record: recordFromDetail(detail),
        })),
      )
      .onConflictDoNothing();
}

/**
 * After the runs' executions are stored: each of their test cases whose newest result among them is at least as
 * new as the one kept takes it, with the folder and description that run gave (a moved or renamed case). Order:
 * when the result was recorded, then the run's start and ID, so that two results of one moment still differ.
 */
export async function keepLastResults(tx: Tx | StoreDb, runIds: readonly string[]): Promise<void> {
  if (runIds.length === 0) return;
  await tx.execute(sql`
    update ${testCases} t set
      last_run_id = x.run_id, last_status = x.status, last_status_text = x.status_text,
      last_started_by = x.started_by, last_started_at = x.started_at, last_result_at = x.result_at,
      folder_id = x.folder_id, description = x.description, automation_object = x.automation_object,
      test_type = x.test_type
    from (
      select distinct on (e.case_id) e.case_id, e.run_id, e.status, e.status_text, e.folder_id, e.description,
        e.automation_object, e.test_type, r.started_by, r.started_at,
        coalesce(e.ended_at, r.started_at) as result_at
      from executions e join runs r on r.id = e.run_id
      where e.run_id in (${sql.join(
        runIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and e.status not in ('', 'Q', 'R')
      order by e.case_id, coalesce(e.ended_at, r.started_at) desc, r.started_at desc, e.run_id desc
    ) x
    where t.id = x.case_id and (
      t.last_result_at is null
      or (x.result_at, x.started_at, x.run_id) >= (t.last_result_at, t.last_started_at, t.last_run_id)
    )`);
}
