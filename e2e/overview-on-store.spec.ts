import { request as playwrightRequest } from '@playwright/test';
import { API } from './support/service';
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
});
