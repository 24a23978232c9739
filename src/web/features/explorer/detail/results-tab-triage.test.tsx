import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isFailedDetail } from '../../../../analysis/run-outcome';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { unpadId } from '../../../../contract/ids';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { ResultsTab } from './results-tab';

const mock = setupMockServer();
// The run's dashboard server: the triage each result shows is the server's, worked out with each page of results.
// Other files decide meanwhile; this one on its own share of the seeded signatures.
const store = setupStoreApi(mock, 'results-tab-triage');

/** A finished seeded run's failure (an error, not an abort) of this file's share that no earlier test decided. */
function aFailure(taken: Set<string>) {
  for (const run of mock.service.store.runs.values()) {
    const detail = run.record.END_DATE
      ? run.details.find((candidate) => isFailedDetail(candidate) && candidate.STATUS === 'E')
      : undefined;
    const signature = detail && failureSignature(detail);
    const cause = signature && store.ownsSignature(signature) && signature.cause;
    if (detail && cause && !taken.has(cause)) {
      taken.add(cause);
      return { run: run.record, detail };
    }
  }
  throw new Error('The seeded data holds no failure left to decide');
}
const decided = new Set<string>();

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
  it('marks a failure its signature’s decision covers as decided, with the decision', async () => {
    const { run, detail } = aFailure(decided);
    const answer = await store.send('/api/triage/decision', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        target: { kind: 'signature', ...failureSignature(detail) },
        category: 'environment-locks',
        ticket: 'BASIS-12',
        owner: 'Basis team',
        version: 0,
      }),
    });
    expect(answer.status).toBe(200);
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    const row = await resultRow(run.RUN_ID);
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(within(row).getByText('BASIS-12')).toBeTruthy();
    expect(within(row).getByText('Environment: locks · Basis team')).toBeTruthy();
  });

  it('decides on one failure on its own, which then shows as decided', async () => {
    const { run, detail } = aFailure(decided);
    const user = userEvent.setup();
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    const row = await resultRow(run.RUN_ID);
    expect(await within(row).findByText('Needs triage')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: new RegExp(`^Triage the failure in ${run.NAME}`) }));
    const dialog = screen.getByRole('dialog', { name: new RegExp(`^Triage: the failure in ${run.NAME}`) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Test issue: test data');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page of results is read again from the server, which now says so.
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    const decisions = (await (await store.send(`/api/triage/decisions?case=${unpadId(detail.CASEID)}`)).json()) as {
      decisions: { target: object }[];
    };
    expect(decisions.decisions.map((decision) => decision.target)).toContainEqual({
      kind: 'failure',
      RUN_ID: run.RUN_ID,
      CASEID: detail.CASEID,
    });
    // Results that passed have nothing to triage.
    expect(screen.getAllByRole('button', { name: /^Triage the failure/ }).length).toBeLessThan(
      screen.getAllByRole('row').length - 1,
    );
  });

  it('shows the results as before where the store does not answer', async () => {
    const { detail } = aFailure(new Set());
    answerWithoutDashboard(mock);
    renderWithProviders(<ResultsTab caseId={unpadId(detail.CASEID)} />);
    await screen.findByRole('table', { name: 'Results, newest first' });
    expect(screen.queryByRole('button', { name: /^Triage the failure/ })).toBeNull();
  });
});
