import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { triageKeys } from '../../../../client/query-keys';
import { paths } from '../../../../routes/paths';
import { TestCaseRoute } from '../routes/test-case-route';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { quarantine, triageHandlers, triageState, type TriageState } from '../../../testing/triage-queue-api';

const mock = setupMockServer();
const ROUTES = [{ path: paths.testCase.pattern, element: <TestCaseRoute /> }];

const CASE = '0000100003';
const onThisCase = (overrides: Parameters<typeof quarantine>[0] = {}) => quarantine({ CASEID: CASE, ...overrides });

function open(state: TriageState, caseId = '100003') {
  mock.server.use(...triageHandlers(state));
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, `/testcases/${caseId}/overview`) };
}

const header = async () => (await screen.findByRole('heading', { level: 1, name: /\(ID 100003\)/ })).closest('header')!;

describe('a test case’s quarantine on its page', () => {
  it('shows the badge with why and how many passes are still needed', async () => {
    open(triageState({ quarantines: [onThisCase({ passesInARow: 3, passesNeeded: 5 })] }));
    expect(await within(await header()).findByText('Quarantined')).toBeTruthy();
    expect((await header()).textContent).toMatch(
      /Flaky: the target system answers late at night\. 3 of 5 passes in a row to leave; since 2026-11-18 08:30 UTC by QA_LEAD/,
    );
  });

  it('is entered with a reason, after the passes asked for (5 unless changed)', async () => {
    const state = triageState();
    const { user } = open(state);
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
    expect(state.asked.filter((asked) => asked.startsWith('POST'))).toEqual([]);
    await user.type(why, 'Flaky since the target moved');
    await user.clear(passes);
    await user.type(passes, '2');
    await user.click(within(form).getByRole('button', { name: 'Quarantine' }));
    expect(await within(await header()).findByText('Quarantined')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Quarantine the test case' })).toBeNull();
    expect(state.asked).toContain(
      'POST /api/triage/quarantine {"CASEID":"0000100003","reason":"Flaky since the target moved","passesNeeded":2}',
    );
    expect((await header()).textContent).toMatch(/0 of 2 passes in a row to leave/);
  });

  it('says at the field how many passes it may ask for', async () => {
    const { user } = open(triageState());
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
    const state = triageState({ quarantines: [onThisCase()] });
    const { user } = open(state);
    await user.click(await screen.findByRole('button', { name: 'Leave quarantine' }));
    expect(await screen.findByRole('button', { name: 'Quarantine…' })).toBeTruthy();
    expect(within(await header()).queryByText('Quarantined')).toBeNull();
  });

  it('is shown to a read-only user without controls', async () => {
    open(triageState({ canChange: false, quarantines: [onThisCase()] }));
    expect(await within(await header()).findByText('Quarantined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /quarantine/i })).toBeNull();
  });

  it('is not there where the server keeps no history', async () => {
    const { queryClient } = renderRoutes(ROUTES, '/testcases/100003/overview');
    expect(await header()).toBeTruthy();
    // Both reads answered (the server's 404: no dashboard API here) before looking for what they would show: the
    // settings as none, the quarantines as a failure.
    await waitFor(() => {
      expect(queryClient.getQueryState(triageKeys.settings())).toMatchObject({ status: 'success', data: null });
      expect(queryClient.getQueryState(triageKeys.quarantineList(false))?.status).toBe('error');
    });
    expect(screen.queryByRole('button', { name: /quarantine/i })).toBeNull();
  });
});
