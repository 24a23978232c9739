import { expect, test } from '@playwright/test';
import { API } from './support/service';

/** The service's reads and the dashboard's own: the store answers the tree while only the service is down. */
const down = (url: URL) => url.pathname.startsWith(`${API}/`) || url.pathname.startsWith('/api/');
/**
 * A run's reads: the page follows a run in progress through the dashboard store's copy while it is fresh, so a lost
 * connection drops both.
 */
const runReads = (url: URL) => url.pathname.startsWith(`${API}/testruns/`) || url.pathname.startsWith('/api/run/');

test.describe('faults are clear and recoverable', () => {
  test('the server down at start: the tree says so, counts down to its next try, and Try now recovers', async ({
    page,
  }) => {
    await page.route(down, (route) => route.abort('connectionrefused'));
    await page.goto('/explorer');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the folders' });
    await expect(alert).toContainText('The service is not answering', { timeout: 30_000 });
    await expect(alert.getByRole('timer')).toHaveText(/^trying again in \d+ s…$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await alert.getByText('Technical details').click();
    await expect(alert).toContainText('could not be reached');
    await expect(alert.getByRole('button', { name: 'Copy details' })).toBeVisible();
    await page.unroute(down);
    await alert.getByRole('button', { name: 'Try now' }).click();
    await expect(page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('one endpoint failing with 500 leaves the rest of the app working', async ({ page }) => {
    // The folder's list, from the dashboard server's store, fails as a proxy in front of it would.
    await page.route('**/api/folders/cases?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><title>500 Internal Server Error</title></html>',
      }),
    );
    await page.goto('/folders/103');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load the test cases' })).toContainText(
      '500 Internal Server Error',
    );
    await page.getByRole('link', { name: 'Runs' }).click();
    await expect(page.getByRole('table', { name: 'Test runs' })).toBeVisible();
    await page.unroute('**/api/folders/cases?*');
    await page.goBack();
    await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
  });

  test('a 10-second answer shows a loading state while the rest stays usable', async ({ page }) => {
    // The Results tab's page of results, from the dashboard server's store.
    await page.route('**/api/test-case/results?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/testcases/100003/results');
    await expect(page.getByRole('status').filter({ hasText: 'Loading results' })).toBeAttached();
    await page.getByRole('tab', { name: 'Variables' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading results');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('Automation object')).toBeVisible();
  });

  test('following a run survives the service dropping out for a while, its state unknown meanwhile', async ({
    page,
  }) => {
    // 33 test cases (two folders) at the test service's pace keep the run going for about 10 s: long enough to
    // see its progress on a loaded machine and to lose contact before it ends (8 cases once ended first).
    await page.goto('/runs/new?folders=108,109');
    await page.getByRole('button', { name: 'Start run' }).click();
    const status = page.getByRole('region', { name: 'Result' }).getByRole('status');
    await expect(page.getByRole('progressbar', { name: 'Run progress' })).toBeVisible();
    await expect(page).toHaveTitle(/^\d+% · /);
    await page.route(runReads, (route) => route.abort('connectionreset'));
    await expect(status).toContainText(
      /^State unknown since \d\d:\d\d UTC — the service is not answering; still trying · 33 test cases/,
      { timeout: 20_000 },
    );
    await expect(status).not.toContainText('Running');
    const time = page.getByRole('region', { name: 'Result' }).getByText(/^Elapsed /);
    await expect(time).toContainText('no estimate of the time left while the state is unknown');
    await expect(time).not.toContainText(/left \(estimated/);
    await expect(page).toHaveTitle(/^State unknown · /);
    await page.unroute(runReads);
    await expect(status.filter({ hasText: 'Finished' })).toBeVisible({ timeout: 30_000 });
    await expect(status).not.toContainText('State unknown');
    await expect(page).toHaveTitle(/^Finished · /);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an expired token in the middle of a session is renewed without a duplicate run', async ({ page, request }) => {
    await page.goto('/runs/new?cases=100009');
    await page.getByLabel('Asynchronous').uncheck();
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible();
    let posts = 0;
    await page.route(`**${API}/testruns`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      if (posts === 1)
        return route.fulfill({
          status: 403,
          headers: { 'X-CSRF-Token': 'Required', 'content-type': 'application/json' },
          body: '{"error":{"code":"CSRF_TOKEN_INVALID","message":{"lang":"en","value":"CSRF token validation failed"}}}',
        });
      return route.continue();
    });
    const name = `Token renewal ${Date.now()}`;
    await page.goto(`/runs/new?cases=100010&name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    expect(posts).toBe(2);
    const runs = (
      (await (await request.get(`${API}/testruns?NAME=${encodeURIComponent(name)}`)).json()) as { DATA: unknown[] }
    ).DATA;
    expect(runs).toHaveLength(1);
  });
});
