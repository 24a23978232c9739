import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getScenarios } from '../../../client/scenarios/get-scenarios';
import type { FolderCountsAnswer } from '../../../contract/dashboard-api/folders';
import { padId, TOP_LEVEL_PARENT_ID } from '../../../contract/ids';
import { historyReady } from '../../testing/history-ready';
import { renderWithProviders } from '../../testing/render';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../testing/mock-server';
import { answerWithoutDashboard } from '../../testing/store-off';
import { FolderTree } from './folder-tree';

const mock = setupMockServer();
const FOLDERS = 400;

// jsdom lays nothing out: a tree 300 px high shows ten 30 px rows (and the virtualiser's overscan).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
});

/**
 * 400 top-level folders; the store (when there is one) counts 12 test cases in the first, 3 failed, 2 aborted;
 * its first `syncing` answers are those of a first sync still reading (incomplete).
 */
async function wideTopLevel({ store, syncing = 0 }: { store: boolean; syncing?: number }) {
  const [template] = await getScenarios({ SCNRID: '100' });
  const folders = Array.from({ length: FOLDERS }, (_, index) => ({
    ...template!,
    SCNRID: padId(String(1000 + index)),
    PARENTID: TOP_LEVEL_PARENT_ID,
    DESCR: `Folder ${String(index).padStart(3, '0')}`,
  }));
  const asked: string[] = [];
  mock.server.use(http.get(`${TEST_BASE_URL}/scenarios`, () => HttpResponse.json({ DATA: folders })));
  if (!store) answerWithoutDashboard(mock);
  else
    mock.server.use(
      historyReady(),
      // The tree's level, as the store answers it for these folders (none below them).
      http.get(`${TEST_ORIGIN}/api/folders/level`, () => HttpResponse.json({ folders })),
      http.get(`${TEST_ORIGIN}/api/folders/counts`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('parent')!);
        const complete = asked.length > syncing;
        return HttpResponse.json({ folders: [[padId('1000'), 12, 3, 2]], complete } satisfies FolderCountsAnswer);
      }),
    );
  return asked;
}

const description = (row: HTMLElement) => document.getElementById(row.getAttribute('aria-describedby')!)?.textContent;

describe('folder counts in the tree', () => {
  it("reads a level's counts from the store in one read, and says them as each row's description", async () => {
    const asked = await wideTopLevel({ store: true });
    const service = mock.recordRequests();
    renderWithProviders(<FolderTree onSelect={() => {}} />);
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    const first = within(tree).getByRole('treeitem', { name: 'Folder 000' });
    await waitFor(() => expect(description(first)).toBe('Folder #1000, 12 test cases, 1 last failed, 2 last aborted'));
    expect(first.textContent).toContain('12 · ✕ 1 · ⊘ 2');
    expect(within(first).getByTitle('Folder #1000, 12 test cases, 1 last failed, 2 last aborted')).toBeTruthy();
    const second = within(tree).getByRole('treeitem', { name: 'Folder 001' });
    expect(description(second)).toBe('Folder #1001, 0 test cases, 0 last failed');
    expect(asked).toEqual(['0']);
    // The service is never asked for test cases to count them.
    expect(service.filter((request) => request.url.includes('/testcases'))).toEqual([]);
  });

  it('says a folder the first sync has not counted yet is still being counted, then its count', async () => {
    const asked = await wideTopLevel({ store: true, syncing: 1 });
    renderWithProviders(<FolderTree onSelect={() => {}} />);
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    const first = within(tree).getByRole('treeitem', { name: 'Folder 000' });
    const second = within(tree).getByRole('treeitem', { name: 'Folder 001' });
    await waitFor(() => expect(description(first)).toBe('Folder #1000, 12 test cases, 1 last failed, 2 last aborted'));
    // Not "0 test cases": the store has not read far enough to know.
    expect(description(second)).toBe('Folder #1001, counting test cases');
    await waitFor(() => expect(description(second)).toBe('Folder #1001, 0 test cases, 0 last failed'), {
      timeout: 8_000,
    });
    expect(asked).toEqual(['0', '0']);
  });

  it('shows no counts without a store, and reads no test cases to make them up', async () => {
    await wideTopLevel({ store: false });
    const service = mock.recordRequests();
    renderWithProviders(<FolderTree onSelect={() => {}} />);
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    const first = within(tree).getByRole('treeitem', { name: 'Folder 000' });
    await waitFor(() => expect(description(first)).toBe('Folder #1000'));
    expect(first.querySelector('.tree-counts')).toBeNull();
    expect(service.filter((request) => request.url.includes('/testcases'))).toEqual([]);
  });
});
