import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getTestCase } from '../../../../client/test-cases/get-test-case';
import { getTestRun } from '../../../../client/test-runs/get-test-run';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { OverviewTab } from './overview-tab';

const mock = setupMockServer();

describe("OverviewTab's last run", () => {
  it('is named by the run, and says so while the name is read, not by its long ID', async () => {
    const testCase = await getTestCase('100003');
    const { NAME } = await getTestRun(testCase.LAST_RUN_ID);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Nothing returned: once answered, the mock service's own handler reads the run.
    mock.server.use(http.get(`${TEST_BASE_URL}/testruns/:runId`, () => answered.then(() => undefined)));
    renderWithProviders(<OverviewTab testCase={testCase} folderPath={[]} />);
    expect(screen.getByRole('link', { name: 'Loading its name…' })).toBeTruthy();
    answer!();
    expect(await screen.findByRole('link', { name: NAME })).toBeTruthy();
    expect(screen.queryByText(testCase.LAST_RUN_ID)).toBeNull();
  });

  it('falls back to the run ID when the run cannot be read', async () => {
    const testCase = await getTestCase('100003');
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testruns/:runId`, async () => {
        await delay(10);
        return HttpResponse.json({ ERROR: { CODE: 'NOT_FOUND', MESSAGE: 'gone' } }, { status: 404 });
      }),
    );
    renderWithProviders(<OverviewTab testCase={testCase} folderPath={[]} />);
    expect(await screen.findByRole('link', { name: testCase.LAST_RUN_ID })).toBeTruthy();
  });
});
