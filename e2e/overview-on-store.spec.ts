import { request as playwrightRequest } from '@playwright/test';
import { number, openOverview } from './support/overview';
import { API, readData } from './support/service';
import { startRun } from './support/start-run';
import { expect, test } from './support/store-server';

interface ListedRun {
  TC_TOTAL: number;
}

test.describe('the overview on a server that keeps a history', () => {
  test("shows the store's figures, how far the history is, and a run that ends without a reload", async ({
    page,
    storeServer,
  }) => {
    const service = await playwrightRequest.newContext({ baseURL: storeServer.origin });
    const listed = await service.get(`${API}/testruns?STARTED_FROM=2026-10-01&STARTED_TO=2026-11-20`);
    const runs = ((await listed.json()) as { DATA: ListedRun[] }).DATA;
    const executions = runs.reduce((sum, run) => sum + run.TC_TOTAL, 0);

    await page.goto(`${storeServer.origin}/?from=2026-10-01&to=2026-11-20`);
    const tile = page.getByRole('region', { name: 'Executions' });
    await expect(tile).toContainText(`${executions.toLocaleString('en-US')} executions`);
    await expect(page.getByText(/^History complete up to \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/)).toBeVisible();

    // Today's overview open, a run starts and ends: it shows among the latest finished by itself.
    await page.goto(`${storeServer.origin}/`);
    const runsTile = page.getByRole('region', { name: 'Runs' });
    await expect(runsTile).toBeVisible();
    const name = `Store probe ${Date.now()}`;
    const cases = (await (await service.get(`${API}/testcases?$top=2`)).json()) as { DATA: { CASEID: string }[] };
    await startRun(service, { TEST_CASES: cases.DATA.map((each) => each.CASEID), TEST_RUN_NAME: name, ASYNC: '' });
    await expect(runsTile.getByRole('link', { name })).toBeVisible({ timeout: 30_000 });
    await service.dispose();
  });

  test("with one folder chosen, the failing tile leads to the explorer's list of its failed cases", async ({
    page,
    storeServer,
  }) => {
    const service = await playwrightRequest.newContext({ baseURL: storeServer.origin });
    const failed = (await readData<{ SCNRID: string; LAST_STATUS: string }>(service, '/testcases')).find(
      (testCase) => testCase.LAST_STATUS === 'E',
    )!;
    await service.dispose();
    const folder = String(Number(failed.SCNRID));
    await openOverview(page, `${storeServer.origin}/?from=2026-10-01&to=2026-11-20&folder=${folder}`);
    const failing = page.getByRole('region', { name: 'Test cases failing now' });
    // The tile counts failed and aborted cases; the explorer's filter on "Failed" lists the failed ones.
    const figure = failing.getByText(/test cases whose last result failed/);
    await expect(figure).toBeVisible();
    const [, total, aborted] = /^([\d,]+) test cases whose last result failed \([\d,]+ failed, ([\d,]+) aborted\)/.exec(
      (await figure.textContent())!,
    )!;
    await failing.getByRole('link', { name: 'List the failed ones in the explorer' }).click();
    await expect(page).toHaveURL(new RegExp(`/folders/${folder}\\?sub=1&f\\.Last\\+status=Failed`));
    await expect(page.getByRole('status').filter({ hasText: 'last failed' })).toContainText(
      new RegExp(`${total} last failed(, \\d+ flaky)?; ${number(total!) - number(aborted!)} match the filters`),
    );
    await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toContainText('Failed');
  });
});
