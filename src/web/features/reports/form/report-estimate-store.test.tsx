import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportCount } from '../../../../contract/dashboard-api/report-count';
import { historyReady } from '../../../testing/history-ready';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { ReportForm } from './report-form';

const mock = setupMockServer();
const NOW = () => new Date('2026-11-22T10:00:00Z');

let asked: URLSearchParams[];
let answer: ReportCount;
beforeEach(() => {
  asked = [];
  answer = {
    count: 1234,
    caveats: [],
    offered: { users: ['ALICE', 'BOB'], objects: ['ZOBJ_ORDERS'], testTypes: [1] },
    runs: 40,
    complete: true,
  };
  mock.server.use(
    historyReady(),
    http.get(`${TEST_ORIGIN}/api/report/count`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      return HttpResponse.json({ ...answer, count: answer.count + (search.has('TEST_RUN_TYPES') ? -1000 : 0) });
    }),
  );
});

describe("the report builder's estimate from the history store", { timeout: 20_000 }, () => {
  it('shows the store’s count and choices, asks it again for changed filters, and reads no runs', async () => {
    const requests = mock.recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ReportForm now={NOW} />, '/reports?dateFrom=2026-11-01');
    await screen.findByText('1,234 executions match.');
    screen.getByRole('checkbox', { name: 'ALICE' });
    screen.getByRole('checkbox', { name: 'ZOBJ_ORDERS' });
    expect(asked.at(-1)?.toString()).toBe('STARTED_DATE_FROM=2026-11-01');

    await user.click(screen.getByRole('checkbox', { name: 'Regression test (RT)' }));
    await screen.findByText('234 executions match.');
    expect(asked.at(-1)?.getAll('TEST_RUN_TYPES')).toEqual(['RT']);
    // The choices of an unchanged date range stay while the new count is asked for.
    screen.getByRole('checkbox', { name: 'BOB' });
    expect(requests.filter((request) => request.url.startsWith(`${TEST_BASE_URL}/testruns`))).toEqual([]);
  });

  it('says the count is a lower bound while the store has not read every run of the range', async () => {
    answer = { ...answer, complete: false };
    renderWithProviders(<ReportForm now={NOW} />, '/reports');
    await screen.findByText('At least 1,234 executions match so far; still counting the older runs…');
    answer = { ...answer, count: 1300, complete: true };
    // It asks again by itself until the store has read them all.
    await screen.findByText('1,300 executions match.', undefined, { timeout: 8000 });
    expect(screen.queryByText(/^At least/)).toBeNull();
  });

  it('without a store says the count needs one, offers no users, and still lets the report be downloaded', async () => {
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/report/count`, () =>
        HttpResponse.json(
          { error: { code: 'STORE_NOT_OPEN', message: 'This server keeps no history (--store none).' } },
          { status: 503 },
        ),
      ),
    );
    const requests = mock.recordRequests();
    renderWithProviders(<ReportForm now={NOW} />, '/reports?dateFrom=2026-11-01');
    await screen.findByText(
      'Counting the matching executions needs the dashboard\'s server with its history store: start it without --store none (see "The history store" in the deployment guide). The report can still be downloaded.',
    );
    expect(screen.getAllByText("Offered from the dashboard server's history store, which is off here.")).toHaveLength(
      2,
    );
    expect(screen.getByRole('button', { name: 'Download report' }).hasAttribute('disabled')).toBe(false);
    expect(requests.filter((request) => request.url.startsWith(TEST_BASE_URL))).toEqual([]);
  });
});
