// Only in the through-proxy project: proves the app server forwards to the real system instead of
// answering itself, so the journeys that project runs really cross the proxy.
import { expect, test } from '@playwright/test';
import { API } from '../support/service';

test.describe('the app in backend mode', { tag: '@journey' }, () => {
  test('a run started in the app is recorded on the real system behind it', async ({ page, request }, testInfo) => {
    const realSystem = String(testInfo.project.metadata.realSystemUrl);
    const name = `Through the proxy ${Date.now()}`;
    await page.goto('/runs/new?cases=100006');
    await page.getByLabel('Run name').fill(name);
    await page.getByLabel('Asynchronous').uncheck();
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible();
    const runId = /\/runs\/([0-9A-F]{32})$/.exec(page.url())?.[1];
    expect(runId).toBeDefined();

    const direct = await request.get(`${realSystem}${API}/testruns/${runId}`);
    expect(direct.status()).toBe(200);
    const [run] = ((await direct.json()) as { DATA: { NAME: string; TC_TOTAL: number }[] }).DATA;
    expect(run).toMatchObject({ NAME: name, TC_TOTAL: 1 });
  });
});
