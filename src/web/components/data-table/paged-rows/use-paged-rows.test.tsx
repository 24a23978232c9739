import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithClient } from '../../../testing/render';
import { PAGE_ROWS, usePagedRows } from './use-paged-rows';

/** A server's list of `total` rows named by view and position, and the offsets it was asked for. */
function list(total: number) {
  const asked: string[] = [];
  const readPage = (view: string) => async (offset: number, limit: number) => {
    asked.push(`${view}@${offset}`);
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => `${view} ${offset + i}`,
    );
    return { total, offset, rows };
  };
  return { asked, readPage };
}

describe('rows a server pages, as a table reads them', () => {
  it('reads the first page with the total, then only the page under the rows on screen', async () => {
    const server = list(20_000);
    const { result } = renderHookWithClient(() =>
      usePagedRows({ viewKey: ['runs', 'newest'], readPage: server.readPage('newest') }),
    );
    await waitFor(() => expect(result.current.source.count).toBe(20_000));
    expect(result.current.source.rowAt(0)).toBe('newest 0');
    expect(result.current.source.rowAt(19_999)).toBeUndefined();
    // The reader jumps to the end: one page, the last.
    act(() => result.current.source.onWindow!(19_980, 19_999));
    await waitFor(() => expect(result.current.source.rowAt(19_999)).toBe('newest 19999'));
    expect(server.asked).toEqual(['newest@0', `newest@${20_000 - PAGE_ROWS}`]);
  });

  it("keeps the last view's rows in place while a new view's first page is on its way", async () => {
    const server = list(300);
    let view = 'newest';
    const { result, rerender } = renderHookWithClient(() =>
      usePagedRows({ viewKey: ['runs', view], readPage: server.readPage(view) }),
    );
    await waitFor(() => expect(result.current.source.rowAt(0)).toBe('newest 0'));
    view = 'by name';
    rerender();
    expect(result.current.source.rowAt(0)).toBe('newest 0');
    await waitFor(() => expect(result.current.source.rowAt(0)).toBe('by name 0'));
  });
});
