import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { overviewKeys } from '../../../../client/query-keys';
import { renderWithProviders } from '../../../testing/render';
import type { OverviewSession } from '../data/overview-session';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { OverviewRoute } from './overview-route';

const mock = setupMockServer();
// The seeded history ends 2026-11-20; these dates hold whatever day the test runs on.
const URL = '/?from=2026-10-01&to=2026-11-20';
const region = (name: string) => screen.getByRole('region', { name });
const cachedFigures = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: overviewKeys.all })
    .map((query) => query.state.data as OverviewSession);

describe('the overview', () => {
  it('fills each tile from the service, and keeps the figures a while for a return', async () => {
    const { queryClient, unmount } = renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/[\d,]+ executions, \d+% passed/), {
      timeout: 10_000,
    });
    await waitFor(() => expect(region('Executions').textContent).toMatch(/than the 51 days before/), {
      timeout: 10_000,
    });
    await waitFor(() => expect(region('Test cases failing now').textContent).toMatch(/failing for/), {
      timeout: 10_000,
    });
    expect(within(region('Pass rate over time')).getByRole('group', { name: 'Pass rate per day' })).toBeTruthy();
    expect(within(region('Folders with the most failures')).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(region('Run duration')).getByRole('list', { name: 'Slowest runs' })).toBeTruthy();
    // Test cases often share a description: each line names its ID, as the failing cases' do.
    const notRun = within(region('Test cases not run')).getByRole('list', {
      name: 'Not run in this range, longest first',
    });
    for (const line of within(notRun).getAllByRole('listitem'))
      expect(line.textContent).toMatch(/\d{6}, last run \d{4}-\d\d-\d\d \d\d:\d\d$/);
    // Every run of the range is in: nothing says "so far" any more, and the failures are grouped by cause.
    expect(region('Executions').textContent).not.toMatch(/so far/);
    expect(screen.queryByText(/Still reading runs/)).toBeNull();
    // The group table's code loads on its own, after the first screen.
    await waitFor(
      () =>
        expect(
          within(region('Failures by cause')).getByRole('table', { name: 'Failure causes in this range' }),
        ).toBeTruthy(),
      { timeout: 10_000 },
    );
    expect(region('Failures by cause').textContent).toMatch(/\d+ causes of [\d,]+ failures/);

    const [session] = cachedFigures(queryClient);
    await waitFor(() => expect(session?.finished()).toBe(true), { timeout: 10_000 });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cachedFigures(queryClient)).toEqual([session]);
    // The whole of the seeded history goes through the mock in this thread: slow on a busy machine.
  }, 40_000);

  it('stops reading and forgets the half-read figures when it is left before they are all in', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The test cases never arrive while the page is open, so the figures cannot be complete when it is left.
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, async () => {
        await held;
        return HttpResponse.json(
          { error: { code: 'INTERNAL', message: { lang: 'en', value: 'Gone' } } },
          { status: 500 },
        );
      }),
    );
    const { queryClient, unmount } = renderWithProviders(<OverviewRoute />, URL);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/[\d,]+ executions/), { timeout: 10_000 });
    const [session] = cachedFigures(queryClient);
    expect(session?.finished()).toBe(false);
    unmount();
    await waitFor(() => expect(cachedFigures(queryClient)).toEqual([]));
    release?.();
  }, 40_000);

  it('shows a failed read in the tiles that need it, and the others still fill', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: { lang: 'en', value: 'Boom' } } }, { status: 500 }),
      ),
    );
    renderWithProviders(<OverviewRoute />, URL);
    await waitFor(
      () => expect(within(region('Test cases failing now')).getByRole('alert').textContent).toMatch(/Could not load/),
      { timeout: 10_000 },
    );
    expect(within(region('Test cases not run')).getByRole('alert').textContent).toMatch(/Could not load/);
    await waitFor(() => expect(region('Executions').textContent).toMatch(/[\d,]+ executions/), { timeout: 10_000 });
    expect(within(region('Executions')).queryByRole('alert')).toBeNull();
  }, 40_000);

  it('shows a failed read of the runs in the run tiles, and the test cases still fill theirs', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testruns`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: { lang: 'en', value: 'Boom' } } }, { status: 500 }),
      ),
    );
    renderWithProviders(<OverviewRoute />, URL);
    for (const name of ['Executions', 'Failures by cause', 'Test cases not run'])
      await waitFor(() => expect(within(region(name)).getByRole('alert').textContent).toMatch(/Could not load/), {
        timeout: 10_000,
      });
    await waitFor(() => expect(region('Test cases failing now').textContent).toMatch(/last failed/), {
      timeout: 10_000,
    });
    expect(screen.queryByText(/Still reading runs/)).toBeNull();
  }, 40_000);
});
