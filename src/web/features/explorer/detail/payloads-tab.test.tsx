import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { PayloadsTab } from './payloads-tab';

const mock = setupMockServer();
const CASE_ID = '0000100014';

// jsdom lays nothing out: give the viewer a size so the virtualiser renders a window of lines.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

describe('PayloadsTab', () => {
  it('tells the user when a download fails, with the service message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayloadsTab caseId={CASE_ID} lastRunId="" />);
    await screen.findByRole('region', { name: /^Reference input/ });
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases/:caseId/contenttypes/:contentId`, () =>
        HttpResponse.json(
          { error: { code: 'STORE_OFFLINE', message: { lang: 'en', value: 'The payload store is offline' } } },
          { status: 503 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not download the payload');
    expect(alert.textContent).toContain('The payload store is offline');
  });
});
