import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LastFailure } from './last-failure';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { answerWithoutDashboard } from '../../../testing/store-off';

// Direct mode: each result history is made up for the case it tells, which the seeded history does not hold, and
// read from the service as the section reads it where no store answers.
const mock = setupMockServer();
beforeEach(() => answerWithoutDashboard(mock));
const CASE_ID = '0000100003';

/** The case's result history, as the service sends it; each result [status, message, day of November]. */
function answerResults(...results: [string, string, number][]) {
  mock.server.use(
    http.get(`${TEST_BASE_URL}/testcases/:caseId/results`, () =>
      HttpResponse.json({
        DATA: results.map(([STATUS, MESSAGE, day]) => ({
          RUN_ID: `RUN${day}`,
          RUN_NAME: `Nightly 2026-11-${day}`,
          STARTED_DATE: `2026-11-${day}`,
          STARTED_TIME: '02:00:00',
          STATUS,
          MESSAGE,
        })),
      }),
    ),
  );
}

/** A payload of the case, as the service lists it. */
const content = (CONTENT_ID: string, CONTENT_TYPE: string, RUN_ID: string) => ({
  CONTENT_ID,
  CASEID: CASE_ID,
  CONTENT_TYPE,
  FORMAT: 'XML',
  MIME_TYPE: 'application/xml',
  DESCR: '',
  SIZE: 1,
  RUN_ID,
  CREATED_ON: '2026-11-20',
  CREATED_TIME: '02:05:00',
});

/** The case's payloads: the reference output, and a current output of each run named. */
function answerContents(...outputRuns: string[]) {
  mock.server.use(
    http.get(`${TEST_BASE_URL}/testcases/:caseId/contenttypes`, () =>
      HttpResponse.json({
        DATA: [
          content('REF', 'REF_OUTPUT', ''),
          ...outputRuns.map((runId) => content(`CUR${runId}`, 'CUR_OUTPUT', runId)),
        ],
      }),
    ),
  );
}

const NOT_FOUND = 'Output message not found in middleware within 120 s';

describe('LastFailure', () => {
  it('offers the compare only where the failed run left an output to compare', async () => {
    // As the issue found it: no run with this failure left an output, and Compare stayed disabled.
    answerResults(['E', NOT_FOUND, 20], ['E', NOT_FOUND, 19], ['S', '', 18]);
    answerContents('RUN18');
    const { unmount } = renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN20" />);
    const why = await screen.findByRole('region', { name: 'Why it failed' });
    expect(
      await within(why).findByText('That run left no current output of this test case to compare with the reference.'),
    ).toBeTruthy();
    expect(within(why).queryByRole('link', { name: /compare/ })).toBeNull();
    unmount();

    answerResults(['E', 'IDoc 0000000001852769 status 51', 20], ['S', '', 19]);
    answerContents('RUN20', 'RUN19');
    renderWithProviders(<LastFailure caseId="0000100004" lastStatus="E" failedRunId="RUN20" />);
    const link = await screen.findByRole('link', { name: 'Open its payloads to compare the output' });
    expect(link.getAttribute('href')).toBe('/testcases/0000100004/payloads?compare=1&run=RUN20');
  });

  it('says why a case was aborted, that it has no earlier outcome and that this is its first failure', async () => {
    answerResults(['A', 'Execution landscape not reachable (RFC destination error)', 20]);
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="A" failedRunId="RUN20" />);
    const why = await screen.findByRole('region', { name: 'Why it was aborted' });
    expect(await within(why).findByText('Execution landscape not reachable (RFC destination error)')).toBeTruthy();
    expect(why.textContent).toContain('Aborted in Nightly 2026-11-20');
    expect(why.textContent).toContain('It has no earlier outcome on record.');
    expect(why.textContent).toContain('Its first failure on record.');
  });

  it('counts the failures since the last pass and names a new cause, whatever order the results come in', async () => {
    answerResults(
      ['E', 'HTTP 500', 18],
      ['S', '', 17],
      ['E', 'IDoc 0000000001852769 status 51', 20],
      ['E', 'HTTP 500', 19],
    );
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN20" />);
    const why = await screen.findByRole('region', { name: 'Why it failed' });
    expect(await within(why).findByText('IDoc 0000000001852769 status 51')).toBeTruthy();
    expect(why.textContent).toContain(
      'Failing 3 times in a row since 2026-11-18 02:00; it last passed in Nightly 2026-11-17',
    );
    expect(why.textContent).toContain('A new cause: none of its earlier failures had this message.');
  });

  it('calls a flaky case flaky, not failing so many times in a row, whose streak is what flakiness looks like', async () => {
    answerResults(
      ['E', 'HTTP 500', 20],
      ['E', 'HTTP 500', 19],
      ['S', '', 18],
      ['E', 'HTTP 500', 17],
      ['S', '', 16],
      ['E', 'HTTP 500', 15],
      ['S', '', 14],
    );
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN20" />);
    const why = await screen.findByRole('region', { name: 'Why it failed' });
    await within(why).findByText(/^Flaky: it passes and fails in turn/);
    expect(why.textContent).toContain(
      'Flaky: it passes and fails in turn, and failed the last 2 times (recent outcomes below); it last passed in Nightly 2026-11-18',
    );
    expect(why.textContent).not.toContain('in a row');
  });

  it('reads the run of its last failure while the history is still on its way', async () => {
    // Which other cases failed the same way comes from that run: it is asked for at once, not after the history.
    const requested = mock.recordRequests();
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases/:caseId/results`, async () => {
        await delay('infinite');
        return HttpResponse.json({ DATA: [] });
      }),
    );
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN20" />);
    await waitFor(() => expect(requested.some((request) => request.url.includes('/testruns/RUN20?'))).toBe(true));
  });

  it('holds its place while the history loads, and goes when the newest outcome turns out a pass', async () => {
    // The case's record said failed; a run that passed since is in the history.
    answerResults(['S', '', 20], ['E', 'HTTP 500', 19]);
    renderWithProviders(<LastFailure caseId={CASE_ID} lastStatus="E" failedRunId="RUN20" />);
    const why = screen.getByRole('region', { name: 'Why it failed' });
    expect(within(why).getByRole('status').textContent).toContain('Loading why it failed');
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
