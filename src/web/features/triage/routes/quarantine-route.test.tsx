import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../routes/paths';
import { QuarantineRoute } from './quarantine-route';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { quarantine, storeOff, triageHandlers, triageState, type TriageState } from '../../../testing/triage-queue-api';

const mock = setupMockServer();
const ROUTES = [{ path: paths.quarantine.pattern, element: <QuarantineRoute /> }];

const flaky = quarantine();
const ended = quarantine({
  id: 2,
  CASEID: '0000000830',
  reason: 'Reference out of date',
  passesNeeded: 2,
  passesInARow: 2,
  leftAt: '2026-11-19T03:00:00Z',
  leftHow: 'passes',
  // Deleted from the store's catalogue since.
  testCase: null,
});

function open(state: TriageState, url = '/triage/quarantine') {
  mock.server.use(...triageHandlers(state));
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, url) };
}

const table = () => screen.findByRole('table', { name: 'Quarantined test cases' });

describe('the quarantine list', () => {
  it('shows each case in quarantine, why, since when and how near it is to leaving', async () => {
    open(triageState({ quarantines: [flaky, ended] }));
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = within(await table()).getByRole('row', { name: /Sales order to the billing interface/ });
    expect(row.textContent).toMatch(
      /ID 825.*Flaky: the target system answers late at night.*2026-11-18 08:30 UTC by QA_LEAD.*2 of 5/,
    );
    expect(within(row).getByRole('link', { name: 'Sales order to the billing interface' }).getAttribute('href')).toBe(
      '/testcases/825/overview',
    );
    expect(within(row).getByRole('link', { name: 'Billing (42)' }).getAttribute('href')).toBe('/folders/42');
  });

  it('names a case the history store does not hold by its ID, and says so', async () => {
    open(triageState({ quarantines: [{ ...flaky, testCase: null }] }));
    const row = within(await table()).getByRole('row', { name: /Test case 825/ });
    expect(within(row).getByRole('link', { name: 'Test case 825' }).getAttribute('href')).toBe(
      '/testcases/825/overview',
    );
    expect(within(row).getByText('Not in the history store')).toBeTruthy();
    expect(within(row).getAllByRole('link')).toHaveLength(1);
  });

  it('lists ended quarantines too when asked, keeping the choice in the URL', async () => {
    const state = triageState({ quarantines: [flaky, ended] });
    const { user, router } = open(state);
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Include ended quarantines' }));
    const row = await within(await table()).findByRole('row', { name: /Test case 830/ });
    expect(row.textContent).toMatch(/Left by itself 2026-11-19 03:00 UTC, after 2 passes in a row/);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(router.state.location.search).toBe('?ended=1');
    expect(state.asked).toContain('GET /api/triage/quarantine?left=X');
  });

  it('takes a case out of quarantine by hand', async () => {
    const state = triageState({ quarantines: [flaky] });
    const { user } = open(state);
    await user.click(await screen.findByRole('button', { name: 'Leave quarantine: test case 825' }));
    expect(await screen.findByText('No test case is in quarantine.')).toBeTruthy();
    expect(state.asked).toContain('POST /api/triage/quarantine/leave {"CASEID":"0000000825"}');
  });

  it('offers a read-only user no way to change it', async () => {
    open(triageState({ canChange: false, user: 'AUDITOR', quarantines: [flaky] }));
    await table();
    expect(screen.queryByRole('button', { name: /Leave quarantine/ })).toBeNull();
    expect(screen.getByText(/You can read what the team decided but not change it/)).toBeTruthy();
  });

  it('says why there is none on a server without a history', async () => {
    mock.server.use(storeOff());
    renderRoutes(ROUTES, '/triage/quarantine');
    expect(await screen.findByText('Triage is not available: this server keeps no history.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });
});
