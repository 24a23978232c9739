import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../../analysis/compare-runs';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { historyReady } from '../../../testing/history-ready';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { CHANGE_LABELS } from '../compare/change-labels';
import { CompareRoute } from './compare-route';

const mock = setupMockServer();

/** Two finished seeded runs, as the store holds them (GET /api/run). */
function storedRuns(): [TestRun, TestRun] {
  const [base, current] = [...mock.service.store.runs.values()].filter(
    (run) => run.record.END_DATE !== '' && run.details.length > 3,
  );
  const answer = (run: typeof base) => ({ ...run!.record, DETAILS: run!.details, VARIABLES: [] });
  return [answer(base), answer(current)];
}

describe('the compare page on the history store', () => {
  it('compares two finished runs the store holds without reading them from the service', async () => {
    const [base, current] = storedRuns();
    const requests = mock.recordRequests();
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base.RUN_ID, current.RUN_ID),
    );
    const groups = await screen.findByRole('group', { name: 'Show test cases' });
    const { counts, rows } = compareRuns(base, current);
    expect(within(groups).getByRole('button', { name: `${rows.length} All test cases` })).toBeTruthy();
    for (const change of ['new-failure', 'fixed', 'still-passing'] as const)
      expect(within(groups).getByRole('button', { name: `${counts[change]} ${CHANGE_LABELS[change]}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: current.NAME })).toBeTruthy();
    expect(requests.filter((request) => request.url.startsWith(`${TEST_BASE_URL}/testruns`))).toEqual([]);
  });

  it('reads a run the store does not hold finished from the service', async () => {
    const [base, current] = storedRuns();
    mock.server.use(
      historyReady(),
      http.get(`${TEST_ORIGIN}/api/run`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('id') === base.RUN_ID ? base : null),
      ),
    );
    const requests = mock.recordRequests();
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base.RUN_ID, current.RUN_ID),
    );
    await screen.findByRole('group', { name: 'Show test cases' });
    const read = requests.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/testruns'));
    expect(read).toEqual([`${new URL(TEST_BASE_URL).pathname}/testruns/${current.RUN_ID}`]);
  });

  it('without a store says comparing needs one, and reads neither run from the service', async () => {
    const [base, current] = storedRuns();
    answerWithoutDashboard(mock);
    const requests = mock.recordRequests();
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base.RUN_ID, current.RUN_ID),
    );
    await screen.findByText(
      'Comparing runs needs the dashboard\'s server with its history store: start it without --store none (see "The history store" in the deployment guide).',
    );
    expect(requests.filter((request) => request.url.startsWith(TEST_BASE_URL))).toEqual([]);
  });
});
