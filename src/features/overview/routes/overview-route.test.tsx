import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { OverviewRoute } from './overview-route';

const mock = setupMockServer();
// The seeded history ends 2026-11-20; these dates hold whatever day the test runs on.
const URL = '/?from=2026-10-01&to=2026-11-20';
const region = (name: string) => screen.getByRole('region', { name });

describe('the overview', () => {
  it('fills each tile from the service', async () => {
    renderWithProviders(<OverviewRoute />, URL);
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
    // The whole of the seeded history goes through the mock in this thread: slow on a busy machine.
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
});
