import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { serviceStopMessage } from '../../../../contract/service-stop';
import type { TestRun } from '../../../../contract/records';
import type { StoredRun } from '../../../../mock/store/store-types';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { routeSchemas } from '../../../../routes/route-schemas';
import { readSearch } from '../../../../routes/url-state';
import { RunActions } from './run-actions';

const mock = setupMockServer();

/** A finished run of the seeded store with a failed case that defines a BEFORE and a GENERATE variable. */
function runWithFailedCase(): { run: TestRun; caseId: string; before: string } {
  const { store } = mock.service;
  for (const stored of store.runs.values()) {
    for (const detail of stored.details.filter((row) => row.STATUS === 'E')) {
      const defined = store.variablesByCase.get(detail.CASEID) ?? [];
      const before = defined.find((variable) => variable.VAR_ACTION === 'BEFORE');
      if (!before || !defined.some((variable) => variable.VAR_ACTION === 'GENERATE')) continue;
      return {
        run: { ...stored.record, DETAILS: stored.details, VARIABLES: stored.variables },
        caseId: detail.CASEID,
        before: before.VAR_NAME,
      };
    }
  }
  throw new Error('The seed has no run with such a failed case');
}

describe('the run page actions', () => {
  it('re-runs the failed cases with the values a user set, not generated or read-back ones', async () => {
    const { run, caseId, before } = runWithFailedCase();
    const VARIABLES = run.VARIABLES.map((row) =>
      row.CASEID === caseId && row.VAR_NAME === before ? { ...row, VAR_VALUE: `${row.REF_VALUE}-changed` } : row,
    );
    VARIABLES.push({ CASEID: caseId, VAR_NAME: 'NOT_DEFINED', REF_VALUE: '', VAR_VALUE: 'given' });
    const generated = VARIABLES.filter((row) => row.CASEID === caseId && row.VAR_VALUE !== row.REF_VALUE);
    expect(generated.length).toBeGreaterThan(2);

    const user = userEvent.setup();
    const { router } = renderWithProviders(<RunActions run={{ ...run, VARIABLES }} />);
    const failed = run.DETAILS.filter((detail) => detail.STATUS === 'E');
    await user.click(screen.getByRole('button', { name: `Re-run failed (${failed.length})` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/runs/new'));
    const form = readSearch(routeSchemas.newRun.search, new URLSearchParams(router.state.location.search));
    expect(form.cases).toHaveLength(failed.length);
    expect(
      form.variables
        .filter((row) => row.caseId === String(Number(caseId)))
        .map(({ name, value }) => [name, value])
        .toSorted(),
    ).toEqual(
      [
        [before, VARIABLES.find((row) => row.CASEID === caseId && row.VAR_NAME === before)!.VAR_VALUE],
        ['NOT_DEFINED', 'given'],
      ].toSorted(),
    );
  });

  it('re-runs a run its page read from the store with the variables the service gives', async () => {
    const { run, caseId } = runWithFailedCase();
    const stored = mock.service.store.runs.get(run.RUN_ID)!;
    stored.variables = [
      ...stored.variables,
      { CASEID: caseId, VAR_NAME: 'NOT_DEFINED', REF_VALUE: '', VAR_VALUE: 'given' },
    ];
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <RunActions run={{ ...run, VARIABLES: [], fromStore: { differences: 'kept' } }} />,
    );
    await user.click(screen.getByRole('button', { name: /^Re-run failed/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/runs/new'));
    const form = readSearch(routeSchemas.newRun.search, new URLSearchParams(router.state.location.search));
    expect(form.variables).toContainEqual({ caseId: String(Number(caseId)), name: 'NOT_DEFINED', value: 'given' });
  });

  it('offers the aborted cases of a run cut short apart from its failed ones, and re-runs only them', async () => {
    const { run } = runWithFailedCase();
    const [failed, ...rest] = run.DETAILS;
    const stopped = rest.slice(0, 3).map((detail) => ({ ...detail, STATUS: 'A', MESSAGE: serviceStopMessage('Q') }));
    const cutShort = { ...run, DETAILS: [{ ...failed!, STATUS: 'E' }, ...stopped] };
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RunActions run={cutShort} />);
    expect(screen.getByRole('button', { name: 'Re-run failed (1)' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Re-run aborted (3)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/runs/new'));
    const form = readSearch(routeSchemas.newRun.search, new URLSearchParams(router.state.location.search));
    expect(form.cases).toEqual(stopped.map((detail) => String(Number(detail.CASEID))));
    expect(form.name).toBe(`${run.NAME} – re-run of aborted`);
  });

  it('downloads a report with this run’s executions, not those of another run of its cases that day', async () => {
    const runs = [...mock.service.store.runs.values()];
    const sharesCasesThatDay = (stored: StoredRun) =>
      runs.some(
        (other) =>
          other !== stored &&
          other.record.STARTED_DATE === stored.record.STARTED_DATE &&
          other.details.some((detail) => stored.details.some((own) => own.CASEID === detail.CASEID)),
      );
    const stored = runs.find(sharesCasesThatDay)!;
    const run = { ...stored.record, DETAILS: stored.details, VARIABLES: stored.variables };
    const workbooks: Promise<ArrayBuffer>[] = [];
    mock.server.events.removeAllListeners('response:mocked');
    mock.server.events.on('response:mocked', ({ request, response }) => {
      if (request.url === `${TEST_BASE_URL}/testexecreport` && response.ok)
        workbooks.push(response.clone().arrayBuffer());
    });
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(screen.getByRole('button', { name: 'Download report for this run' }));
    await waitFor(() => expect(workbooks).toHaveLength(1));
    await screen.findByRole('button', { name: 'Download report for this run' });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await workbooks[0]!);
    const runIds = new Set<unknown>();
    workbook.getWorksheet('Executions')!.eachRow((row, number) => {
      if (number > 1) runIds.add(row.getCell(1).value);
    });
    expect([...runIds]).toEqual([run.RUN_ID]);
    expect(workbook.getWorksheet('Executions')!.actualRowCount - 1).toBe(run.DETAILS.length);
  });

  it("links the SAP system's reports of the run when the service names them, and offers no dead link when not", async () => {
    const { run } = runWithFailedCase();
    const { unmount } = renderWithProviders(<RunActions run={run} />);
    expect(screen.queryByRole('link', { name: /report/i })).toBeNull();
    unmount();

    const REPORT_URL = 'https://s4q.corp.test:44300/sap/bc/webdynpro/int4/iftt_run_report?run_id=1';
    const FIORI_REPORT_URL = 'https://s4q.corp.test:44300/sap/bc/ui2/flp#IFTTRun-display?runId=1';
    renderWithProviders(<RunActions run={{ ...run, REPORT_URL, FIORI_REPORT_URL }} />);
    expect(screen.getByRole('link', { name: 'Web report' }).getAttribute('href')).toBe(REPORT_URL);
    expect(screen.getByRole('link', { name: 'Launchpad report' }).getAttribute('href')).toBe(FIORI_REPORT_URL);
  });
});
