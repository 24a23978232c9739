// GET /api/triage/run/workbook: the run's workbook with the team's triage, built here from the store (the
// service's report cannot carry the dashboard's decisions). One sheet, a row per execution (run-workbook-rows.ts),
// written with the mock's streaming XLSX writer and gathered whole before it is sent: a run's few thousand rows
// are a few hundred KB, and a failure while writing is then an error answer, not a broken download.
import { eq, inArray } from 'drizzle-orm';
import { normaliseHexId, padId } from '../../../contract/ids';
import { isRunFinished } from '../../../contract/records';
import { byteStream } from '../../../mock/report/xlsx/byte-stream';
import { ContentWidths, fitWidth } from '../../../mock/report/xlsx/column-widths';
import { XlsxWriter } from '../../../mock/report/xlsx/xlsx-writer';
import { executionsOf, toRunDetail } from '../read/stored-run-batches';
import { folders, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { RUN_WORKBOOK_COLUMNS, runWorkbookRow } from './run-workbook-rows';
import { runTriage } from './run-triage';
import { conflict, notFound } from './triage-problem';

export const RUN_WORKBOOK_SHEET = 'Executions with triage';
const CREATOR = 'Test Automation Dashboard';

export interface RunWorkbook {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The finished run's workbook, or a 404 / 409 saying why the store cannot build it now. */
export async function runWorkbook(db: StoreDb, id: string, ticketUrl: string | null, now: Date): Promise<RunWorkbook> {
  const runId = normaliseHexId(id);
  const [run] = await db
    .select({ record: runs.record, listedAs: runs.listedAs, storedAs: runs.storedAs, archivedAt: runs.archivedAt })
    .from(runs)
    .where(eq(runs.id, runId));
  if (!run)
    throw notFound(
      `The history store holds no run ${runId}. A run that has just finished is read at the next sync pass ` +
        '(GET /api/history/status says how far the sync is); otherwise the service has no such run.',
    );
  if (run.archivedAt) throw notFound(`The service no longer holds run ${runId}, so its triage is not kept up.`);
  if (!isRunFinished(run.record))
    throw conflict(`Run ${runId} is still in progress: its workbook can be built once it has finished.`);
  if (run.storedAs !== run.listedAs)
    throw conflict(
      `The history store has not read the latest results of run ${runId} yet; ask again after the next sync pass.`,
    );

  const details = (await executionsOf(db, [runId])).get(runId)!.map(toRunDetail);
  const folderIds = [...new Set(details.map((detail) => detail.SCNRID))];
  const named =
    folderIds.length > 0
      ? await db
          .select({ id: folders.id, description: folders.description })
          .from(folders)
          .where(inArray(folders.id, folderIds))
      : [];
  const triage = await runTriage(db, runId);
  const facts = {
    folderNames: new Map(named.map((folder) => [folder.id, folder.description])),
    failures: new Map((triage?.failures ?? []).map((failure) => [padId(failure.CASEID), failure])),
    ticketUrl,
  };
  const rows = details.map((detail) => runWorkbookRow(detail, facts));
  const widths = new ContentWidths(RUN_WORKBOOK_COLUMNS.map((column) => column.format));
  for (const row of rows) widths.measure(row);
  const columns = RUN_WORKBOOK_COLUMNS.map((column, index) => ({
    ...column,
    width: fitWidth(column.header, widths.chars[index]!),
  }));

  const body = byteStream(async (sink) => {
    const book = await XlsxWriter.start(sink, { sheetNames: [RUN_WORKBOOK_SHEET], creator: CREATOR, created: now });
    const sheet = await book.addSheet(columns);
    for (const row of rows) await sheet.addRow(row);
    await book.close();
  });
  return {
    fileName: `run-${runId.slice(0, 8)}-with-triage.xlsx`,
    bytes: new Uint8Array(await new Response(body).arrayBuffer()),
  };
}
