import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import { setupMockServer } from '../../testing/mock-server';
import { answerWithoutDashboard } from '../../testing/store-off';
import { renderHookWithClient } from '../../testing/render';
import { useRevealFolder } from './use-reveal-folder';

const mock = setupMockServer();

describe('useRevealFolder', () => {
  it("opens a deep folder's every ancestor, top first; without a store, by reading each folder up once", async () => {
    const { folders } = mock.service.store;
    const ancestorsOf = (id: string): string[] => {
      const parent = folders.get(id)!.PARENTID;
      return parent === TOP_LEVEL_PARENT_ID ? [] : [...ancestorsOf(parent), parent];
    };
    const deepest = [...folders.keys()].reduce((deep, id) =>
      ancestorsOf(id).length > ancestorsOf(deep).length ? id : deep,
    );
    expect(ancestorsOf(deepest).length).toBeGreaterThan(2);
    answerWithoutDashboard(mock);
    const requested = mock.recordRequests();
    const onReveal = vi.fn<(ancestorIds: string[]) => void>();

    renderHookWithClient(() => useRevealFolder(unpadId(deepest), onReveal));

    await waitFor(() => expect(onReveal).toHaveBeenCalledWith(ancestorsOf(deepest)));
    // With a store it is one read of its path (folder-tree-api.test.ts); without one, never every folder there is.
    const reads = requested
      .map((request) => new URL(request.url).pathname)
      .filter((path) => path.includes('/scenarios'));
    expect(reads.map((path) => path.split('/').at(-1))).toEqual([deepest, ...ancestorsOf(deepest).toReversed()]);
  });
});
