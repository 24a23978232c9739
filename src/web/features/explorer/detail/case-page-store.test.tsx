import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { caseHistoryOf } from '../../../../analysis/case-history';
import { SERVICE_BASE_PATH } from '../../../../contract/base-path';
import type { CaseResultRow, LastFailureTriage, StoredTestCase } from '../../../../contract/dashboard-api/test-case';
import type { Decision } from '../../../../contract/dashboard-api/triage-decisions';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { LastFailure } from './last-failure';
import { ResultsTab } from './results-tab';

const mock = setupMockServer();
const CASE_ID = '0000100003';

/** The case's results, newest first: the newest failed, the 149 before it passed, a day apart. */
const RESULTS: CaseResultRow[] = Array.from({ length: 150 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString().slice(0, 10);
  return {
    RUN_ID: `RUN${String(index).padStart(3, '0')}`,
    RUN_NAME: `Nightly ${day}`,
    TYPE: 'RT',
    STARTED_BY: 'BATCH_QA',
    STARTED_DATE: day,
    STARTED_TIME: '02:00:00',
    END_DATE: day,
    END_TIME: '02:05:00',
    STATUS: index === 0 ? 'E' : 'S',
    STATUS_TXT: index === 0 ? 'Error' : 'Success',
    MESSAGE: index === 0 ? 'IDoc 0000000001852769 status 51' : '',
    REPORT_URL: '',
  };
});

/** The dashboard's store answers the case's page and its result pages, as the server does. */
function storeAnswers(triage: LastFailureTriage | null = null) {
  const testCase = mock.service.store.testCases.get(CASE_ID)!;
  const history = caseHistoryOf(RESULTS, []);
  const answer: StoredTestCase = {
    testCase: { ...testCase, LAST_STATUS: 'E', LAST_RUN_ID: 'RUN000' },
    lastRun: { NAME: RESULTS[0]!.RUN_NAME, REPORT_URL: '', FIORI_REPORT_URL: '' },
    history: { ...history, lastFailure: { ...history.lastFailure!, othersInRun: 2, triage } },
  };
  mock.server.use(
    http.get(`${TEST_ORIGIN}/api/test-case`, () => HttpResponse.json(answer)),
    http.get(`${TEST_ORIGIN}/api/test-case/results`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const offset = Number(search.get('offset'));
      const rows = RESULTS.slice(offset, offset + Number(search.get('limit')));
      return HttpResponse.json({ total: RESULTS.length, offset, rows });
    }),
  );
}

/** What the page asked the service for the case's history or its runs. */
const historyReads = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url).pathname)
    .filter((path) => path.startsWith(SERVICE_BASE_PATH) && /\/results$|\/testruns\//.test(path));

describe('the test case page where the store answers', () => {
  it('shows the results a page at a time, newer and older ones a click away', async () => {
    storeAnswers();
    const requests = mock.recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ResultsTab caseId={CASE_ID} />);
    const table = await screen.findByRole('table', { name: 'Results, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('status').textContent).toBe('1–100 of 150 results');
    expect(within(pages).getByRole('button', { name: 'Newer results' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Older results' }));
    await screen.findByText('101–150 of 150 results');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    expect(within(pages).getByRole('button', { name: 'Older results' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('rowheader', { name: /^Nightly 2026-07-24/ })).toBeTruthy();
    expect(historyReads(requests)).toEqual([]);
  });

  it("says why the case failed and how many of that run's cases failed alike, without reading the run", async () => {
    storeAnswers();
    const requests = mock.recordRequests();
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN000" />);
    await screen.findByText('IDoc 0000000001852769 status 51');
    const why = screen.getByRole('region', { name: 'Why it failed' });
    expect(why.textContent).toContain('It passed the time before, in Nightly 2026-11-19');
    expect(why.textContent).toContain('2 other test cases of that run failed this way');
    expect(historyReads(requests)).toEqual([]);
  });

  it("says what the team decided about the failure's cause: its category, ticket and owner", async () => {
    const decision: Decision = {
      id: 7,
      target: { kind: 'signature', OBJDEFID: 'ZIDOC_ORDERS', cause: 'IDoc <id> status <number>' },
      category: 'product-mapping',
      ticket: 'INT-4711',
      owner: 'Integration team',
      note: '',
      version: 1,
      decidedAt: '2026-11-10T09:00:00Z',
      decidedBy: 'LEAD',
      changedAt: '2026-11-10T09:00:00Z',
      changedBy: 'LEAD',
      fixedAt: null,
      fixedBy: null,
      withdrawn: false,
    };
    storeAnswers({ state: 'carried', decision, ticketHref: 'https://jira.example.com/browse/INT-4711' });
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN000" />);
    await screen.findByText('IDoc 0000000001852769 status 51');
    const why = screen.getByRole('region', { name: 'Why it failed' });
    expect(why.textContent).toContain(
      'A known issue, triaged as “Product defect: mapping”: ticket INT-4711, owned by Integration team.',
    );
    expect(within(why).getByRole('link', { name: 'INT-4711' }).getAttribute('href')).toBe(
      'https://jira.example.com/browse/INT-4711',
    );
  });
});
