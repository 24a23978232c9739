import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { FolderSearch } from './folder-search';

const mock = setupMockServer();

describe('searching folders', () => {
  it('shows the message of a search the server refuses, which trying again would not change', async () => {
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/folders/search`, () =>
        HttpResponse.json(
          { error: { code: 'BAD_QUERY', message: 'Query parameter q: the search is too broad' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FolderSearch onChoose={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search folders' }), 'order');
    expect((await screen.findByText(/^The search failed/)).textContent).toBe(
      'The search failed: Query parameter q: the search is too broad',
    );
  });
});
