import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getScenarios } from '../../../client/scenarios/get-scenarios';
import { getTestCases } from '../../../client/test-cases/get-test-cases';
import { COUNT_REQUESTS_AT_ONCE } from '../../../client/test-cases/get-folder-counts';
import { padId, TOP_LEVEL_PARENT_ID } from '../../../contract/ids';
import { renderWithProviders } from '../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../testing/mock-server';
import { FolderTree } from './folder-tree';

const mock = setupMockServer();
const FOLDERS = 400;
const VIEW_HEIGHT = 300;

// jsdom lays nothing out: a tree 300 px high shows ten 30 px rows (and the virtualiser's overscan).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEW_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
});

/** 400 top-level folders, and a count read per folder that answers only when the test says so. */
async function wideTopLevel() {
  const [template] = await getScenarios({ SCNRID: '100' });
  // Two of the sample cases last aborted, one failed: the tree tells the aborts apart.
  const cases = (await getTestCases({ SCNRID: '103' })).map((testCase, index) =>
    index < 3 ? { ...testCase, LAST_STATUS: index < 2 ? 'A' : 'E' } : testCase,
  );
  const folders = Array.from({ length: FOLDERS }, (_, index) => ({
    ...template!,
    SCNRID: padId(String(1000 + index)),
    PARENTID: TOP_LEVEL_PARENT_ID,
    DESCR: `Folder ${String(index).padStart(3, '0')}`,
  }));
  const asked: string[] = [];
  const aborted: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const gate: { open?: () => void } = {};
  const answered = new Promise<void>((resolve) => (gate.open = resolve));
  mock.server.use(
    http.get(`${TEST_BASE_URL}/scenarios`, () => HttpResponse.json({ DATA: folders })),
    http.get(`${TEST_BASE_URL}/testcases`, async ({ request }) => {
      const folderId = new URL(request.url).searchParams.get('SCNRID')!;
      asked.push(folderId);
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      request.signal.addEventListener('abort', () => aborted.push(folderId));
      await answered;
      inFlight--;
      // Folder 1000 holds the sample cases (some failed), the others none.
      return HttpResponse.json({ DATA: folderId === padId('1000') ? cases : [] });
    }),
  );
  return {
    asked,
    aborted,
    mostAtOnce: () => mostAtOnce,
    /** From now on every count read is answered at once. */
    answerAll: () => gate.open!(),
    cases,
  };
}

const rowIndex = (folderId: string) => Number(folderId) - 1000;

describe('folder counts in the tree', () => {
  it('reads counts only for the rows on screen, a few at a time, and says them as each row’s description', async () => {
    const network = await wideTopLevel();
    renderWithProviders(<FolderTree onSelect={() => {}} />);
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    await waitFor(() => expect(network.asked.length).toBe(COUNT_REQUESTS_AT_ONCE));
    network.answerAll();
    const rendered = within(tree).getAllByRole('treeitem').length;
    await waitFor(() => expect(network.asked.length).toBe(rendered));
    // Rows on screen and the virtualiser's small overscan, never the 400 folders of the level.
    expect(rendered).toBeLessThan(40);
    expect(Math.max(...network.asked.map(rowIndex))).toBeLessThan(rendered);
    expect(network.mostAtOnce()).toBeLessThanOrEqual(COUNT_REQUESTS_AT_ONCE);

    const failed = network.cases.filter((testCase) => testCase.LAST_STATUS === 'E');
    const aborted = network.cases.filter((testCase) => testCase.LAST_STATUS === 'A');
    const first = within(tree).getByRole('treeitem', { name: 'Folder 000' });
    await waitFor(() =>
      expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
        `Folder #1000, ${network.cases.length} test cases, ${failed.length} last failed, ${aborted.length} last aborted`,
      ),
    );
    expect(first.textContent).toContain(`${failed.length} failed · ${aborted.length} aborted`);
    const second = within(tree).getByRole('treeitem', { name: 'Folder 001' });
    expect(document.getElementById(second.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Folder #1001, 0 test cases, 0 last failed',
    );
  });

  it('drops the reads of rows scrolled away before they were answered, and reads the new rows instead', async () => {
    const network = await wideTopLevel();
    const { container } = renderWithProviders(<FolderTree onSelect={() => {}} />);
    await screen.findByRole('tree', { name: 'Folders' });
    await waitFor(() => expect(network.asked.length).toBe(COUNT_REQUESTS_AT_ONCE));

    const scroller = container.querySelector<HTMLElement>('.folder-tree-scroll')!;
    scroller.scrollTop = (FOLDERS - 10) * 30;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(network.aborted.length).toBe(COUNT_REQUESTS_AT_ONCE));
    network.answerAll();
    await waitFor(() => expect(network.asked.some((id) => rowIndex(id) >= FOLDERS - 10)).toBe(true), {
      onTimeout: (error) => new Error(`${error.message}; asked ${network.asked.map(rowIndex).join(', ')}`),
    });
    // The rows that were waiting for a slot at the top were never read; only the rows now shown were.
    const later = network.asked.slice(COUNT_REQUESTS_AT_ONCE);
    expect(later.every((id) => rowIndex(id) >= FOLDERS - 40)).toBe(true);
  });
});
