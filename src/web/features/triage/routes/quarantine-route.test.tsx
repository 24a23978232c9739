import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListedQuarantine, QuarantineList } from '../../../../contract/dashboard-api/triage-quarantine';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { QuarantineRoute } from './quarantine-route';
import { setupMockServer, TEST_ORIGIN } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { answerWithStoreOff } from '../../../testing/store-off';

const mock = setupMockServer();
// The run's dashboard server, whose store other files write to meanwhile: this file quarantines its own share of
// the seeded test cases. AUDITOR may read but not start runs.
const store = setupStoreApi(mock, 'quarantine-route');
const ROUTES = [{ path: paths.quarantine.pattern, element: <QuarantineRoute /> }];
const REASON = 'Flaky: the target system answers late at night';

const taken = new Set<string>();
/** A seeded test case of this file's share that no earlier test of this file quarantined, with its folder. */
function aCase() {
  for (const testCase of mock.service.store.testCases.values())
    if (store.ownsCase(testCase.CASEID) && !taken.has(testCase.CASEID)) {
      taken.add(testCase.CASEID);
      const folder = mock.service.store.folders.get(testCase.SCNRID)!;
      return { CASEID: testCase.CASEID, description: testCase.DESCR, folder };
    }
  throw new Error('The seeded data holds no test case left to quarantine');
}

const enter = (CASEID: string, passesNeeded?: number) =>
  store.write('POST', '/api/triage/quarantine', { CASEID, reason: REASON, passesNeeded });
const leave = (CASEID: string) => store.write('POST', '/api/triage/quarantine/leave', { CASEID });

/**
 * For the current test the page gets the server's list of quarantines with `change` made to it: for what a test
 * cannot make on a store other files read, or to show the list of this test's cases alone.
 */
function listAs(change: (quarantines: ListedQuarantine[]) => ListedQuarantine[]) {
  mock.server.use(
    http.get(`${TEST_ORIGIN}/api/triage/quarantine`, async ({ request }) => {
      const answer = await store.send(`/api/triage/quarantine${new URL(request.url).search}`);
      const { quarantines } = (await answer.json()) as QuarantineList;
      return HttpResponse.json({ quarantines: change(quarantines) });
    }),
  );
}

function open(url = '/triage/quarantine') {
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, url) };
}

const table = () => screen.findByRole('table', { name: 'Quarantined test cases' });
const rowName = (caseId: string) => new RegExp(`(ID|Test case) ${unpadId(caseId)}(?!\\d)`);
const rowOf = async (caseId: string) => within(await table()).findByRole('row', { name: rowName(caseId) });

describe('the quarantine list', () => {
  it('shows each case in quarantine, why, since when and how near it is to leaving', async () => {
    const quarantined = aCase();
    const ended = aCase();
    await enter(quarantined.CASEID);
    await enter(ended.CASEID);
    await leave(ended.CASEID);
    open();
    const id = unpadId(quarantined.CASEID);
    const row = await rowOf(quarantined.CASEID);
    expect(row.textContent).toMatch(
      new RegExp(`ID ${id}.*${REASON}.*\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC by DEVELOPER.*0 of 5`),
    );
    expect(within(row).getByRole('link', { name: quarantined.description }).getAttribute('href')).toBe(
      `/testcases/${id}/overview`,
    );
    const folderId = unpadId(quarantined.folder.SCNRID);
    const folder = within(row).getByRole('link', { name: `${quarantined.folder.DESCR} (${folderId})` });
    expect(folder.getAttribute('href')).toBe(`/folders/${folderId}`);
    // An ended quarantine is listed only when asked for.
    expect(within(await table()).queryByRole('row', { name: rowName(ended.CASEID) })).toBeNull();
  });

  it('names a case the history store does not hold by its ID, and says so', async () => {
    const { CASEID } = aCase();
    await enter(CASEID);
    // The store's catalogue loses a case the service deleted; the mock deletes none.
    listAs((quarantines) => quarantines.map((each) => (each.CASEID === CASEID ? { ...each, testCase: null } : each)));
    open();
    const id = unpadId(CASEID);
    const row = await rowOf(CASEID);
    expect(
      within(row)
        .getByRole('link', { name: `Test case ${id}` })
        .getAttribute('href'),
    ).toBe(`/testcases/${id}/overview`);
    expect(within(row).getByText('Not in the history store')).toBeTruthy();
    expect(within(row).getAllByRole('link')).toHaveLength(1);
  });

  it('lists ended quarantines too when asked, keeping the choice in the URL', async () => {
    const { CASEID } = aCase();
    await enter(CASEID, 2);
    await leave(CASEID);
    // A quarantine leaves by itself once the store syncs the passes asked for, but a run on the shared server
    // would change the history every other file reads: the one left by hand reads as left after two passes.
    listAs((quarantines) =>
      quarantines.map((each) =>
        each.CASEID === CASEID ? { ...each, leftHow: 'passes', leftBy: null, passesInARow: 2 } : each,
      ),
    );
    const requests = mock.recordRequests();
    const { user, router } = open();
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Include ended quarantines' }));
    const row = await rowOf(CASEID);
    expect(row.textContent).toMatch(/Left by itself \d{4}-\d\d-\d\d \d\d:\d\d UTC, after 2 passes in a row/);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(router.state.location.search).toBe('?ended=1');
    expect(requests.map((request) => request.url)).toContain(`${TEST_ORIGIN}/api/triage/quarantine?left=X`);
  });

  it('takes a case out of quarantine by hand', async () => {
    const { CASEID } = aCase();
    await enter(CASEID);
    // The list of this test's case alone, which is then empty: other tests and files keep cases in quarantine.
    listAs((quarantines) => quarantines.filter((each) => each.CASEID === CASEID));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Leave quarantine: test case ${unpadId(CASEID)}` }));
    expect(await screen.findByText('No test case is in quarantine.')).toBeTruthy();
    const { quarantines } = (await (await store.send('/api/triage/quarantine?left=X')).json()) as QuarantineList;
    expect(quarantines.find((each) => each.CASEID === CASEID)).toMatchObject({ leftHow: 'hand', leftBy: 'DEVELOPER' });
  });

  it('offers a read-only user no way to change it', async () => {
    const { CASEID } = aCase();
    await enter(CASEID);
    store.answerAs('AUDITOR');
    open();
    // The settings say who may change, read beside the list: both answered before looking for a button.
    expect(await screen.findByText(/You can read what the team decided but not change it/)).toBeTruthy();
    await rowOf(CASEID);
    expect(screen.queryByRole('button', { name: /Leave quarantine/ })).toBeNull();
  });

  it('says why there is none on a server without a history', async () => {
    await answerWithStoreOff(mock);
    open();
    expect(await screen.findByText('Triage is not available: this server keeps no history.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });
});
