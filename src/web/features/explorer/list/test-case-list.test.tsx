import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestCases } from '../../../../client/test-cases/get-test-cases';
import { getTestCaseResults } from '../../../../client/test-cases/get-test-case-results';
import { flakinessOf } from '../../../../analysis/flakiness';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { TestCaseList } from './test-case-list';

const mock = setupMockServer();
const FOLDER = '100';

// jsdom lays nothing out: give the table a height so the virtualiser renders a window of rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

function renderList(url = `/?sub=1`) {
  const user = userEvent.setup();
  const view = renderWithProviders(<TestCaseList folderId={FOLDER} />, url);
  return { user, ...view, table: () => screen.getByRole('table', { name: 'Test cases' }) };
}

/** Each case's flakiness by the rule, read as the list reads it (one history per case). */
const scoresOf = async (caseIds: string[]) =>
  new Map(await Promise.all(caseIds.map(async (id) => [id, flakinessOf(await getTestCaseResults(id))] as const)));

/** Histories answered empty (no scores to read): for tests about something else, so they stay quick. */
const noHistories = () =>
  mock.server.use(http.get(`${TEST_BASE_URL}/testcases/:id/results`, () => HttpResponse.json({ DATA: [] })));

const firstIds = async (table: HTMLElement, count: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1, count + 1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('TestCaseList', () => {
  it('shows every test case of the folder and its sub-folders, with totals', async () => {
    const all = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    const failed = all.filter((row) => row.LAST_STATUS === 'E' || row.LAST_STATUS === 'A').length;
    const flaky = [...(await scoresOf(all.map((row) => row.CASEID))).values()].filter((score) => score.flaky).length;
    expect(flaky).toBeGreaterThan(0);
    const { table } = renderList();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${all.length.toLocaleString('en-US')} test cases, ${failed} last failed, ${flaky} flaky`,
      ),
    );
    expect(table().getAttribute('aria-rowcount')).toBe(String(all.length + 1));
  });

  it('sorts by a column header and filters with the quick filter, keeping both in the URL', async () => {
    const all = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    const descending = all
      .map((row) => Number(row.CASEID))
      .toSorted((a, b) => b - a)
      .slice(0, 3)
      .map(String);
    noHistories();
    const { user, table, router } = renderList();
    await screen.findByText(/test cases, \d+ last failed/);
    await user.click(within(table()).getByRole('button', { name: /^ID/ }));
    await user.click(within(table()).getByRole('button', { name: /^ID/ }));
    await waitFor(async () => expect(await firstIds(table(), 3)).toEqual(descending));
    expect(within(table()).getByRole('columnheader', { name: /^ID/ }).getAttribute('aria-sort')).toBe('descending');

    const needle = all[0]!.OBJDEFID;
    const matching = all.filter((row) =>
      Object.values(row).some((value) => String(value).toLowerCase().includes(needle.toLowerCase())),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Quick filter' }), needle);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        `${matching.length.toLocaleString('en-US')} match the filters`,
      ),
    );
    expect(router.state.location.search).toContain('sort=ID%3Adesc');
    expect(router.state.location.search).toContain(`q=${needle}`);
  });

  it('lists the most flaky cases first with "Most flaky", only flaky ones, and keeps the preset in the URL', async () => {
    const all = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    const scores = await scoresOf(all.map((row) => row.CASEID));
    const flaky = [...scores].filter(([, score]) => score.flaky);
    const top = Math.max(...flaky.map(([, score]) => score.score!));
    const { user, table, router } = renderList();
    await screen.findByText(/test cases, \d+ last failed/);
    const preset = screen.getByRole('button', { name: 'Most flaky' });
    expect(preset.getAttribute('aria-pressed')).toBe('false');
    await user.click(preset);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`${flaky.length} match the filters`));
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]!.textContent).toContain(`Flaky${Math.floor(top * 100)}%`),
    );
    expect(router.state.location.search).toContain('sort=Flaky%3Adesc');
    expect(router.state.location.search).toContain('f.Flaky=flaky');
  });

  it('selects every row the filters leave for a run', async () => {
    noHistories();
    const { user, table } = renderList('/?sub=1&f.Last+status=failed');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/(\d+) match the filters/));
    const matching = Number(/(\d+) match the filters/.exec(screen.getByRole('status').textContent!)![1]);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(matching).toBeGreaterThan(0);
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: `Run selected (${matching})` })).disabled,
    ).toBe(false);
  });

  it('forgets the selection when the list changes, so a run never gets cases no longer shown', async () => {
    noHistories();
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
    const { user } = renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(/test cases, \d+ last failed/)).textContent).toMatch(/^\d+ test cases/);
  });
});
