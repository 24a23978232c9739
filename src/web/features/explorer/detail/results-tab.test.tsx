import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsTab } from './results-tab';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { answerWithoutDashboard } from '../../../testing/store-off';

// Direct mode: the faults are the service's, which the tab reads only where no store answers.
const mock = setupMockServer();
beforeEach(() => answerWithoutDashboard(mock));
const CASE_ID = '0000100003';
const RESULTS = `${TEST_BASE_URL}/testcases/:caseId/results`;
const answer = (status: number) => () =>
  HttpResponse.json(
    { error: { code: `HTTP_${status}`, message: { lang: 'en', value: `Answered ${status}` } } },
    { status },
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('ResultsTab when the service fails', () => {
  it('counts down while the service is unreachable and shows the data once it answers, without a click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.server.use(http.get(RESULTS, answer(503), { once: true }));
    renderWithProviders(<ResultsTab caseId={CASE_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the results');
    expect(within(alert).getByRole('timer').textContent).toBe('trying again in 8 s…');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await screen.findByRole('table', { name: 'Results, newest first' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries at once when asked', async () => {
    const user = userEvent.setup();
    mock.server.use(http.get(RESULTS, () => HttpResponse.error(), { once: true }));
    renderWithProviders(<ResultsTab caseId={CASE_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is not answering');
    await user.click(within(alert).getByRole('button', { name: 'Try now' }));
    expect(await screen.findByRole('table', { name: 'Results, newest first' })).toBeTruthy();
  });

  it('does not try again by itself when the service refused the request', async () => {
    mock.server.use(http.get(RESULTS, answer(403), { once: true }));
    renderWithProviders(<ResultsTab caseId={CASE_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Answered 403');
    expect(within(alert).queryByRole('timer')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
