import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { TestCaseSearch } from './test-case-search';

const mock = setupMockServer();

describe('finding a test case', () => {
  it('shows the message of a search the service refuses, not an empty result', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: { lang: 'en', value: 'Option q: the text holds a character the search cannot take' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<TestCaseSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Find a test case' }), 'order');
    expect(
      await screen.findByText('The search failed: Option q: the text holds a character the search cannot take'),
    ).toBeTruthy();
    expect(screen.queryByText('No test case matches.')).toBeNull();
  });
});
