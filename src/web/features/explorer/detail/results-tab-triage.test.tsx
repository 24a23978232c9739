import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isFailedDetail } from '../../../../analysis/run-outcome';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { unpadId } from '../../../../contract/ids';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { triageApi } from '../../../testing/triage-api';
import { ResultsTab } from './results-tab';

const mock = setupMockServer();

/** A finished seeded run's failure: the run and the failed test case's result in it. */
function aFailure() {
  for (const run of mock.service.store.runs.values()) {
    const detail = run.record.END_DATE ? run.details.find(isFailedDetail) : undefined;
    if (detail) return { run: run.record, detail };
  }
  throw new Error('The seeded data holds no failure');
}

/** The result's row, by its run's link (names repeat from night to night). */
const resultRow = async (runId: string) => {
  await screen.findByRole('table', { name: 'Results, newest first' });
  return screen.getAllByRole('row').find((row) =>
    within(row)
      .queryAllByRole('link')
      .some((link) => link.getAttribute('href')?.endsWith(runId)),
  )!;
};

describe("triage on a test case's results", () => {
  it('marks a failure its signature’s earlier decision covers as a known issue', async () => {
    const { run, detail } = aFailure();
    const api = triageApi(mock, { ticketUrl: 'https://jira.example.com/browse/{key}' });
    api.seed({
      target: { kind: 'signature', ...failureSignature(detail) },
      category: 'environment-locks',
      ticket: 'BASIS-12',
    });
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    const row = await resultRow(run.RUN_ID);
    await waitFor(() => expect(within(row).getByText('Known issue')).toBeTruthy());
    expect(within(row).getByRole('link', { name: 'BASIS-12' })).toBeTruthy();
    expect(within(row).getByText('Environment: locks')).toBeTruthy();
  });

  it('decides on one failure on its own, which then shows as decided', async () => {
    const { run, detail } = aFailure();
    const api = triageApi(mock);
    const user = userEvent.setup();
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    const row = await resultRow(run.RUN_ID);
    expect(await within(row).findByText('Needs triage')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: new RegExp(`^Triage the failure in ${run.NAME}`) }));
    const dialog = screen.getByRole('dialog', { name: new RegExp(`^Triage: the failure in ${run.NAME}`) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Test issue: test data');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(api.decisions.map((decision) => decision.target)).toEqual([
      { kind: 'failure', RUN_ID: run.RUN_ID, CASEID: detail.CASEID },
    ]);
    // Results that passed have nothing to triage.
    expect(screen.getAllByRole('button', { name: /^Triage the failure/ }).length).toBeLessThan(
      screen.getAllByRole('row').length - 1,
    );
  });

  it('shows the results as before where the store does not answer', async () => {
    const { detail } = aFailure();
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    await screen.findByRole('table', { name: 'Results, newest first' });
    expect(screen.queryByRole('columnheader', { name: 'Triage' })).toBeNull();
  });
});
