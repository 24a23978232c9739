import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fileSaver from 'file-saver';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Digest } from '../../../../contract/dashboard-api/digest';
import { daysAfter } from '../../../../contract/weeks';
import { paths } from '../../../../routes/paths';
import { DigestRoute } from './digest-route';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { triageHandlers, triageState } from '../../../testing/triage-queue-api';

vi.mock('file-saver', () => ({ default: { saveAs: vi.fn<(data: Blob, name: string) => void>() } }));

const mock = setupMockServer();
const ROUTES = [{ path: paths.digest.pattern, element: <DigestRoute /> }];
const LAST_WEEK = '2026-11-23';

/** A digest of `week` with a little in every part; the week before last had a worse pass rate. */
function digestOf(week: string): Digest {
  const weeks = [28, 21, 14, 7, 0].map((days) => ({ from: daysAfter(week, -days), to: daysAfter(week, 6 - days) }));
  return {
    week: { from: week, to: daysAfter(week, 6) },
    passRates: weeks.map((each, index) => ({ ...each, passRate: 0.8 + index * 0.025, finished: 400 })),
    failures: {
      counts: { new: 1, broken: 0, flaky: 0, recovered: 0 },
      cases: [
        {
          CASEID: '0000000825',
          DESCR: 'Sales order with delivery date',
          class: 'new',
          since: { RUN_ID: 'R1', RUN_NAME: 'Nightly', STARTED_DATE: daysAfter(week, 2), STARTED_TIME: '02:00:00' },
        },
      ],
    },
    regressed: [],
    needsTriage: {
      signatures: 1,
      failures: 9,
      oldest: [
        {
          signature: { OBJDEFID: 'ORDERS05', cause: 'Mapping error: unit <n> not mapped' },
          state: 'undecided',
          failures: 9,
          cases: 4,
          waitingSince: daysAfter(week, -3),
          days: 12,
        },
      ],
    },
    quarantines: {
      entered: [{ CASEID: '0000000826', at: `${daysAfter(week, 1)}T08:00:00Z`, by: 'QA_LEAD', reason: 'flips' }],
      left: [],
    },
    noisyFields: [{ object: 'ORDERS05', path: '/Order/DeliveryDate', kind: 'noise', runsDiffered: 14, cases: 3 }],
  };
}

function open(url = '/digest') {
  const asked: string[] = [];
  mock.server.use(
    ...triageHandlers(triageState()),
    http.get(`${TEST_ORIGIN}/api/digest`, ({ request }) => {
      const week = new URL(request.url).searchParams.get('week');
      asked.push(week ?? '');
      return HttpResponse.json(digestOf(week ?? LAST_WEEK));
    }),
  );
  return { asked, user: userEvent.setup(), ...renderRoutes(ROUTES, url) };
}

afterEach(() => vi.mocked(fileSaver.saveAs).mockClear());

describe('the weekly digest page', () => {
  it("shows the last full week's parts under their headings, as tables", async () => {
    open();
    expect(await screen.findByRole('heading', { name: `Week of ${LAST_WEEK} to 2026-11-29` })).toBeTruthy();
    const rates = screen.getByRole('table', { name: 'Pass rate by week' });
    expect(within(rates).getAllByRole('row')).toHaveLength(6);
    expect(within(rates).getByRole('row', { name: /2026-11-23 to 2026-11-29 90\.0% 400/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still needs triage' })).toBeTruthy();
    const waiting = screen.getByRole('table', { name: 'Waiting for triage, oldest first' });
    expect(within(waiting).getByRole('row', { name: /ORDERS05.*undecided 9 4 2026-11-20 12/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Quarantine changes this week' }).textContent).toMatch(/826.*entered/);
    expect(screen.getByRole('table', { name: 'Noisiest fields' }).textContent).toContain('/Order/DeliveryDate');
    expect(screen.getByRole('table', { name: 'Test cases by class this week' }).textContent).toContain('825');
  });

  it('picks the week of the day chosen, and the week before', async () => {
    const { asked, user } = open(`/digest?week=${LAST_WEEK}`);
    await screen.findByRole('heading', { name: /Week of 2026-11-23/ });
    const picker = screen.getByLabelText('Week starting');
    // A Wednesday picks its week's Monday.
    // A date input takes a whole date at once (jsdom drops the halves typed on the way).
    fireEvent.change(picker, { target: { value: '2026-11-11' } });
    expect(await screen.findByRole('heading', { name: 'Week of 2026-11-09 to 2026-11-15' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Week before' }));
    expect(await screen.findByRole('heading', { name: 'Week of 2026-11-02 to 2026-11-08' })).toBeTruthy();
    expect(asked).toContain('2026-11-09');
    expect(asked).toContain('2026-11-02');
  });

  it('downloads the page as shown as a standalone HTML file', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: /Week of 2026-11-23/ });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(fileSaver.saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(fileSaver.saveAs).mock.calls[0]! as [Blob, string];
    expect(name).toBe('digest-2026-11-23.html');
    const html = await blob.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h2 id="digest-pass-rate">Pass rate</h2>');
    expect(html).toContain('/Order/DeliveryDate');
    expect(html).toMatch(/href="http:\/\/[^"]+\/triage"/);
  });
});
