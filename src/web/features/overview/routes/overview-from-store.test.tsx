import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistoryStatus } from '../../../../contract/dashboard-api/history-status';
import type { OverviewFigures } from '../../../../contract/dashboard-api/overview';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { readyStatus } from '../../../testing/history-ready';
import { OverviewRoute } from './overview-route';

const mock = setupMockServer();
const URL = '/?from=2026-10-01&to=2026-11-20';
const region = (name: string) => screen.getByRole('region', { name });

const status = (state: HistoryStatus['state']): HistoryStatus =>
  readyStatus({
    state,
    store: 'an embedded store in /srv/history',
    completeUpTo: '2026-11-20T12:00:00.000Z',
    runs: { kept: 900, read: 700, toRead: 200, archived: 0, readSince: '2026-10-05' },
    syncedAt: '2026-11-20T12:00:05.000Z',
  });

// 221 of the 321 aborts were outages (the store's rule): the pass rate is 4,000 of the other 4,100.
const points = [{ from: '2026-10-01', to: '2026-11-20', passed: 4000, finished: 4100, outages: 221 }];
const figures: OverviewFigures = {
  executions: { passed: 4000, failed: 100, aborted: 221, other: 0, total: 4321, outages: 221 },
  previous: { passed: 10, failed: 0, aborted: 0, other: 0, total: 10, outages: 0 },
  passRate: { weekly: true, all: points, byType: {} },
  durations: { weekly: true, slowest: [], trend: [{ from: '2026-10-01', to: '2026-11-20', runs: 0, meanMs: 0 }] },
  latest: [],
  folders: [],
  failing: { total: 0, aborted: 0, shown: [], sinceKnown: true },
  notRun: { never: { total: 0, shown: [] }, notInRange: { total: 0, shown: [] } },
  causes: [],
};

/** The dashboard server with a store: its status, and the overview's figures it answers. */
const going = {
  RUN_ID: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  NAME: 'Nightly regression (store)',
  STARTED_BY: 'BATCH_QA',
  STARTED_DATE: '2026-11-20',
  STARTED_TIME: '02:00:00',
  TC_TOTAL: 40,
  TC_PASSED: 10,
  TC_FAILED: 2,
  REMOTE_CMP_RUN: '',
  END_DATE: '',
  END_TIME: '',
  REPORT_URL: '',
  DETAILS: [],
};

function serveStore(state: HistoryStatus['state'], overview: () => Response) {
  mock.server.use(
    http.get(`${TEST_ORIGIN}/api/history/status`, () => HttpResponse.json(status(state))),
    http.get(`${TEST_ORIGIN}/api/overview`, overview),
    http.get(`${TEST_ORIGIN}/api/runs/in-progress`, () => HttpResponse.json({ runs: [going] })),
  );
}

const readsOfRunDetails = (requests: Request[]) =>
  requests.filter((request) => /\/testruns\?.*includeDetails=true/.test(decodeURIComponent(request.url)));

describe('the overview on a server that keeps a history', () => {
  it("shows the store's figures and how far the history is, without reading the service's runs", async () => {
    serveStore('syncing', () => HttpResponse.json(figures));
    const requests = mock.recordRequests();
    renderWithProviders(<OverviewRoute />, `${URL}&type=RT&folder=108&user=qa_lead`);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/4,321 executions, 98% passed/));
    expect(
      await screen.findByText('History complete up to 2026-11-20 12:00 UTC; reading runs since 2026-10-05.'),
    ).toBeTruthy();
    const asked = requests.filter((request) => request.url.includes('/api/overview'));
    expect(asked.map((request) => new window.URL(request.url).search)).toEqual([
      '?from=2026-10-01&to=2026-11-20&folder=108&type=RT&user=QA_LEAD',
    ]);
    expect(readsOfRunDetails(requests)).toEqual([]);
    // The runs in progress are the store's, each then followed live; the service lists no two days of runs.
    const inProgress = await screen.findByRole('list', { name: 'Runs in progress' });
    expect(inProgress.textContent).toMatch(/Nightly regression \(store\)/);
    expect(requests.filter((request) => /\/testruns\?/.test(request.url))).toEqual([]);
  });

  it('leaves the outages out of the pass rate and shows how many, in its sentence and its table', async () => {
    serveStore('ready', () => HttpResponse.json(figures));
    renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/4,321 executions, 98% passed/));
    const tile = region('Pass rate over time');
    expect(
      within(tile).getByText(/^Pass rate per week: 98% over the range;.* 221 aborts in outages not counted\.$/),
    ).toBeTruthy();
    const table = within(tile).getByRole('table', { name: 'Pass rate per week' });
    expect(within(table).getByRole('columnheader', { name: 'Outages' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/98%221$/);
    // The Executions tile counts them as aborted, says how many were outages, and gives the chart's pass rate.
    const aborted = within(region('Executions')).getByText('Aborted', { exact: false });
    expect(aborted.textContent).toBe('Aborted (221 in outages, not in the pass rate)');
  });

  it('without a store says in one line that it needs one, and reads nothing of the service', async () => {
    serveStore('off', () =>
      HttpResponse.json(
        { error: { code: 'STORE_NOT_OPEN', message: 'This server keeps no history (--store none).' } },
        { status: 503 },
      ),
    );
    const requests = mock.recordRequests();
    renderWithProviders(<OverviewRoute />, URL);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The overview needs the dashboard\'s server with its history store: start it without --store none (see "The history store" in the deployment guide).',
    );
    expect(screen.queryByRole('region', { name: 'Executions' })).toBeNull();
    expect(requests.filter((request) => !request.url.includes('/api/'))).toEqual([]);
  });

  it('waits for a store still being opened, then shows its figures', async () => {
    let asked = 0;
    serveStore('starting', () =>
      ++asked === 1
        ? HttpResponse.json(
            { error: { code: 'STORE_OPENING', message: 'The history store is still being opened.' } },
            { status: 503, headers: { 'retry-after': '2' } },
          )
        : HttpResponse.json(figures),
    );
    renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/4,321 executions/));
    expect(screen.queryByText(/needs the/)).toBeNull();
  });

  it('says why a store that failed is not open, instead of how to turn one on', async () => {
    const problem = 'The history store stopped: its thread ran out of memory (--store-heap 512 MB).';
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/history/status`, () => HttpResponse.json({ ...status('failed'), problem })),
      http.get(`${TEST_ORIGIN}/api/overview`, () =>
        HttpResponse.json({ error: { code: 'STORE_NOT_OPEN', message: problem } }, { status: 503 }),
      ),
    );
    renderWithProviders(<OverviewRoute />, URL);
    expect(
      await screen.findByText(new RegExp(`which is not open: ${problem.replace(/[()]/g, '\\$&')} Restart`)),
    ).toBeTruthy();
  });

  it('keeps the figures through a refresh that fails, says so, and shows the new ones once it works', async () => {
    let answers = 0;
    serveStore('ready', () => {
      answers += 1;
      if (answers === 2)
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'The store failed.' } }, { status: 500 });
      return HttpResponse.json(
        answers === 1 ? figures : { ...figures, executions: { ...figures.executions, total: 4322 } },
      );
    });
    const user = userEvent.setup();
    renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/4,321 executions/));
    await user.click(screen.getByRole('button', { name: 'Refresh figures' }));
    expect((await screen.findByText(/refreshing failed: The store failed\./)).textContent).toMatch(/^Figures of /);
    expect(region('Executions').textContent).toMatch(/4,321 executions/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(region('Executions').textContent).toMatch(/4,322 executions/));
    expect(screen.queryByText(/refreshing failed/)).toBeNull();
  });

  it("says in the tiles why the store's answer failed", async () => {
    serveStore('ready', () =>
      HttpResponse.json(
        { error: { code: 'NOT_AUTHORIZED', message: 'Your SAP user may not read test results.' } },
        { status: 403 },
      ),
    );
    renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/Your SAP user may not read test results/));
  });
});
