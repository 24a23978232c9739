import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryStatus } from '../../../../contract/dashboard-api/history-status';
import type { RunRowTuple } from '../../../../contract/dashboard-api/runs';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { readyStatus } from '../../../testing/history-ready';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { RunHistoryRoute } from './run-history-route';

const mock = setupMockServer();

// jsdom lays nothing out: the table's scroll area is given a size, so that its rows render.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

const READY: HistoryStatus = readyStatus({
  store: 'the embedded store in /tmp/store',
  runs: { kept: 3, read: 3, toRead: 0, archived: 0, readSince: '2026-11-01' },
});

const ID = (digit: string) => digit.repeat(32);
/** The store's rows: a run a service stop cut short (2 of its 3 failures its aborts) between two that finished. */
const ROWS: RunRowTuple[] = [
  [ID('a'), 'Store nightly', 'RT', 'TESTER', '2026-11-30', '22:00:00', '2026-11-30', '23:00:00', 10, 10, 0, 0, 0],
  [ID('b'), 'Store stopped', 'RT', 'TESTER', '2026-11-29', '22:00:00', '2026-11-29', '22:30:00', 10, 7, 3, 2, 0],
  [ID('c'), 'Store smoke', 'SM', 'LEAD', '2026-11-28', '08:00:00', '2026-11-28', '08:05:00', 4, 3, 1, 0, 0],
  // 2 of its 3 aborts in an outage: 6 passed of the 8 others. And one whose every case aborted in an outage.
  [ID('d'), 'Store landscape', 'RT', 'TESTER', '2026-11-27', '22:00:00', '2026-11-27', '23:00:00', 10, 6, 4, 0, 2],
  [ID('e'), 'Store down', 'RT', 'TESTER', '2026-11-26', '22:00:00', '2026-11-26', '22:01:00', 5, 0, 5, 0, 5],
];

const problem = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

/** The rows of a page, of 300 runs the list options leave. */
const page = (rows: RunRowTuple[]) => Response.json({ total: rows.length, offset: 0, rows, all: 300, running: 0 });
/** The chart of the newest three runs. */
const CHART = {
  points: [
    [ID('c'), 'Store smoke', 'SM', '2026-11-28', '08:00:00', 0.75],
    [ID('b'), 'Store stopped', 'RT', '2026-11-29', '22:00:00', 0.875],
    [ID('a'), 'Store nightly', 'RT', '2026-11-30', '22:00:00', 1],
  ],
};

function storeAnswers(runs: () => Response) {
  const asked: URL[] = [];
  mock.server.use(
    http.get(`${TEST_ORIGIN}/api/history/status`, () => Response.json(READY)),
    http.get(`${TEST_ORIGIN}/api/runs`, ({ request }) => {
      asked.push(new URL(request.url));
      return runs();
    }),
    http.get(`${TEST_ORIGIN}/api/runs/chart`, () => Response.json(CHART)),
  );
  return asked;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('[role="row"]') as HTMLElement;

describe('the runs list on a server with a history store', () => {
  it("shows the store's runs, telling the cut short one, without reading the service's", async () => {
    const asked = storeAnswers(() => page(ROWS));
    const service = mock.recordRequests();
    renderWithProviders(<RunHistoryRoute />, '/runs?user=tester&type=RT');
    expect(await screen.findByRole('link', { name: 'Store stopped' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^300 runs; 5 match the filters/);
    const stopped = within(rowOf('Store stopped'));
    expect(stopped.getByText('Cut short').getAttribute('title')).toBe('Cut short: the service stopped');
    // Failed without the stop's aborts, and the pass rate over the cases that ran.
    expect(stopped.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['1', '88%']));
    expect(within(rowOf('Store nightly')).getByText('Finished')).toBeTruthy();
    expect(asked.map((url) => [url.searchParams.get('user'), url.searchParams.get('type')])).toEqual([
      ['tester', 'RT'],
    ]);
    // The chart says what it covers: the newest runs, not the list's 300.
    expect(
      await screen.findByRole('figure', {
        name: /^Pass rate of the newest 3 finished of 300 runs, 2026-11-28 to 2026-11-30:/,
      }),
    ).toBeTruthy();
    expect(service.filter((request) => new URL(request.url).pathname.endsWith('/testruns'))).toEqual([]);
  });

  it('says how old its rows are once the store has not heard from the service for minutes', async () => {
    const behind = readyStatus({
      completeUpTo: new Date(Date.now() - 20 * 60_000).toISOString(),
      lastError: { message: 'The service could not be reached', at: new Date().toISOString() },
    });
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/history/status`, () => Response.json(behind)),
      http.get(`${TEST_ORIGIN}/api/runs`, () => page(ROWS)),
      http.get(`${TEST_ORIGIN}/api/runs/chart`, () => Response.json(CHART)),
    );
    renderWithProviders(<RunHistoryRoute />, '/runs');
    expect(
      await screen.findByText(/^These figures are as of .*, 20 min 0\d s ago: the service has not answered/),
    ).toBeTruthy();
  });

  it('marks a run with aborts in an outage and rates it over the rest with its bar, with no rate when all were', async () => {
    storeAnswers(() => page(ROWS));
    renderWithProviders(<RunHistoryRoute />, '/runs');
    expect(await screen.findByRole('link', { name: 'Store landscape' })).toBeTruthy();
    const rateOf = (name: string) =>
      within(rowOf(name))
        .getByText(/Outage/)
        .closest('[role="cell"]')!.textContent;
    expect(rateOf('Store landscape')).toBe('75%Outage: 2 aborts in an outage, not in the pass rate');
    expect(rateOf('Store down')).toBe('–Outage: 5 aborts in an outage, not in the pass rate');
    expect(within(rowOf('Store nightly')).queryByText(/Outage/)).toBeNull();
    // The bar stays beside the mark, so the column does not look ragged.
    const bars = (name: string) => rowOf(name).querySelectorAll('.rate-bar').length;
    expect([bars('Store landscape'), bars('Store nightly'), bars('Store down')]).toEqual([1, 1, 0]);
  });

  it('asks the server for the order a column header asks for', async () => {
    const asked = storeAnswers(() => page(ROWS));
    renderWithProviders(<RunHistoryRoute />, '/runs');
    expect(await screen.findByRole('link', { name: 'Store landscape' })).toBeTruthy();
    screen.getByRole('button', { name: /^Pass rate/ }).click();
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('Pass rate'));
    expect(asked[0]!.searchParams.get('sort')).toBeNull();
  });

  it('says what the store refused about a filter, rather than showing nothing', async () => {
    storeAnswers(() => problem(400, 'BAD_REQUEST', '"user" is longer than an SAP user name (12 characters).'));
    renderWithProviders(<RunHistoryRoute />, '/runs?user=SOMEONE_TOO_LONG');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the runs')).toBeTruthy();
    expect(within(alert).getByText('"user" is longer than an SAP user name (12 characters).')).toBeTruthy();
  });

  it('without a store says in one line that the list needs it, and reads no runs', async () => {
    answerWithoutDashboard(mock);
    const service = mock.recordRequests();
    renderWithProviders(<RunHistoryRoute />, '/runs');
    expect(
      await screen.findByText(
        /^The runs list needs the dashboard's server with its history store: start it without --store none/,
      ),
    ).toBeTruthy();
    expect(service.filter((request) => /\/testruns|\/api\/runs/.test(new URL(request.url).pathname))).toEqual([]);
  });
});
