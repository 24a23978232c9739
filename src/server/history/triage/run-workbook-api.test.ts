import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { unpadId } from '../../../contract/ids';
import { REPORT_MIME_TYPE } from '../../../contract/requests';
import type { HistoryStore } from '../store/open-store';
import { runs } from '../store/schema';
import { ENGINES } from '../testing/test-stores';
import { runCaseOnMock, someStoredFailure, TICKET_URL, openTriageStore, triageApi } from '../testing/triage-api';
import { RUN_WORKBOOK_SHEET } from './run-workbook';

const problemOf = (json: never) => (json as { error: { code: string; message: string } }).error;

async function sheetOf(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book.getWorksheet(RUN_WORKBOOK_SHEET)!;
}

describe.each(ENGINES)("a run's workbook with triage over the store on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;

  // A hang guard: opening and syncing a store on a 2-core machine shared with other tests can pass 10 s.
  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    failure = await someStoredFailure(store);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("gives every execution a row and a failure its decision's category, ticket link, owner and note", async () => {
    api.setNow(new Date('2026-11-30T09:00:00Z'));
    const made = await api.call('PUT', TRIAGE_PATHS.decision, {
      body: {
        target: { kind: 'signature', OBJDEFID: failure.automationObject, cause: failure.cause },
        category: 'product-mapping',
        ticket: 'INT-4711',
        owner: 'Integration team',
        note: 'Mapping drops the leading zeros',
        version: 0,
      },
    });
    expect(made.status).toBe(200);

    // A reader who may not start runs reads it too: it is the run's results, like the run page.
    const answer = await api.get(`${TRIAGE_PATHS.runWorkbook}?id=${failure.runId.toLowerCase()}`, 'VIEWER');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(REPORT_MIME_TYPE);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="run-${failure.runId.slice(0, 8)}-with-triage.xlsx"`,
    );
    const sheet = await sheetOf(answer.bytes!);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Folder',
      'Test case ID',
      'Test case',
      'Status',
      'Started',
      'Duration',
      'Message',
      'Triage',
      'Category',
      'Ticket',
      'Owner',
      'Note',
      'Decided by',
      'Decided at',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(7).width).toBeGreaterThan(sheet.getColumn(2).width!);
    const executions = mock.store.runs.get(failure.runId)!.details;
    expect(sheet.actualRowCount - 1).toBe(executions.length);

    const row = sheet.getRows(2, executions.length)!.find((each) => each.getCell(2).value === unpadId(failure.caseId))!;
    expect(row.getCell(4).value).toBe('Failed');
    expect(row.getCell(5).value).toBeInstanceOf(Date);
    expect(row.getCell(7).value).toBe(failure.message);
    expect(row.getCell(8).value).toBe('Known issue');
    expect(row.getCell(9).value).toBe('Product defect: mapping');
    expect(row.getCell(10).value).toEqual({ text: 'INT-4711', hyperlink: TICKET_URL.replace('{key}', 'INT-4711') });
    expect([row.getCell(11).value, row.getCell(12).value, row.getCell(13).value]).toEqual([
      'Integration team',
      'Mapping drops the leading zeros',
      'LEAD',
    ]);
    expect(row.getCell(14).value).toEqual(new Date('2026-11-30T09:00:00Z'));
    // A passed execution has no triage.
    const passed = sheet
      .getRows(2, executions.length)!
      .find((each) => each.getCell(4).value === 'Passed' || each.getCell(4).value === 'Passed with warnings');
    expect(passed?.getCell(8).value ?? null).toBeNull();
  });

  it('says why it has no workbook: a run not read yet, an unknown run, one in progress, an ID that is none', async () => {
    const caseId = [...mock.store.testCases.keys()][2]!;
    const unread = await runCaseOnMock(mock, caseId, { STATUS: 'E', MESSAGE: 'late' }, new Date());
    const notYet = await api.get(`${TRIAGE_PATHS.runWorkbook}?id=${unread}`);
    expect(notYet.status).toBe(404);
    expect(problemOf(notYet.json).message).toMatch(
      new RegExp(`^The history store holds no run ${unread}\\. A run that has just finished is read at the next sync`),
    );

    const unknown = await api.get(`${TRIAGE_PATHS.runWorkbook}?id=${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);

    // The store last saw this run in progress (its record without an end).
    const [stored] = await store.db.select().from(runs).where(eq(runs.id, failure.runId));
    await store.db
      .update(runs)
      .set({ record: { ...stored!.record, END_DATE: '', END_TIME: '' } })
      .where(eq(runs.id, failure.runId));
    const inProgress = await api.get(`${TRIAGE_PATHS.runWorkbook}?id=${failure.runId}`);
    await store.db.update(runs).set({ record: stored!.record }).where(eq(runs.id, failure.runId));
    expect(inProgress.status).toBe(409);
    expect(problemOf(inProgress.json).message).toBe(
      `Run ${failure.runId} is still in progress: its workbook can be built once it has finished.`,
    );

    const none = await api.get(`${TRIAGE_PATHS.runWorkbook}?id=nightly`);
    expect(none.status).toBe(400);
    expect(problemOf(none.json).message).toMatch(/"id" is not a run ID \(32 hexadecimal characters\)/);
  });
});
