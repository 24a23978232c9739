import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render';
import { routeSchemas } from '../../routes/route-schemas';
import { useRouteSearch, type SearchChange } from './use-route-state';

type RunsSchema = typeof routeSchemas.runs.search;

/** A runs list filter field, as the screen has it: controlled by the hook, written as typed. */
function FilterField({ name, label }: { name: 'q' | 'user'; label: string }) {
  const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
  return (
    <input aria-label={label} value={filters[name]} onChange={(event) => setFilters({ [name]: event.target.value })} />
  );
}

describe('useRouteSearch', () => {
  it('keeps a change made before the one before it has rendered', async () => {
    let write: ((change: SearchChange<RunsSchema>) => void) | undefined;
    function Filters() {
      const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
      // In the commit, so the test has it as soon as the text shows.
      useLayoutEffect(() => {
        write = setFilters;
      });
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
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-12'));
    expect(screen.getByText('2026-11-10..2026-11-12')).toBeTruthy();
  });

  it('builds on what is rendered once the last change has been', async () => {
    let write: ((change: SearchChange<RunsSchema>) => void) | undefined;
    function Filters() {
      const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
      // In the commit, so the test has it as soon as the text shows.
      useLayoutEffect(() => {
        write = setFilters;
      });
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

  it('keeps every letter typed into a field while the router has not yet reported the last', async () => {
    // Each navigation waits for a loader, as the runs route's does: letters come faster than the router reports.
    const { router } = renderRoutes(
      [
        {
          path: '/runs',
          element: <FilterField name="q" label="Search run names" />,
          loader: () => new Promise((resolve) => setTimeout(resolve, 30)),
        },
      ],
      '/runs',
    );
    const field = await screen.findByRole('textbox', { name: 'Search run names' });
    await userEvent.type(field, 'nightly');
    expect(field).toHaveProperty('value', 'nightly');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=nightly'));
    expect(field).toHaveProperty('value', 'nightly');
  });

  it('keeps what a change leaves out, and replaces the history entry', async () => {
    const { router } = renderRoutes(
      [{ path: '/runs', element: <FilterField name="q" label="Search run names" /> }],
      '/runs?user=JDOE',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search run names' }), 'nightly');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=nightly&user=JDOE'));
    // One entry for the whole field, as on the screens: Back leaves the list rather than stepping through letters.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a search someone else navigated to, back and forward included', async () => {
    const { router } = renderRoutes(
      [{ path: '/runs', element: <FilterField name="user" label="Started by" /> }],
      '/runs?user=JDOE',
    );
    const field = await screen.findByRole('textbox', { name: 'Started by' });
    expect(field).toHaveProperty('value', 'JDOE');
    await userEvent.clear(field);
    await userEvent.type(field, 'ANNA');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?user=ANNA'));
    await act(() => router.navigate('/runs'));
    await vi.waitFor(() => expect(field).toHaveProperty('value', ''));
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(field).toHaveProperty('value', 'ANNA'));
    await act(() => router.navigate(1));
    await vi.waitFor(() => expect(field).toHaveProperty('value', ''));
  });
});
