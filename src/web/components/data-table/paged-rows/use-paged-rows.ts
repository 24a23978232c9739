import { keepPreviousData, useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { MAX_PAGE_ROWS, type PagedAnswer } from '../../../../contract/dashboard-api/paging';
import type { RowSource } from '../windowed-data-table';

/** Rows per page read: a few screens of a table, so that scrolling reads a page now and then. */
export const PAGE_ROWS = 100;

export interface PagedRowsOptions<T, A extends PagedAnswer<T> = PagedAnswer<T>> {
  /** Names the view (sort and filters): a new key starts again from its first page. */
  viewKey: QueryKey;
  readPage: (offset: number, limit: number, signal: AbortSignal) => Promise<A>;
  /** A row's ID: with it, "select all" reads the view's IDs, the largest pages the server gives, one after another. */
  rowId?: (row: T) => string;
  /** How often the view's pages are read again, by the first page's answer (a list with runs in progress); false for never. */
  refetchInterval?: number | false | ((first: A | undefined) => number | false);
}

export interface PagedRows<T, A extends PagedAnswer<T> = PagedAnswer<T>> {
  source: RowSource<T>;
  /** The first page's read: pending, failed, or its total. */
  first: ReturnType<typeof useQuery<A>>;
  /** A page other than the first is on its way. */
  fetching: boolean;
}

/** The cache key of a view's page at `offset`, for a route's loader that reads the first page ahead. */
export const pagedQueryKey = (viewKey: QueryKey, offset: number) => ['paged', ...viewKey, offset];

const pageOf = (position: number) => Math.floor(position / PAGE_ROWS) * PAGE_ROWS;

/**
 * A list sorted, filtered and paged by the server as a table's row source: the first page (with the total) is
 * read at once, then the pages under the rows on screen as the table scrolls, each an offset, so a jump to the
 * last row reads one page. While a new view's first page is on its way, the last view's rows stay in place.
 */
export function usePagedRows<T, A extends PagedAnswer<T> = PagedAnswer<T>>(
  options: PagedRowsOptions<T, A>,
): PagedRows<T, A> {
  const { viewKey, readPage, refetchInterval: every = false } = options;
  const key = useMemo(() => ['paged', ...viewKey], [viewKey]);
  const first = useQuery({
    queryKey: pagedQueryKey(viewKey, 0),
    queryFn: ({ signal }) => readPage(0, PAGE_ROWS, signal),
    placeholderData: keepPreviousData,
    refetchInterval: typeof every === 'function' ? (query) => every(query.state.data) : every,
  });
  const refetchInterval = typeof every === 'function' ? every(first.data) : every;
  const [window, setWindow] = useState<{ first: number; last: number }>({ first: 0, last: 0 });
  const total = first.data?.total ?? 0;
  const offsets = useMemo(() => {
    const wanted: number[] = [];
    for (let offset = pageOf(window.first); offset <= Math.min(window.last, total - 1); offset += PAGE_ROWS)
      if (offset > 0) wanted.push(offset);
    return wanted;
  }, [window, total]);
  const pages = useQueries({
    queries: offsets.map((offset) => ({
      queryKey: [...key, offset],
      queryFn: ({ signal }: { signal: AbortSignal }) => readPage(offset, PAGE_ROWS, signal),
      refetchInterval,
      enabled: !first.isPlaceholderData,
    })),
  });
  const byOffset = new Map<number, T[]>();
  if (first.data && !first.isPlaceholderData) byOffset.set(0, first.data.rows);
  offsets.forEach((offset, index) => {
    const rows = pages[index]?.data?.rows;
    if (rows) byOffset.set(offset, rows);
  });
  const shown = first.isPlaceholderData ? first.data?.rows : undefined;
  const rowAt = (position: number) =>
    shown ? shown[position] : byOffset.get(pageOf(position))?.[position - pageOf(position)];
  const onWindow = useCallback(
    (firstRow: number, lastRow: number) =>
      setWindow((now) => (now.first === firstRow && now.last === lastRow ? now : { first: firstRow, last: lastRow })),
    [],
  );
  const { rowId } = options;
  const allIds = async () => {
    if (!rowId) return [];
    const ids: string[] = [];
    for (let offset = 0; ; offset += MAX_PAGE_ROWS) {
      // Select all is not cancelled: its reads run to the end (a signal nobody aborts).
      const page = await readPage(offset, MAX_PAGE_ROWS, new AbortController().signal);
      ids.push(...page.rows.map(rowId));
      if (offset + MAX_PAGE_ROWS >= page.total) return ids;
    }
  };
  return {
    source: {
      count: total,
      rowAt,
      allIds,
      viewKey: JSON.stringify(viewKey),
      onWindow,
    },
    first,
    fetching: pages.some((page) => page.isFetching && !page.data),
  };
}
