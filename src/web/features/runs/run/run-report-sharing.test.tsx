import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TestRun } from '../../../../contract/records';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { RunActions } from './run-actions';

// A clock that stands still: runs a pipeline starts side by side begin at the same second.
const NOW = new Date('2026-11-21T09:00:00Z');
const mock = setupMockServer({ now: () => NOW, runPaceMs: 0 });

async function startRun(name: string, user: string, caseId: string): Promise<TestRun> {
  const started = await mock.service.engine.startRun({ TEST_CASES: [caseId], TEST_RUN_NAME: name }, user);
  if (started.kind !== 'sync') throw new Error('A run started without ASYNC answers finished');
  const { record, details, variables } = started.run;
  return { ...record, DETAILS: details, VARIABLES: variables };
}

function savedWorkbooks(): Promise<ArrayBuffer>[] {
  const workbooks: Promise<ArrayBuffer>[] = [];
  mock.server.events.removeAllListeners('response:mocked');
  mock.server.events.on('response:mocked', ({ request, response }) => {
    if (request.url === `${TEST_BASE_URL}/testexecreport` && response.ok)
      workbooks.push(response.clone().arrayBuffer());
  });
  return workbooks;
}

const caseId = () => [...mock.service.store.testCases.keys()][0]!;

describe("a run's report that the service's filters cannot keep to the run", () => {
  it('names the run started at the same second by the same user, whose executions it holds too', async () => {
    const run = await startRun('Pipeline A', 'JSMITH', caseId());
    const other = await startRun('Pipeline B', 'JSMITH', caseId());
    const workbooks = savedWorkbooks();
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(screen.getByRole('button', { name: 'Download report for this run' }));

    const note = await screen.findByText(/^It also holds/);
    expect(note.textContent).toBe(
      `It also holds the executions of another run started at the same second by JSMITH: Pipeline B (${other.RUN_ID}). The service's report cannot tell such runs apart; filter its RUN_ID column on ${run.RUN_ID} for this run's.`,
    );
    expect(screen.getByText(`Saved Pipeline A-2026-11-21-${run.RUN_ID.slice(0, 8)}.xlsx.`)).toBeTruthy();
    // What the note says is what the workbook holds.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await workbooks[0]!);
    const runIds: unknown[] = [];
    workbook.getWorksheet('Executions')!.eachRow((row, number) => {
      if (number > 1) runIds.push(row.getCell(1).value);
    });
    expect(runIds.toSorted()).toEqual([run.RUN_ID, other.RUN_ID].toSorted());
  });

  it('says only where it saved the file when another user started a run at the same second', async () => {
    const run = await startRun('Pipeline A', 'JSMITH', caseId());
    await startRun('Pipeline B', 'MMUSTER', caseId());
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(screen.getByRole('button', { name: 'Download report for this run' }));
    expect(await screen.findByText(/^Saved Pipeline A-2026-11-21-/)).toBeTruthy();
    expect(screen.queryByText(/also holds/)).toBeNull();
  });
});
