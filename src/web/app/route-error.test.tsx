import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../testing/mock-server';
import { renderRoutes } from '../testing/render';
import { createRoutes } from './router';

setupMockServer();

function Boom(): never {
  throw new TypeError('Cannot read properties of undefined (reading "DETAILS")');
}

/** The app's own routes, with one more screen that fails while rendering. */
function routesWithFailingScreen(queryClient: QueryClient): RouteObject[] {
  const [layout] = createRoutes(queryClient);
  const [screens] = layout!.children!;
  const failing: RouteObject = {
    ...screens,
    children: [...screens!.children!, { path: '/boom', element: <Boom /> }],
  } as RouteObject;
  return [{ ...layout, children: [failing] } as RouteObject];
}

describe('a screen that fails', () => {
  beforeEach(() => {
    // React reports the caught render error on the console; here that is the expected outcome, not a bug.
    vi.mocked(console.error).mockImplementation(() => undefined);
  });

  it('shows what failed with copyable details, inside the app so the navigation still works', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { router } = renderRoutes(routesWithFailingScreen, '/boom');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This screen failed' })).toBeDefined();
    expect(alert.textContent).toContain('Cannot read properties of undefined (reading "DETAILS")');
    await user.click(within(alert).getByText('Technical details'));
    await user.click(within(alert).getByRole('button', { name: 'Copy details' }));
    expect(writeText).toHaveBeenCalledOnce();
    const [copied] = writeText.mock.calls[0]!;
    expect(copied).toContain('Page: http://localhost:3000/');
    expect(copied).toContain('Error: TypeError: Cannot read properties of undefined');
    expect(within(alert).getByRole('status').textContent).toBe('Copied');

    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(await screen.findByRole('heading', { name: /report/i, level: 1 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'This screen failed' })).toBeNull();
  });

  it('says so when an address leads nowhere, in the tab title too, and leads home to the overview', async () => {
    renderRoutes(createRoutes, '/no/such/screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(document.title).toBe('Page not found · Test Automation Dashboard');
    expect(screen.getByRole('link', { name: 'Go to the overview' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse the test cases in the explorer' }).getAttribute('href')).toBe(
      '/explorer',
    );
  });
});
