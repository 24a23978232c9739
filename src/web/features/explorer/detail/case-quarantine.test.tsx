import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { triageKeys } from '../../../../client/query-keys';
import { paths } from '../../../../routes/paths';
import { TestCaseRoute } from '../routes/test-case-route';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { unpadId } from '../../../../contract/ids';
import { setupStoreApi } from '../../../testing/store-api';
import { answerWithoutDashboard } from '../../../testing/store-off';

const mock = setupMockServer();
const ROUTES = [{ path: paths.testCase.pattern, element: <TestCaseRoute /> }];

// The run's dashboard server, whose store other files write to meanwhile: this file quarantines its own share of
// the seeded test cases. VIEWER may read but not start runs.
const store = setupStoreApi(mock, 'case-quarantine');
const taken = new Set<string>();

/** A seeded test case of this file's share, with results, that no earlier test of this file quarantined. */
function aCase(): string {
  for (const run of mock.service.store.runs.values())
    for (const { CASEID } of run.details)
      if (store.ownsCase(CASEID) && !taken.has(CASEID)) {
        taken.add(CASEID);
        return CASEID;
      }
  throw new Error('The seeded data holds no test case left to quarantine');
}

const enter = (CASEID: string) =>
  store.write('POST', '/api/triage/quarantine', { CASEID, reason: 'Flaky: the target system answers late at night' });

function open(caseId: string, as?: string) {
  if (as) store.answerAs(as);
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, `/testcases/${unpadId(caseId)}/overview`) };
}

const header = async (caseId: string) =>
  (await screen.findByRole('heading', { level: 1, name: new RegExp(`\\(ID ${unpadId(caseId)}\\)`) })).closest(
    'header',
  )!;

describe('a test case’s quarantine on its page', () => {
  it('shows the badge with why and how many passes are still needed', async () => {
    const caseId = aCase();
    await enter(caseId);
    open(caseId);
    expect(await within(await header(caseId)).findByText('Quarantined')).toBeTruthy();
    expect((await header(caseId)).textContent).toMatch(
      /Flaky: the target system answers late at night\. 0 of 5 passes in a row to leave; since .* UTC by DEVELOPER/,
    );
  });

  it('is entered with a reason, after the passes asked for (5 unless changed)', async () => {
    const caseId = aCase();
    const asked = mock.recordRequests();
    const { user } = open(caseId);
    await user.click(await screen.findByRole('button', { name: 'Quarantine…' }));
    const form = screen.getByRole('form', { name: 'Quarantine the test case' });
    const passes = within(form).getByRole('spinbutton', { name: 'Passes in a row to leave' });
    expect((passes as HTMLInputElement).value).toBe('5');
    await user.click(within(form).getByRole('button', { name: 'Quarantine' }));
    const why = within(form).getByRole('textbox', { name: 'Why' });
    expect(why.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(why.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The reason is required: why the case is quarantined.',
    );
    expect(asked.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(why, 'Flaky since the target moved');
    await user.clear(passes);
    await user.type(passes, '2');
    await user.click(within(form).getByRole('button', { name: 'Quarantine' }));
    expect(await within(await header(caseId)).findByText('Quarantined')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Quarantine the test case' })).toBeNull();
    expect((await header(caseId)).textContent).toMatch(
      /Flaky since the target moved\. 0 of 2 passes in a row to leave/,
    );
  });

  it('says at the field how many passes it may ask for', async () => {
    const { user } = open(aCase());
    await user.click(await screen.findByRole('button', { name: 'Quarantine…' }));
    const passes = screen.getByRole('spinbutton', { name: 'Passes in a row to leave' });
    await user.type(screen.getByRole('textbox', { name: 'Why' }), 'Flaky');
    await user.clear(passes);
    await user.type(passes, '80');
    await user.click(screen.getByRole('button', { name: 'Quarantine' }));
    expect(document.getElementById(passes.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Passes in a row must be at most 50.',
    );
  });

  it('is left by hand', async () => {
    const caseId = aCase();
    await enter(caseId);
    const { user } = open(caseId);
    await user.click(await screen.findByRole('button', { name: 'Leave quarantine' }));
    expect(await screen.findByRole('button', { name: 'Quarantine…' })).toBeTruthy();
    expect(within(await header(caseId)).queryByText('Quarantined')).toBeNull();
  });

  it('is shown to a read-only user without controls', async () => {
    const caseId = aCase();
    await enter(caseId);
    open(caseId, 'VIEWER');
    expect(await within(await header(caseId)).findByText('Quarantined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /quarantine/i })).toBeNull();
  });

  it('is not there where the server keeps no history', async () => {
    const caseId = aCase();
    answerWithoutDashboard(mock);
    const { queryClient } = renderRoutes(ROUTES, `/testcases/${unpadId(caseId)}/overview`);
    expect(await header(caseId)).toBeTruthy();
    // Both reads answered (the server's 404: no dashboard API here) before looking for what they would show: the
    // settings as none, the quarantines as a failure.
    await waitFor(() => {
      expect(queryClient.getQueryState(triageKeys.settings())).toMatchObject({ status: 'success', data: null });
      expect(queryClient.getQueryState(triageKeys.quarantineList(false))?.status).toBe('error');
    });
    expect(screen.queryByRole('button', { name: /quarantine/i })).toBeNull();
  });
});
