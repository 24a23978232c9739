import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render';
import { routeSchemas } from './route-schemas';
import { useRouteSearch, type SearchChange } from './use-route-state';

type RunsSchema = typeof routeSchemas.runs.search;

describe('useRouteSearch', () => {
  it('keeps a change made before the one before it has rendered', async () => {
    let write: ((change: SearchChange<RunsSchema>) => void) | undefined;
    function Filters() {
      const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
      write = setFilters;
      return <p>{`${filters.from}..${filters.to}`}</p>;
    }
    // A loader that takes a moment: the route renders the new search only once it has run.
    const { router } = renderRoutes(
      [{ path: '/runs', element: <Filters />, loader: () => new Promise((resolve) => setTimeout(resolve, 20)) }],
      '/runs',
    );
    await screen.findByText('..');
    // Two fields typed in one after the other, with the setter of the same render.
    const stale = write!;
    act(() => stale((current) => ({ ...current, from: '2026-11-10' })));
    act(() => stale((current) => ({ ...current, to: '2026-11-12' })));
    expect(await screen.findByText('2026-11-10..2026-11-12')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-12');
  });

  it('builds on what is rendered once the last change has been', async () => {
    let write: ((change: SearchChange<RunsSchema>) => void) | undefined;
    function Filters() {
      const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
      write = setFilters;
      return <p>{`${filters.user}|${filters.q}`}</p>;
    }
    const { router } = renderRoutes([{ path: '/runs', element: <Filters /> }], '/runs?user=JDOE');
    await screen.findByText('JDOE|');
    act(() => write!((current) => ({ ...current, q: 'nightly' })));
    await screen.findByText('JDOE|nightly');
    // The user's field changed by a link elsewhere: a later change builds on that, not on what was written.
    await act(() => router.navigate('/runs?user=ANNA'));
    act(() => write!((current) => ({ ...current, q: 'weekly' })));
    expect(await screen.findByText('ANNA|weekly')).toBeTruthy();
  });
});
