import { request as requests } from '@playwright/test';
import type { NeedsTriage } from '../src/contract/dashboard-api/needs-triage';
import { unpadId } from '../src/contract/ids';
import type { RunDetail, Scenario, TestCase } from '../src/contract/records';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { expect, test } from './support/store-server';
import { MENU_MAX_WIDTH, VIEWPORTS } from './support/viewports';

// A case that passes in almost every run (the mock's stable temperament), so a few runs give it passes in a row.
const CASE = '100003';
const PASSES_NEEDED = 2;

test.describe('the lead’s quarantine and needs-triage queue on a server with a history store', () => {
  test('a flaky case quarantined from its page leaves by itself after its passes', async ({ page, storeServer }) => {
    const service = await requests.newContext({ baseURL: storeServer.origin });
    await page.goto(`${storeServer.origin}/testcases/${CASE}/overview`);
    await page.getByRole('button', { name: 'Quarantine…' }).click();
    const form = page.getByRole('form', { name: 'Quarantine the test case' });
    await form.getByRole('textbox', { name: 'Why' }).fill('Flaky: the target answers late at night');
    await form.getByRole('spinbutton', { name: 'Passes in a row to leave' }).fill(String(PASSES_NEEDED));
    await form.getByRole('button', { name: 'Quarantine' }).click();
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Quarantined')).toBeVisible();
    await expect(header).toContainText(`0 of ${PASSES_NEEDED} passes in a row to leave`);

    await page.goto(`${storeServer.origin}/triage/quarantine`);
    const list = page.getByRole('table', { name: 'Quarantined test cases' });
    const row = list.getByRole('row', { name: new RegExp(`ID ${CASE}`) });
    await expect(row).toContainText(`Flaky: the target answers late at night`);
    // Named as the service names the case and its folder, each linked.
    const [testCase] = await readData<TestCase>(service, `/testcases/${CASE}`);
    const [folder] = await readData<Scenario>(service, `/scenarios/${testCase!.SCNRID}`);
    await expect(row.getByRole('link', { name: testCase!.DESCR })).toHaveAttribute(
      'href',
      `/testcases/${CASE}/overview`,
    );
    const folderId = unpadId(folder!.SCNRID);
    await expect(row.getByRole('link', { name: `${folder!.DESCR} (${folderId})` })).toHaveAttribute(
      'href',
      `/folders/${folderId}`,
    );

    // Runs of the case until it has passed as often in a row as its quarantine asks (a failure starts again).
    let inARow = 0;
    for (let run = 0; run < 10 && inARow < PASSES_NEEDED; run++) {
      const runId = await startRun(service, { TEST_CASES: [CASE], TEST_RUN_NAME: `E2E quarantine ${run}`, ASYNC: '' });
      const [finished] = await readData<{ DETAILS: RunDetail[] }>(service, `/testruns/${runId}?$includeDetails=true`);
      inARow = ['S', 'W'].includes(finished!.DETAILS[0]!.STATUS) ? inARow + 1 : 0;
    }
    expect(inARow).toBe(PASSES_NEEDED);
    await storeServer.synced();

    await page.goto(`${storeServer.origin}/triage/quarantine`);
    // Its own case has left; the lifecycle spec's quarantine policy may hold others on this worker's server.
    await expect(page.getByText('No test case is in quarantine.').or(list)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Include ended quarantines' }).check();
    await expect(row).toContainText(`after ${PASSES_NEEDED} passes in a row`);
    await page.goto(`${storeServer.origin}/testcases/${CASE}/overview`);
    await expect(page.getByRole('button', { name: 'Quarantine…' })).toBeVisible();
    await expect(header.getByText('Quarantined')).toHaveCount(0);
    await service.dispose();
  });

  test('the overview counts the failures that need triage and leads to the queue', async ({ page, storeServer }) => {
    const queue = (await (
      await page.request.get(`${storeServer.origin}/api/triage/needs-triage`)
    ).json()) as NeedsTriage;
    expect(queue.total.failures).toBeGreaterThan(0);
    await page.goto(`${storeServer.origin}/`);
    const count = page.getByRole('link', {
      name: `${queue.total.failures.toLocaleString('en-US')} failures need triage`,
    });
    await count.click();
    await expect(page).toHaveURL(/\/triage$/);
    const table = page.getByRole('table', { name: 'Failures that need triage' });
    await expect(table.getByRole('row')).toHaveCount(1 + Math.min(queue.entries.length, 50));
    const newest = queue.entries[0]!.newest;
    await expect(table.getByRole('row').nth(1).getByRole('link', { name: newest.RUN_NAME })).toHaveAttribute(
      'href',
      `/runs/${newest.RUN_ID}`,
    );
    await expect(page.getByRole('form', { name: 'Outage rule' })).toBeVisible();
    // Just wide enough for the header's links in a row, Triage among them, without the page scrolling sideways.
    await page.setViewportSize({ width: MENU_MAX_WIDTH + 1, height: VIEWPORTS.laptop.height });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the queue says which window values of a forwarded link it could not use', async ({ page, storeServer }) => {
    await page.goto(`${storeServer.origin}/triage?days=-5&limit=999999`);
    const leftOut = page.getByRole('alert').filter({ hasText: 'This link asks for a window the queue cannot use' });
    await expect(leftOut.getByRole('listitem')).toHaveText([
      /^"Runs started in the last" is "-5" in the link.*the default, 30 days, is used instead\.$/,
      /^"Causes listed" is "999999" in the link.*the default, 50 causes, is used instead\.$/,
    ]);
    await expect(page.getByRole('combobox', { name: 'Runs started in the last' })).toHaveValue('30');
    await page.getByRole('combobox', { name: 'Causes listed' }).selectOption('up to 200');
    await expect(page).toHaveURL(/\/triage\?limit=200$/);
    await expect(leftOut).toHaveCount(0);
  });
});
