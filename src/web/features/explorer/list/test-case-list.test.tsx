import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestCases } from '../../../../client/test-cases/get-test-cases';
import type { FolderCases } from '../../../../contract/dashboard-api/folders';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL, TEST_ORIGIN } from '../../../testing/mock-server';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { TestCaseList } from './test-case-list';

const mock = setupMockServer();
const FOLDER = '100';
/** A folder holding test cases itself. */
const LEAF = '103';

// jsdom lays nothing out: give the table a height so the virtualiser renders a window of rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

function renderList(url = `/?sub=1`, folderId = FOLDER) {
  const user = userEvent.setup();
  const view = renderWithProviders(<TestCaseList folderId={folderId} />, url);
  return { user, ...view, table: () => screen.getByRole('table', { name: 'Test cases' }) };
}

/** The store's own answer for a view of folder 100 and everything below it. */
const storeAnswer = async (search: string) =>
  (await (await fetch(`${TEST_ORIGIN}/api/folders/cases?folder=${FOLDER}&deep=true&${search}`)).json()) as FolderCases;

const firstIds = (table: HTMLElement, count: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1, count + 1)
    .map((row) => within(row).getByRole('rowheader').textContent);

const status = () => screen.getByRole('status').textContent;

describe('the test case list on a server with a history store', () => {
  it('shows every test case of the folder and its sub-folders, with totals, a page at a time', async () => {
    const all = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    const failed = all.filter((row) => row.LAST_STATUS === 'E' || row.LAST_STATUS === 'A').length;
    const { flaky } = await storeAnswer('limit=1');
    const service = mock.recordRequests();
    const { table } = renderList();
    await waitFor(() => expect(status()).toBe(`${all.length} test cases, ${failed} last failed, ${flaky} flaky`));
    expect(table().getAttribute('aria-rowcount')).toBe(String(all.length + 1));
    // Nothing of it from the service.
    expect(service.filter((request) => request.url.startsWith(TEST_BASE_URL))).toEqual([]);
  });

  it('sorts by a column header and filters with the quick filter on the server, keeping both in the URL', async () => {
    const descending = (await storeAnswer('sort=ID&dir=desc&limit=3')).rows.map((row) => String(Number(row.CASEID)));
    const { user, table, router } = renderList();
    await screen.findByText(/test cases, \d+ last failed/);
    await user.click(within(table()).getByRole('button', { name: /^ID/ }));
    await user.click(within(table()).getByRole('button', { name: /^ID/ }));
    await waitFor(() => expect(firstIds(table(), 3)).toEqual(descending));
    expect(within(table()).getByRole('columnheader', { name: /^ID/ }).getAttribute('aria-sort')).toBe('descending');

    const needle = (await storeAnswer('limit=1')).rows[0]!.OBJDEFID;
    const { total } = await storeAnswer(`q=${encodeURIComponent(needle)}&limit=1`);
    await user.type(screen.getByRole('searchbox', { name: 'Quick filter' }), needle);
    await waitFor(() => expect(status()).toContain(`${total} match the filters`));
    expect(router.state.location.search).toContain('sort=ID%3Adesc');
    expect(router.state.location.search).toContain(`q=${needle}`);
  });

  it('lists the most flaky cases first with "Most flaky", only flaky ones, and keeps the preset in the URL', async () => {
    const { flaky, rows } = await storeAnswer('sort=Flaky&dir=desc&filter=Flaky%3Aflaky');
    expect(flaky).toBeGreaterThan(0);
    const { user, table, router } = renderList();
    await screen.findByText(/test cases, \d+ last failed/);
    const preset = screen.getByRole('button', { name: 'Most flaky' });
    expect(preset.getAttribute('aria-pressed')).toBe('false');
    await user.click(preset);
    await waitFor(() => expect(status()).toContain(`${flaky} match the filters`));
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]!.textContent).toContain(
        `Flaky${Math.floor(rows[0]!.flakiness!.score! * 100)}%`,
      ),
    );
    expect(router.state.location.search).toContain('sort=Flaky%3Adesc');
    expect(router.state.location.search).toContain('f.Flaky=flaky');
  });

  it('selects every row the filters leave for a run', async () => {
    const { total } = await storeAnswer('filter=Last%20status%3Afailed&limit=1');
    expect(total).toBeGreaterThan(0);
    const { user, table } = renderList('/?sub=1&f.Last+status=failed');
    await waitFor(() => expect(status()).toContain(`${total} match the filters`));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: `Run selected (${total})` })).disabled).toBe(
      false,
    );
  });

  it('forgets the selection when the list changes, so a run never gets cases no longer shown', async () => {
    const { user, table } = renderList();
    await screen.findByText(/test cases, \d+ last failed/);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(await screen.findByRole('button', { name: /^Run selected \([1-9]\d*\)$/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Include sub-folders' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Run selected (0)' }).disabled).toBe(true),
    );
    expect(screen.getByRole('checkbox', { name: 'Include sub-folders' })).toBe(document.activeElement);
  });
});

describe('the test case list without a store', () => {
  beforeEach(() => answerWithoutDashboard(mock));

  it("shows the folder's own test cases from one scoped read, and no flaky scores it cannot have", async () => {
    const own = await getTestCases({ SCNRID: LEAF });
    const service = mock.recordRequests();
    const { table } = renderList('/', LEAF);
    await waitFor(() => expect(status()).toBe(`${own.length} test cases`));
    expect(table().getAttribute('aria-rowcount')).toBe(String(own.length + 1));
    expect(screen.queryByRole('checkbox', { name: 'Include sub-folders' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Most flaky' })).toBeNull();
    expect(within(table()).queryByRole('columnheader', { name: /^Flaky/ })).toBeNull();
    const reads = service.filter((request) => request.url.includes('/testcases'));
    expect(reads.map((request) => new URL(request.url).search)).toEqual([`?SCNRID=${LEAF}`]);
  });

  it('says what went wrong when the list cannot be loaded, and retries', async () => {
    mock.server.use(
      http.get(
        `${TEST_BASE_URL}/testcases`,
        () =>
          HttpResponse.json(
            { error: { code: 'BOOM', message: { lang: 'en', value: 'Database unavailable' } } },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user } = renderList('/', LEAF);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(/^\d+ test cases$/)).textContent).toMatch(/^\d+ test cases/);
  });
});
