// The runs list: which runs are running, runs in progress followed from the store, a reader kept in place while
// runs come in, dates typed, outages recovered from. Its columns: runs-columns.spec.ts; its chart: runs-chart.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { layoutShift, LIGHTHOUSE_DESKTOP, watchLayoutShift } from './support/layout-shift';
import { API } from './support/service';
import { startRun } from './support/start-run';
import { columnTexts } from './support/table-cells';

/** The runs list's reads of the store. */
const runsApi = (url: URL) => url.pathname === '/api/runs';

/**
 * What `read` tells after the page's clock (installed) has moved on half a minute, when a list with no run in
 * progress reads the store again; polled, until the store has learnt a run just started (its sync is real time).
 */
async function afterHalfAMinute<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.clock.fastForward(30_000);
  return read();
}
const SYNCED = { timeout: 30_000, intervals: [1000] };

/** Waits until the store lists a run whose name holds `words` (its sync learns a run started here at once). */
async function storeHas(page: Page, words: string): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/runs?q=${encodeURIComponent(words)}`);
      return ((await answer.json()) as { total: number }).total;
    })
    .toBeGreaterThan(0);
}

test.describe('the runs list', () => {
  test('a status column says which runs are running and which have finished', async ({ page }) => {
    const name = `E2E status ${Date.now()}`;
    const cases = Array.from({ length: 40 }, (_, index) => String(100201 + index));
    await startRun(page.request, { TEST_CASES: cases, TEST_RUN_NAME: name, ASYNC: 'X' });
    await storeHas(page, name);
    await page.goto(`/runs?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect.poll(() => columnTexts(table, 'Status')).toEqual(['Running']);
    await expect(page.getByRole('status').filter({ hasText: /^1 run\b/ })).toContainText('some still in progress');
    // The list refreshes itself while a run in it is in progress.
    await expect.poll(() => columnTexts(table, 'Status'), { timeout: 30_000 }).toEqual(['Finished']);
    const [passed, failed, total] = await Promise.all(
      ['Passed', 'Failed', 'Total'].map(async (column) => Number((await columnTexts(table, column))[0])),
    );
    expect(total).toBe(40);
    expect(passed! + failed!).toBe(40);
  });

  test('follows a run in progress from the store, never the service, and shows a run started since', async ({
    page,
  }) => {
    const stamp = `E2E follow ${Date.now()}`;
    const cases = Array.from({ length: 40 }, (_, index) => String(100201 + index));
    await startRun(page.request, { TEST_CASES: cases, TEST_RUN_NAME: `${stamp} long`, ASYNC: 'X' });
    await storeHas(page, stamp);
    // From here on, what the page asks of the service: nothing, the store answers the list.
    const serviceReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(API)) serviceReads.push(request.url());
    });
    await page.goto(`/runs?q=${encodeURIComponent(stamp)}`);
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(page.getByRole('status').filter({ hasText: /^1 run, some still in progress/ })).toBeVisible({
      timeout: 20_000,
    });
    await startRun(page.request, { TEST_CASES: cases.slice(0, 2), TEST_RUN_NAME: `${stamp} since`, ASYNC: '' });
    await expect(table.getByRole('link', { name: `${stamp} since` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /^2 runs$/ })).toBeVisible({ timeout: 30_000 });
    expect(serviceReads).toEqual([]);
  });

  test('a list left open shows a run started elsewhere, though no run in it was in progress', async ({ page }) => {
    // The page's clock is ours, so half a minute passes at once; the service's runs and the store's sync are real.
    await page.clock.install();
    const name = `E2E started elsewhere ${Date.now()}`;
    const cases = ['100201', '100202'];
    await startRun(page.request, { TEST_CASES: cases, TEST_RUN_NAME: `${name} first`, ASYNC: '' });
    await page.goto(`/runs?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Test runs' });
    const status = page.getByRole('status').filter({ hasText: /runs?\b/ });
    await expect.poll(() => afterHalfAMinute(page, () => status.textContent()), SYNCED).toBe('1 run');
    await startRun(page.request, { TEST_CASES: cases, TEST_RUN_NAME: `${name} second`, ASYNC: '' });
    await expect.poll(() => afterHalfAMinute(page, () => status.textContent()), SYNCED).toBe('2 runs');
    await expect(table.getByRole('link', { name: `${name} second` })).toBeVisible();
    // The newest first, as the list reads unsorted.
    expect(await columnTexts(table, 'Name')).toEqual([`${name} second`, `${name} first`]);
  });

  test('a reader scrolled down the list keeps the same runs in view while a new run comes in on top', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/runs');
    const table = page.getByRole('table', { name: 'Test runs' });
    const status = page.getByRole('status').filter({ hasText: /^[\d,]+ runs\b/ });
    await expect(status).toHaveText(/^[\d,]+ runs$|some still in progress/);
    const runs = async () => Number((await status.textContent())!.match(/^([\d,]+)/)![1]!.replaceAll(',', ''));
    const before = await runs();
    await table.getByRole('rowheader').first().hover();
    await page.mouse.wheel(0, 600);
    // The run named in the row at the middle of the table (its own scroll area), where a reader's eye rests.
    const box = (await table.boundingBox())!;
    const runAtEye = () =>
      page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="row"]')?.querySelector('a')?.textContent ?? '',
        [box.x + 200, box.y + box.height / 2] as const,
      );
    await expect.poll(runAtEye).not.toBe('');
    const seen = await runAtEye();
    const name = `E2E came in on top ${Date.now()}`;
    await startRun(page.request, { TEST_CASES: ['100201'], TEST_RUN_NAME: name, ASYNC: '' });
    await expect.poll(() => afterHalfAMinute(page, runs), SYNCED).toBeGreaterThan(before);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(500);
    expect(await runAtEye()).toBe(seen);
    // It is there, on top, for the reader who scrolls back up.
    await page.mouse.wheel(0, -100_000);
    await expect(table.getByRole('link', { name })).toBeVisible();
  });

  test('stays put while its runs arrive and the chart is drawn', async ({ page }) => {
    // The chart came in above the rows once they had shown, pushing the table 200 px down (shift 0.107).
    await page.setViewportSize(LIGHTHOUSE_DESKTOP);
    await watchLayoutShift(page);
    await page.goto('/runs');
    await expect(page.getByRole('group', { name: 'Pass rate over time, one point per run' })).toBeVisible();
    // Every run read: the status counts them without "so far".
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ runs/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('a link with a run type the service does not have says so under Type, until a type is chosen', async ({
    page,
  }) => {
    await page.goto('/runs?type=XX&to=2026-11-19');
    const type = page.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveValue('');
    await expect(type).toHaveAccessibleDescription('The link\'s type "XX" is not a run type, so all types are shown.');
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ runs/ })).toBeVisible();
    await type.selectOption({ label: 'Smoke test (SM)' });
    await expect(page).toHaveURL(/[?&]type=SM(&|$)/);
    await expect(type).toHaveAccessibleDescription('');
  });

  test('a date being typed leaves the list as it was, and says what is wrong once the field is left', async ({
    page,
  }) => {
    await page.goto('/runs?to=2026-11-19');
    const status = page.getByRole('status').filter({ hasText: /^[\d,]+ runs/ });
    const counted = async () => Number((await status.innerText()).replace(/ runs.*/s, '').replaceAll(',', ''));
    await expect(status).toBeVisible();
    const before = await counted();
    const from = page.getByLabel('Started from', { exact: true });
    // On its way to a date: nothing is wrong yet, nothing is asked for, and the list stays the one before.
    await from.pressSequentially('2026-11-1');
    await expect(from).toHaveAccessibleDescription('');
    await expect(page).toHaveURL(/\?to=2026-11-19$/);
    expect(await counted()).toBe(before);
    // Left like that: the field says what is wrong, and the list is still there.
    await from.blur();
    await expect(from).toHaveAccessibleDescription('Enter the date as yyyy-mm-dd, e.g. 2026-11-20.');
    await expect(page).toHaveURL(/\?to=2026-11-19$/);
    await expect(page.getByRole('table', { name: 'Test runs' }).getByRole('row').nth(1)).toBeVisible();
    expect(await counted()).toBe(before);
    // Finished: the list follows the date.
    await from.fill('2026-11-10');
    await expect(page).toHaveURL(/from=2026-11-10(&|$)/);
    await expect(from).toHaveAccessibleDescription('');
    await expect.poll(counted).toBeLessThan(before);
    await expect(page.getByText(/^The list below still shows/)).toHaveCount(0);
  });

  test('recovers by itself when the dashboard server answers again after an outage', async ({ page }) => {
    await page.route(runsApi, (route) => route.abort('connectionrefused'));
    await page.goto('/runs');
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load the runs' });
    await expect(problem.getByRole('timer')).toHaveText(/^trying again in \d+ s…$/, { timeout: 20_000 });

    await page.unroute(runsApi);
    // No click: the next automatic try finds the server again.
    await expect(page.getByRole('table', { name: 'Test runs' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 30_000,
    });
    await expect(problem).toHaveCount(0);
  });

  test('without a store says in one line that it needs one, and reads no runs @direct', async ({ page }) => {
    const runReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/testruns') || pathname.startsWith('/api/runs')) runReads.push(pathname);
    });
    await page.goto('/runs');
    await expect(page.getByText(/^The runs list needs the dashboard's server with its history store/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Test runs' })).toHaveCount(0);
    expect(runReads).toEqual([]);
  });

  test('the breadcrumb says where the list is', async ({ page }) => {
    await page.goto('/runs');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Runs');
  });
});
