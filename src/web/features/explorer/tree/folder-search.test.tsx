import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { FolderSearch } from './folder-search';

const mock = setupMockServer();

describe('searching folders', () => {
  it('shows the message of a search the service refuses, which trying again would not change', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/scenarios`, ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? HttpResponse.json(
              { error: { code: 'BAD_REQUEST', message: { lang: 'en', value: 'Option q: the search is too broad' } } },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FolderSearch onChoose={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search folders' }), 'order');
    expect((await screen.findByText(/^The search failed/)).textContent).toBe(
      'The search failed: Option q: the search is too broad',
    );
  });
});
