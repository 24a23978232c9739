import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoredDifferences, StoredRunPage } from '../../../../contract/dashboard-api/stored-run';
import { unpadId } from '../../../../contract/ids';
import type { StoredRun } from '../../../../mock/store/store-types';
import { paths } from '../../../../routes/paths';
import { historyReady } from '../../../testing/history-ready';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { RunRoute } from './run-route';

const mock = setupMockServer();

/** A finished seeded run with variables, fields that differed and middleware metadata. */
function seededRun(): StoredRun {
  return [...mock.service.store.runs.values()].find(
    (run) =>
      run.record.END_DATE !== '' &&
      run.variables.length > 0 &&
      run.metadata.length > 0 &&
      run.comparison.some((row) => row.RESULT !== 'MATCH'),
  )!;
}

/** The store answers the run's page as given: its differences kept as sent, or not. */
function storeAnswers(run: StoredRun, differences: StoredDifferences) {
  const kept = differences === 'kept' ? { COMPARISON: run.comparison.filter((row) => row.RESULT !== 'MATCH') } : {};
  const answer: StoredRunPage = { run: { ...run.record, DETAILS: run.details, VARIABLES: [], ...kept }, differences };
  mock.server.use(
    historyReady(),
    http.get(`${TEST_ORIGIN}/api/run/page`, () => HttpResponse.json(answer)),
  );
}

/** The reads of the run the page made of the service, as `?` and its options. */
const serviceReads = (requests: Request[]) =>
  requests.filter((request) => request.url.startsWith(`${TEST_BASE_URL}/testruns`)).map((request) => request.url);

const openRun = (runId: string) =>
  renderRoutes([{ path: paths.run.pattern, element: <RunRoute /> }], paths.run.href(runId));

describe("a finished run's page on the history store", () => {
  it('asks the service for nothing until the reader opens the variables, then reads them once', async () => {
    const run = seededRun();
    const requests = mock.recordRequests();
    const user = userEvent.setup();
    openRun(run.record.RUN_ID);
    const show = await screen.findByRole('button', { name: 'Show the variables', expanded: false });
    expect(screen.getByRole('button', { name: 'Show the middleware metadata', expanded: false })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Test cases in this run' })).toBeTruthy();
    expect(serviceReads(requests)).toEqual([]);

    await user.click(show);
    const variables = await screen.findByRole('table', { name: 'Variables used' });
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(within(variables).getAllByText(run.variables[0]!.VAR_NAME).length).toBeGreaterThan(0);
    // The metadata came with the variables: opening it reads nothing more.
    await user.click(screen.getByRole('button', { name: 'Show the middleware metadata' }));
    expect(await screen.findByRole('table', { name: 'Middleware metadata' })).toBeTruthy();
    expect(serviceReads(requests)).toEqual([`${TEST_BASE_URL}/testruns/${run.record.RUN_ID}?$includeMetadata=true`]);
  });

  it('shows the differences the store kept, and reads them from the service when it kept only masks', async () => {
    const run = seededRun();
    const caseId = unpadId(run.comparison.find((row) => row.RESULT !== 'MATCH')!.CASEID);
    const requests = mock.recordRequests();
    storeAnswers(run, 'kept');
    const { unmount } = openRun(run.record.RUN_ID);
    expect(await screen.findByRole('table', { name: `Differences of test case ${caseId}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the differences' })).toBeNull();
    unmount();
    expect(serviceReads(requests)).toEqual([]);

    storeAnswers(run, 'masked');
    const user = userEvent.setup();
    openRun(run.record.RUN_ID);
    await screen.findByText(/keeps this run's compared values masked: read from the SAP system when opened/);
    await user.click(screen.getByRole('button', { name: 'Show the differences', expanded: false }));
    expect(await screen.findByRole('table', { name: `Differences of test case ${caseId}` })).toBeTruthy();
    expect(serviceReads(requests)).toEqual([`${TEST_BASE_URL}/testruns/${run.record.RUN_ID}?$includeComparison=true`]);
  });

  it('says so when the service cannot give the variables', async () => {
    const run = seededRun();
    storeAnswers(run, 'kept');
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testruns/:id`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'The SAP system failed.' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    openRun(run.record.RUN_ID);
    await user.click(await screen.findByRole('button', { name: 'Show the variables' }));
    expect(await screen.findByText('Could not read the variables from the SAP system')).toBeTruthy();
  });

  it('without a store reads the run whole from the service once, its variables shown at once', async () => {
    const run = seededRun();
    answerWithoutDashboard(mock);
    const requests = mock.recordRequests();
    openRun(run.record.RUN_ID);
    expect(await screen.findByRole('table', { name: 'Variables used' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the variables' })).toBeNull();
    expect(serviceReads(requests)).toEqual([
      `${TEST_BASE_URL}/testruns/${run.record.RUN_ID}?$includeDetails=true&$includeComparison=true&$includeMetadata=true`,
    ]);
  });
});
