import { request as requests } from '@playwright/test';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { expect, test } from './support/store-server';

interface Run {
  RUN_ID: string;
  NAME: string;
}

test.describe('the runs list on a server with a history store', () => {
  test("lists the store's runs, a new one once synced, and says why it refuses a filter", async ({
    page,
    storeServer,
  }) => {
    const service = await requests.newContext({ baseURL: storeServer.origin });
    const runs = await readData<Run>(service, '/testruns');
    const fromStore = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/runs');
    await page.goto(`${storeServer.origin}/runs`);
    expect((await fromStore).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: /runs?\b/ })).toHaveText(`${runs.length} runs`);
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(runs[0]!.NAME || runs[0]!.RUN_ID);

    // A run started and finished on the service shows once the store has synced it.
    const name = `E2E store list ${Date.now()}`;
    await startRun(service, { TEST_CASES: ['100201', '100202'], TEST_RUN_NAME: name, ASYNC: '' });
    await storeServer.synced();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /runs?\b/ })).toHaveText(`${runs.length + 1} runs`);
    const newest = table.getByRole('row').nth(1);
    await expect(newest.getByRole('link')).toHaveText(name);
    await expect(newest).toContainText('Finished');

    // A filter the store cannot use is named, not a blank list.
    await page.goto(`${storeServer.origin}/runs?user=SOMEONE_TOO_LONG`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not load the runs');
    await expect(alert).toContainText('"user" is longer than an SAP user name (12 characters).');
    await service.dispose();
  });
});
