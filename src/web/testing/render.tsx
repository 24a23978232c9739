// Renders UI under test the way the app does: a fresh QueryClient (no retries), a router at a URL.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function withQueryClient(queryClient = createTestQueryClient()) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  };
}

/**
 * Renders routes at a URL with a fresh QueryClient; returns the router to inspect navigation. The app's routes
 * (`createRoutes`) take the QueryClient their loaders start reads in.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  url: string,
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const { queryClient, wrapper } = withQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />, { wrapper, ...options });
  return { ...view, router, queryClient };
}

/** Renders one element at `/` (with a router, for links) and a fresh QueryClient. */
export function renderWithProviders(element: ReactElement, url = '/') {
  return renderRoutes([{ path: '*', element }], url);
}

export function renderHookWithClient<T>(hook: () => T, queryClient = createTestQueryClient()) {
  const { wrapper } = withQueryClient(queryClient);
  return { ...renderHook(hook, { wrapper }), queryClient };
}
