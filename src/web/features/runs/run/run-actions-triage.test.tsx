import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isFailedDetail } from '../../../../analysis/run-outcome';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { signatureKey } from '../../../../contract/dashboard-api/triage-signature';
import { unpadId } from '../../../../contract/ids';
import type { TestRun } from '../../../../contract/records';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { captureSavedFiles } from '../../../testing/saved-files';
import { setupStoreApi } from '../../../testing/store-api';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { runReportFileName } from './run-report';
import { RunActions } from './run-actions';

const mock = setupMockServer();
// The run's dashboard server: its triage and its workbook. Other files decide meanwhile, this one on its own share
// of the seeded signatures.
const store = setupStoreApi(mock, 'run-actions-triage');

/** A finished seeded run with more than one failed case, every failure of it of this file's share. */
function runWithFailures(): TestRun {
  for (const stored of mock.service.store.runs.values())
    if (
      stored.record.END_DATE &&
      stored.details.filter((detail) => detail.STATUS === 'E').length > 1 &&
      stored.details.every((detail) => !isFailedDetail(detail) || store.ownsSignature(failureSignature(detail)))
    )
      return { ...stored.record, DETAILS: stored.details, VARIABLES: stored.variables };
  throw new Error("The seed has no finished run with failed cases of this file's share");
}

describe('the run page actions with the store', () => {
  it("marks the run's known issues in the JUnit XML where the store answers its triage, and fails the rest", async () => {
    const run = runWithFailures();
    const [known, ...others] = run.DETAILS.filter((detail) => detail.STATUS === 'E');
    const sameCause = others.filter(
      (detail) => signatureKey(failureSignature(detail)) === signatureKey(failureSignature(known!)),
    );
    await store.write('PUT', '/api/triage/decision', {
      target: { kind: 'signature', ...failureSignature(known!) },
      category: 'product-mapping',
      ticket: 'INT-4711',
      owner: 'Integration team',
      version: 0,
    });
    const saved = captureSavedFiles();
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(screen.getByRole('button', { name: 'Download JUnit XML' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`junit-${run.RUN_ID}.xml`);
    const junit = new DOMParser().parseFromString(await saved[0]!.blob.text(), 'application/xml');
    const testcase = (caseId: string) =>
      [...junit.querySelectorAll('testcase')].find((each) =>
        each.getAttribute('name')!.startsWith(`${unpadId(caseId)}: `),
      )!;
    for (const detail of [known!, ...sameCause]) {
      const skipped = testcase(detail.CASEID).querySelector('skipped')!;
      expect(skipped.getAttribute('type')).toBe('known-issue');
      expect(skipped.getAttribute('message')).toBe(`Known issue INT-4711: ${detail.MESSAGE}`);
    }
    const counted = others.filter((detail) => !sameCause.includes(detail));
    expect(counted.map((detail) => testcase(detail.CASEID).querySelector('failure') !== null)).toEqual(
      counted.map(() => true),
    );
    expect(junit.querySelectorAll('failure')).toHaveLength(counted.length);
  });

  it('offers the workbook with triage only where the store answers, and saves it under the report’s name', async () => {
    const run = runWithFailures();
    answerWithoutDashboard(mock);
    const { unmount } = renderWithProviders(<RunActions run={run} />);
    await screen.findByRole('button', { name: 'Download report for this run' });
    expect(screen.queryByRole('button', { name: 'Download workbook with triage' })).toBeNull();
    unmount();

    // Back to the run's dashboard server.
    mock.server.resetHandlers();
    const saved = captureSavedFiles();
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(await screen.findByRole('button', { name: 'Download workbook with triage' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(runReportFileName(run, 'triage'));
    // An xlsx file is a zip archive: it starts with "PK".
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([80, 75]));
  });

  it("says why the store has no workbook of the run, in the server's words", async () => {
    // A run the store has not read: one the service started after the store's last sync.
    const run = { ...runWithFailures(), RUN_ID: 'F'.repeat(32) };
    const user = userEvent.setup();
    renderWithProviders(<RunActions run={run} />);
    await user.click(await screen.findByRole('button', { name: 'Download workbook with triage' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      new RegExp(`^The workbook with triage could not be downloaded: The history store holds no run ${run.RUN_ID}\\. `),
    );
  });
});
