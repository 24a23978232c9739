import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flakinessOf } from '../../../../analysis/flakiness';
import { getTestCaseResults } from '../../../../client/test-cases/get-test-case-results';
import { getTestCases } from '../../../../client/test-cases/get-test-cases';
import type { FlakyScores } from '../../../../contract/dashboard-api/flaky-scores';
import { historyReady } from '../../../testing/history-ready';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { TestCaseList } from './test-case-list';

const mock = setupMockServer();
const FOLDER = '100';

// jsdom lays nothing out: give the table a height so the virtualiser renders a window of rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

/** The store answers GET /api/flaky with `answer`; the IDs each read asked for are kept. */
function storeScores(answer: (caseIds: string[]) => Response) {
  const asked: string[][] = [];
  mock.server.use(
    historyReady(),
    http.get(`${TEST_ORIGIN}/api/flaky`, ({ request }) => {
      const caseIds = new URL(request.url).searchParams.getAll('case');
      asked.push(caseIds);
      return answer(caseIds);
    }),
  );
  return asked;
}

/** The list shows IDs without their leading zeros. */
const shownId = (caseId: string) => caseId.replace(/^0+/, '');
const resultReads = (requests: Request[]) => requests.filter((request) => request.url.includes('/results'));

async function showMostFlaky() {
  const user = userEvent.setup();
  renderWithProviders(<TestCaseList folderId={FOLDER} />, '/?sub=1');
  await screen.findByText(/test cases, \d+ last failed/);
  await user.click(screen.getByRole('button', { name: 'Most flaky' }));
  return () => screen.getByRole('table', { name: 'Test cases' });
}

describe('the flaky scores on a server with a history store', () => {
  it("shows the store's scores, asked for in one read, without reading any case's history", async () => {
    const listed = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    // Two cases the store finds flaky, the most flaky listed last; the others steady.
    const [flakier, flaky] = [listed.at(-1)!.CASEID, listed[0]!.CASEID];
    const scoreOf = (CASEID: string) => (CASEID === flakier ? 0.73 : CASEID === flaky ? 0.41 : 0);
    const asked = storeScores((caseIds) =>
      Response.json({
        scores: caseIds.map((CASEID) => ({ CASEID, score: scoreOf(CASEID), flaky: scoreOf(CASEID) > 0, results: 20 })),
      } satisfies FlakyScores),
    );
    const service = mock.recordRequests();
    const table = await showMostFlaky();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2 match the filters'));
    const [, first, second] = within(table()).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe(shownId(flakier));
    expect(first!.textContent).toContain('Flaky73%');
    expect(within(second!).getByRole('rowheader').textContent).toBe(shownId(flaky));
    expect(asked.map((ids) => ids.toSorted())).toEqual([listed.map((each) => each.CASEID).toSorted()]);
    expect(resultReads(service)).toEqual([]);
  });

  it("reads each case's history from the service when the store is not open after all", async () => {
    const listed = await getTestCases({ SCNRID: FOLDER, $includeSubfolders: true });
    const scores = await Promise.all(listed.map(async (each) => flakinessOf(await getTestCaseResults(each.CASEID))));
    const flaky = scores.filter((score) => score.flaky).length;
    expect(flaky).toBeGreaterThan(0);
    storeScores(() =>
      Response.json(
        { error: { code: 'STORE_NOT_OPEN', message: 'The history store is still being opened.' } },
        { status: 503 },
      ),
    );
    await showMostFlaky();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`${flaky} match the filters`));
  });
});
