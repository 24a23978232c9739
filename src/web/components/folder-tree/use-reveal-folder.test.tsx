import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import { setupMockServer } from '../../testing/mock-server';
import { renderHookWithClient } from '../../testing/render';
import { useRevealFolder } from './use-reveal-folder';

const mock = setupMockServer();

describe('useRevealFolder', () => {
  it("opens a deep folder's every ancestor, top first, from one read of the folders", async () => {
    const { folders } = mock.service.store;
    const ancestorsOf = (id: string): string[] => {
      const parent = folders.get(id)!.PARENTID;
      return parent === TOP_LEVEL_PARENT_ID ? [] : [...ancestorsOf(parent), parent];
    };
    const deepest = [...folders.keys()].reduce((deep, id) =>
      ancestorsOf(id).length > ancestorsOf(deep).length ? id : deep,
    );
    expect(ancestorsOf(deepest).length).toBeGreaterThan(2);
    const requested = mock.recordRequests();
    const onReveal = vi.fn<(ancestorIds: string[]) => void>();

    renderHookWithClient(() => useRevealFolder(unpadId(deepest), onReveal));

    await waitFor(() => expect(onReveal).toHaveBeenCalledWith(ancestorsOf(deepest)));
    // Not a read per level, one after the other: a round trip each on a real system.
    expect(
      requested.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/scenarios')),
    ).toEqual([expect.stringMatching(/\/scenarios$/)]);
  });
});
