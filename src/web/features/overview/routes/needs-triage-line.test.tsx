import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { triageKeys } from '../../../../client/query-keys';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { triageHandlers, triageState } from '../../../testing/triage-queue-api';
import { NeedsTriageLine } from './needs-triage-line';

const mock = setupMockServer();

describe('the overview’s needs-triage count', () => {
  it('says how many failures need a decision and leads to the queue', async () => {
    const state = triageState({
      needsTriage: { from: '2026-10-22', total: { signatures: 4, failures: 17 }, entries: [] },
    });
    mock.server.use(...triageHandlers(state));
    renderWithProviders(<NeedsTriageLine />);
    const link = await screen.findByRole('link', { name: '17 failures need triage' });
    expect(link.getAttribute('href')).toBe('/triage');
    expect(state.asked).toEqual(['GET /api/triage/needs-triage?days=30&limit=1']);
  });

  it('is not there where the server keeps no history', async () => {
    answerWithoutDashboard(mock);
    const { queryClient } = renderWithProviders(<NeedsTriageLine />);
    await waitFor(() => expect(queryClient.getQueryState(triageKeys.needsTriageCount(30))?.status).toBe('error'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
