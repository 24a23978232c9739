import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTestCases } from '../../../../client/test-cases/get-test-cases';
import { padId, unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { NewRunRoute } from '../routes/new-run-route';
import { describeSelection } from './run-summary';

const mock = setupMockServer();
const store = setupStoreApi(mock);
/** A folder with sub-folders, and one of them holding test cases itself: chosen together, they overlap. */
const FOLDERS = ['100', '103'];

type InFolders = Awaited<ReturnType<typeof inFolders>>;

/** What the service lists for the folders: each one's count, and the run's cases each once. */
async function inFolders(deep: boolean) {
  const lists = await Promise.all(FOLDERS.map((id) => getTestCases({ SCNRID: padId(id), $includeSubfolders: deep })));
  const cases = new Map(lists.flat().map((testCase) => [testCase.CASEID, testCase.DESCR]));
  return { deep, counts: lists.map((list) => list.length), cases };
}

function renderForm() {
  const user = userEvent.setup();
  renderRoutes([{ path: paths.newRun.pattern, element: <NewRunRoute /> }], paths.newRun.href({ folders: FOLDERS }));
  return { user, summary: () => screen.getByRole('region', { name: 'What will run' }) };
}

/** The summary's line and each folder's count, once every folder is counted. */
async function expectCounted(summary: () => HTMLElement, { deep, counts, cases }: InFolders) {
  const line = describeSelection({
    fromFolders: cases.size,
    folders: 2,
    includeSubfolders: deep,
    chosen: 0,
    outside: 0,
  });
  await waitFor(() => expect(within(summary()).getByRole('status').textContent).toBe(line));
  expect(
    within(summary())
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(': ')[1]),
  ).toEqual(counts.map((count) => `${count} test cases`));
}

/** The service's reads of test cases by folder. */
const folderReads = (requests: Request[]) =>
  requests.filter((request) => request.url.startsWith(`${TEST_BASE_URL}/testcases?`)).map((request) => request.url);

describe('the new run form counting its folders', () => {
  it("without a store reads each folder's test cases from the service, and their sub-folders' when included", async () => {
    const [own, below] = [await inFolders(false), await inFolders(true)];
    const requests = mock.recordRequests();
    const { user, summary } = renderForm();
    await expectCounted(summary, own);
    await user.click(screen.getByRole('checkbox', { name: 'Include sub-folders' }));
    await expectCounted(summary, below);
    expect(
      folderReads(requests)
        .map((url) => decodeURIComponent(new URL(url).search))
        .toSorted(),
    ).toEqual(
      FOLDERS.flatMap((id) =>
        [false, true].map((deep) => `?SCNRID=${padId(id)}&$includeSubfolders=${deep}`),
      ).toSorted(),
    );
  });

  it('with a store reads them from it, offers them by description, and asks the service for none', async () => {
    store.answer();
    const [own, below] = [await inFolders(false), await inFolders(true)];
    const requests = mock.recordRequests();
    const { user, summary } = renderForm();
    await expectCounted(summary, own);
    await user.click(screen.getByRole('checkbox', { name: 'Include sub-folders' }));
    await expectCounted(summary, below);
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    const offered = within(screen.getByRole('group', { name: 'Variable 1' })).getAllByRole('option');
    // "Choose…", then every case of the run by what it tests.
    expect(
      offered
        .slice(1)
        .map((option) => option.textContent)
        .toSorted(),
    ).toEqual([...below.cases].map(([id, description]) => `${description} (${unpadId(id)})`).toSorted());
    expect(folderReads(requests)).toEqual([]);
  });
});
