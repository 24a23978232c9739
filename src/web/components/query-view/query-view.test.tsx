import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/http/api-error';
import { renderWithProviders } from '../../testing/render';
import { EmptyState } from '../states';
import { QueryView } from './query-view';

afterEach(() => {
  vi.useRealTimers();
});

/** A list read through QueryView, answered by `read`. */
function Fruits({ read, keepData }: { read: () => Promise<string[]>; keepData?: boolean }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: read });
  return (
    <>
      <QueryView
        query={query}
        loading="Loading fruits"
        error="Could not load the fruits"
        empty={<EmptyState title="No fruits" />}
        keepData={keepData}
      >
        {(fruits) => (
          <ul aria-label="Fruits">
            {fruits.map((fruit) => (
              <li key={fruit}>{fruit}</li>
            ))}
          </ul>
        )}
      </QueryView>
      <button type="button" onClick={() => void query.refetch()}>
        Refresh
      </button>
    </>
  );
}

const unreachable = () => new ApiError(0, 'NETWORK', 'The service could not be reached', 'GET /fruits');
const refused = () => new ApiError(403, 'NOT_AUTHORIZED', 'Not yours', 'GET /fruits');

describe('QueryView', () => {
  it('shows a loading status until the data comes, then the data', async () => {
    let answer: ((fruits: string[]) => void) | undefined;
    const fruits = new Promise<string[]>((resolve) => (answer = resolve));
    renderWithProviders(<Fruits read={() => fruits} />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading fruits');
    answer?.(['apple', 'pear']);
    const list = await screen.findByRole('list', { name: 'Fruits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state instead of the children when the list is empty', async () => {
    renderWithProviders(<Fruits read={async () => []} />);
    expect(await screen.findByText('No fruits')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks isEmpty, when given, whether the data holds nothing', async () => {
    const query = {
      isPending: false,
      isError: false,
      data: { total: 0 },
      error: null,
      errorUpdatedAt: 0,
      isFetching: false,
      refetch: async () => undefined,
    };
    const view = (isEmpty?: (data: { total: number }) => boolean) => (
      <QueryView query={query} loading="Loading" error="Failed" empty={<p>Nothing</p>} isEmpty={isEmpty}>
        {(data) => <p>Total {data.total}</p>}
      </QueryView>
    );
    const { rerender } = render(view());
    expect(await screen.findByText('Total 0')).toBeTruthy();
    rerender(view((data) => data.total === 0));
    expect(await screen.findByText('Nothing')).toBeTruthy();
  });

  it('shows a refused read with its message and a Try again that reads again', async () => {
    const user = userEvent.setup();
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(refused()).mockResolvedValue(['plum']);
    renderWithProviders(<Fruits read={read} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the fruits');
    expect(alert.textContent).toContain('Not yours');
    expect(within(alert).queryByRole('timer')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Fruits' })).toHaveProperty('textContent', 'plum');
  });

  it('says that what was asked for does not exist, without a Try again that could only say it again', async () => {
    const read = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Test run 1234 does not exist.', 'GET /testruns/1234'));
    renderWithProviders(<Fruits read={read} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Test run 1234 does not exist.');
    expect(within(alert).queryByRole('button', { name: /Try/ })).toBeNull();
  });

  it('tries again by itself while the service is unreachable, and shows the data once it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(unreachable()).mockResolvedValue(['fig']);
    renderWithProviders(<Fruits read={read} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('timer').textContent).toBe('trying again in 8 s…');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await screen.findByRole('list', { name: 'Fruits' })).toHaveProperty('textContent', 'fig');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces shown data with a failed refresh, unless told to keep it', async () => {
    const user = userEvent.setup();
    const read = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['kiwi']).mockRejectedValue(refused());
    const { unmount } = renderWithProviders(<Fruits read={read} />);
    await screen.findByRole('list', { name: 'Fruits' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    read.mockReset().mockResolvedValueOnce(['kiwi']).mockRejectedValue(refused());
    renderWithProviders(<Fruits read={read} keepData />);
    await screen.findByRole('list', { name: 'Fruits' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('list', { name: 'Fruits' }).textContent).toBe('kiwi');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
