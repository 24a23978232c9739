import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OutcomeStrip } from './outcome-strip';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { answerWithoutDashboard } from '../../../testing/store-off';

// Direct mode: the results are strings of outcomes made up for each verdict, which the seeded history does not hold,
// read from the service as the strip reads them where no store answers.
const mock = setupMockServer();
beforeEach(() => answerWithoutDashboard(mock));
const CASE_ID = '0000100003';

/** The case's results from a string of status codes, newest first as the service sends them ('EESS'). */
function answerResults(codes: string) {
  mock.server.use(
    http.get(`${TEST_BASE_URL}/testcases/:caseId/results`, () =>
      HttpResponse.json({
        DATA: [...codes].map((STATUS, index) => ({
          RUN_ID: `RUN${index}`,
          RUN_NAME: `Nightly ${30 - index}`,
          STARTED_DATE: `2026-10-${String(30 - index).padStart(2, '0')}`,
          STARTED_TIME: '02:00:00',
          STATUS,
          STATUS_TXT: STATUS === 'S' ? 'Passed' : 'Failed',
        })),
      }),
    ),
  );
}

const verdict = async () => (await screen.findByText(/^Flakiness|finished result/)).textContent;

describe('OutcomeStrip', () => {
  it('tells a case that has failed since its last change apart from one that always failed', async () => {
    // Seven pairs weigh 19 down to 13 (112); the one flip, the third pair, 17: 15%.
    answerResults('EEESSSSS');
    renderWithProviders(<OutcomeStrip caseId={CASE_ID} />);
    expect(await verdict()).toBe(
      'Flakiness 15% over the last 8 results: not flaky, it has failed the last 3 times; it passed before that.',
    );
  });

  it('says a case failed every time when it never passed within its last results', async () => {
    answerResults('EAEEE');
    renderWithProviders(<OutcomeStrip caseId={CASE_ID} />);
    expect(await verdict()).toBe('Flakiness 0% over the last 5 results: not flaky, it failed every time.');
  });

  it('says a case passed again, and once, in the singular', async () => {
    // Five pairs weigh 19 down to 15 (85); the flip, the newest pair, 19: 22%.
    answerResults('SEEEEE');
    renderWithProviders(<OutcomeStrip caseId={CASE_ID} />);
    expect(await verdict()).toBe(
      'Flakiness 22% over the last 6 results: not flaky, it passed the last time; it failed before that.',
    );
  });

  it('calls a case that passes and fails in turn flaky, and scores none below five results', async () => {
    answerResults('SESESE');
    const { unmount } = renderWithProviders(<OutcomeStrip caseId={CASE_ID} />);
    expect(await verdict()).toBe(
      'Flakiness 100% over the last 6 results: it passes and fails in turn without a change.',
    );
    unmount();
    answerResults('RSES');
    renderWithProviders(<OutcomeStrip caseId="0000100004" />);
    expect(await verdict()).toBe('Only 3 finished results: a flakiness score needs at least 5.');
  });
});
