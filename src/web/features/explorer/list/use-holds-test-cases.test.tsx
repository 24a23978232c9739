import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderHookWithClient } from '../../../testing/render';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { useHoldsTestCases } from './use-holds-test-cases';

const mock = setupMockServer();

/** Folders with sub-folders: one that holds test cases itself, one whose test cases are all below it. */
function parentFolders() {
  const { folders, childFolderIds, testCaseIdsByFolder } = mock.service.store;
  const parents = [...folders.keys()].filter((id) => (childFolderIds.get(id) ?? []).length > 0);
  const holds = (id: string) => (testCaseIdsByFolder.get(id) ?? []).length > 0;
  return { holding: parents.find(holds), empty: parents.find((id) => !holds(id)) };
}

describe('useHoldsTestCases', () => {
  it('tells a folder that holds test cases itself from one whose test cases are all in its sub-folders', async () => {
    const { holding, empty } = parentFolders();
    expect(holding && empty).toBeTruthy();
    const withOwn = renderHookWithClient(() => useHoldsTestCases(holding!, true));
    const withoutOwn = renderHookWithClient(() => useHoldsTestCases(empty!, true));
    expect(withOwn.result.current).toBeUndefined();
    await waitFor(() => expect(withOwn.result.current).toBe(true));
    await waitFor(() => expect(withoutOwn.result.current).toBe(false));
  });

  it('says yes when the read fails, so the list shows what failed instead of a prompt to look below', async () => {
    const { empty } = parentFolders();
    mock.server.use(http.get(`${TEST_ORIGIN}/api/folders/cases`, () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderHookWithClient(() => useHoldsTestCases(empty!, true));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('says yes when the read fails without a store too', async () => {
    const { empty } = parentFolders();
    answerWithoutDashboard(mock);
    mock.server.use(http.get(`${TEST_BASE_URL}/testcases`, () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderHookWithClient(() => useHoldsTestCases(empty!, true));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('reads nothing while not asked', async () => {
    const { holding } = parentFolders();
    const requested = mock.recordRequests();
    const { result } = renderHookWithClient(() => useHoldsTestCases(holding!, false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toBeUndefined();
    expect(requested).toEqual([]);
  });
});
