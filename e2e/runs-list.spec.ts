import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { layoutShift, LIGHTHOUSE_DESKTOP, watchLayoutShift } from './support/layout-shift';
import { focusObscured } from './support/focus-obscured';
import { API, readData } from './support/service';
import { startRun } from './support/start-run';
import { cutPartsOf } from './support/text-lines';
import { ROW_CELLS } from './support/table-cells';
import { VIEWPORTS } from './support/viewports';
import { formatDuration } from '../src/format/format';
import { fromRunRow, type RunRowTuple } from '../src/contract/dashboard-api/runs';

interface Run {
  RUN_ID: string;
  NAME: string;
  TC_PASSED: number;
  TC_FAILED: number;
  TC_TOTAL: number;
  STARTED_DATE: string;
  STARTED_TIME: string;
  END_DATE: string;
}

/** The cells of a column in the rows on screen, found by its header as a reader would. */
async function columnTexts(table: Locator, column: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim().startsWith(column));
  expect(index, `a "${column}" column`).toBeGreaterThanOrEqual(0);
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .evaluateAll((rows, [at, cells]) => rows.map((row) => row.querySelectorAll(cells)[at]?.textContent ?? ''), [
      index,
      ROW_CELLS,
    ] as const);
}

/** A run's pass rate in whole percent, of a run without aborts. */
const rate = (run: Run) => Math.round((run.TC_PASSED / run.TC_TOTAL) * 100);
/** The runs list's reads of the store. */
const runsApi = (url: URL) => url.pathname === '/api/runs';

const rgb = (color: string) => color.match(/\d+/g)!.slice(0, 3).map(Number);

/** A point of the runs chart by its accessible name: [whole, run name, start, percent passed, run type]. */
const parsePoint = (label: string) => /^(.*), (\d{4}-\d\d-\d\d \d\d:\d\d): (\d+)% passed \((.+)\)$/.exec(label)!;

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

  test('every column title sits on the first line of the header, a column without a filter too', async ({ page }) => {
    await page.goto('/runs');
    const table = page.getByRole('table', { name: 'Test runs' });
    const titleTop = async (column: string) =>
      (await table
        .getByRole('columnheader', { name: column })
        .getByRole('button', { name: column, exact: true })
        .boundingBox())!.y;
    const name = await titleTop('Name');
    // Pass rate, Passed, Failed, Total and Duration have no filter field below their titles.
    for (const column of ['Pass rate', 'Passed', 'Failed', 'Total', 'Duration', 'Start'])
      expect(Math.abs((await titleTop(column)) - name), column).toBeLessThanOrEqual(2);
  });

  test('a lead widens the names and hides columns not needed, and the list keeps them on the next visit', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await page.goto('/runs?to=2026-11-19');
    const table = page.getByRole('table', { name: 'Test runs' });
    const nightly = table.getByRole('link', { name: /^Nightly full regression \d{4}-\d{2}-\d{2}$/ }).first();
    await expect(nightly).toBeVisible();
    // Beside nine other columns a usual name is cut on a laptop.
    expect(await cutPartsOf(nightly)).toBeGreaterThan(0);
    await page.getByText('Columns', { exact: true }).click();
    for (const column of ['Passed', 'Total']) await page.getByRole('checkbox', { name: column, exact: true }).uncheck();
    await expect(table.getByRole('columnheader', { name: /^Total/ })).toHaveCount(0);
    const handle = table.getByRole('separator', { name: 'Resize Name column' });
    await expect(handle).toHaveAttribute('aria-valuenow', /^\d+$/);
    await handle.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => cutPartsOf(nightly)).toBe(0);

    await page.reload();
    await expect(nightly).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Total/ })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: /^Failed/ })).toBeVisible();
    expect(await cutPartsOf(nightly)).toBe(0);
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await expect(table.getByRole('columnheader', { name: /^Total/ })).toBeVisible();
    expect(await cutPartsOf(nightly)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('passed, failed and total are columns of their own, sorted as numbers', async ({ page }) => {
    const runs = await readData<Run>(page.request, '/testruns?STARTED_TO=2026-11-19');
    await page.goto('/runs?to=2026-11-19');
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(page.getByRole('status').filter({ hasText: 'runs' })).toHaveText(
      `${runs.length.toLocaleString('en-US')} runs`,
    );
    const sortFailed = table.getByRole('button', { name: /^Failed/ });
    await sortFailed.click();
    await expect(table.getByRole('columnheader', { name: /^Failed/ })).toHaveAttribute('aria-sort', 'ascending');
    // The server's page of the new order has come when the table is no longer busy.
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const ascending = (await columnTexts(table, 'Failed')).map(Number);
    expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));
    expect(ascending[0]).toBe(Math.min(...runs.map((run) => run.TC_FAILED)));
    await sortFailed.click();
    await expect(table.getByRole('columnheader', { name: /^Failed/ })).toHaveAttribute('aria-sort', 'descending');
    // The server's page of the new order has come when the table is no longer busy.
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const descending = (await columnTexts(table, 'Failed')).map(Number);
    expect(descending).toEqual(descending.toSorted((a, b) => b - a));
    // Numbers, not text: 10 sorts above 9.
    expect(descending[0]).toBe(Math.max(...runs.map((run) => run.TC_FAILED)));
    await expectNoSeriousA11yViolations(page);
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

  test('a duration column says how long each run took, and sorts the slowest first', async ({ page }) => {
    const runs = await readData<Run & { END_TIME: string }>(page.request, '/testruns?STARTED_TO=2026-11-19');
    const took = (run: Run & { END_TIME: string }) =>
      Date.parse(`${run.END_DATE}T${run.END_TIME}Z`) - Date.parse(`${run.STARTED_DATE}T${run.STARTED_TIME}Z`);
    const slowest = runs.filter((run) => run.END_DATE).reduce((slow, run) => (took(run) > took(slow) ? run : slow));
    await page.goto('/runs?to=2026-11-19');
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(page.getByRole('status').filter({ hasText: 'runs' })).toHaveText(
      `${runs.length.toLocaleString('en-US')} runs`,
    );
    const sort = table.getByRole('button', { name: /^Duration/ });
    const header = table.getByRole('columnheader', { name: /^Duration/ });
    await sort.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await sort.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const durations = await columnTexts(table, 'Duration');
    expect(durations[0]).toBe(formatDuration(took(slowest)));
    await expect(table.getByRole('rowheader').first()).toHaveText(slowest.NAME);
  });

  test('the pass-rate bar is its passed share in green and the rest in red, as its legend says; never amber', async ({
    page,
  }) => {
    // The store's rows, of runs without aborts a stop or an outage left out of their rate.
    const answer = await page.request.get('/api/runs?to=2026-11-19&limit=500');
    const runs = ((await answer.json()) as { rows: RunRowTuple[] }).rows
      .map(fromRunRow)
      .filter((run) => run.STOPPED === 0 && run.OUTAGES === 0);
    // 80-94% was an amber bar, the colour of "passed with warnings" on a run's page.
    const run = runs.find((each) => each.END_DATE && each.TC_TOTAL > 0 && rate(each) >= 80 && rate(each) < 95)!;
    await page.goto(`/runs?q=${encodeURIComponent(run.NAME)}&from=${run.STARTED_DATE}&to=${run.STARTED_DATE}`);
    await expect(page.getByText('Pass-rate bars: passed failed')).toBeVisible();
    // Names repeat; the name and the start tell a run apart.
    const row = page
      .getByRole('table', { name: 'Test runs' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: run.NAME }) })
      .filter({ hasText: `${run.STARTED_DATE} ${run.STARTED_TIME.slice(0, 5)}` });
    const cell = row.getByRole('cell').filter({ hasText: new RegExp(`^${rate(run)}%$`) });
    await expect(cell).toHaveCount(1);
    const parts = await cell.locator('.rate-bar > span').evaluateAll((spans) =>
      spans.map((span) => ({
        width: span.getBoundingClientRect().width,
        color: getComputedStyle(span).backgroundColor,
      })),
    );
    expect(parts).toHaveLength(2);
    const [passed, failed] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(passed.width / (passed.width + failed.width)).toBeCloseTo(rate(run) / 100, 1);
    const [pr, pg, pb] = rgb(passed.color);
    const [fr, fg] = rgb(failed.color);
    // Green, then red: neither is amber (red and green both high, blue low).
    expect(pg!).toBeGreaterThan(pr! * 1.5);
    expect(pg!).toBeGreaterThan(pb! * 1.5);
    expect(fr!).toBeGreaterThan(fg! * 2);
  });

  test('the chart draws a line per run type, named in a legend, on an axis that starts below the lowest rate', async ({
    page,
  }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const labels = await chart.getByRole('link').evaluateAll((links) => links.map((link) => link.ariaLabel ?? ''));
    const points = labels.map((label) => /: (\d+)% passed \((.+)\)$/.exec(label)!);
    const types = new Set(points.map((point) => point[2]));
    expect(types.size).toBeGreaterThan(1);
    const legend = page.getByRole('list', { name: 'Lines' });
    await expect(legend.getByRole('listitem')).toHaveText(
      ['Unit test', 'Regression test', 'Test design', 'Change request test', 'Smoke test'].filter((type) =>
        types.has(type),
      ),
    );
    // From 0 the runs' 70-95% was a flat band at the top; the axis starts lower than the lowest, and says where.
    const lowest = Math.min(...points.map((point) => Number(point[1])));
    const note = await page.getByText(/^Axis from \d+%$/).textContent();
    const start = Number(/(\d+)%/.exec(note!)![1]);
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(lowest);
    expect(lowest - start).toBeLessThanOrEqual(30);
  });

  test('every point of the chart can be pointed at and opened, however close its neighbours', async ({ page }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const points = await chart.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const dot = link.querySelector('circle:last-child')!.getBoundingClientRect();
        return { label: link.ariaLabel ?? '', x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 };
      }),
    );
    // Two runs drawn closer together than a point's target is wide: the later one drawn covered the other.
    const [first, second] = points
      .flatMap((one, at) => points.slice(at + 1).map((other) => [one, other] as const))
      .filter(([one, other]) => Math.hypot(one.x - other.x, one.y - other.y) < 8)
      .toSorted(([a, b], [c, d]) => Math.hypot(a.x - b.x, a.y - b.y) - Math.hypot(c.x - d.x, c.y - d.y))[0]!;
    const tooltip = page.locator('.chart-tooltip');
    for (const point of [first, second]) {
      const [, name, started] = /^(.*), (\d{4}-\d\d-\d\d \d\d:\d\d): /.exec(point.label)!;
      await page.mouse.move(point.x, point.y);
      await expect(tooltip).toContainText(started!);
      await expect(tooltip).toContainText(name!);
    }
    await page.mouse.click(first.x, first.y);
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(.*), \d{4}/.exec(first.label)![1]!);
  });

  test('a point of the pass-rate chart opens its run from the keyboard, along its line and across', async ({
    page,
  }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const focused = async () =>
      parsePoint((await chart.locator(':focus').getAttribute('aria-label')) ?? '').slice(1) as [
        string,
        string,
        string,
        string,
      ];
    const all = await chart.getByRole('link').evaluateAll((links) => links.map((link) => link.ariaLabel ?? ''));
    const newest = all
      .map((label) => parsePoint(label)[2]!)
      .toSorted()
      .at(-1);
    await page.getByRole('combobox', { name: /^Type/ }).focus();
    await page.keyboard.press('Tab');
    // The tab stop starts on the newest run, whatever its type.
    const [, started, , type] = await focused();
    expect(started).toBe(newest);
    await page.keyboard.press('ArrowLeft');
    const [name, before, percent, sameType] = await focused();
    expect(sameType).toBe(type);
    expect(before < started).toBe(true);
    // Its tooltip: the run's name, type, date and rate.
    const tooltip = page.locator('.chart-tooltip');
    await expect(tooltip).toContainText(name);
    await expect(tooltip).toContainText(type);
    await expect(tooltip).toContainText(before);
    await expect(tooltip).toContainText(`${percent}% passed`);
    // Down goes to the line of another type, and Enter opens the run focused there.
    await page.keyboard.press('ArrowDown');
    const [other, , otherPercent, otherType] = await focused();
    expect(otherType).not.toBe(type);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other);
    await expect(page.getByRole('region', { name: 'Result' })).toContainText(`pass rate ${otherPercent}%`);
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

  test("a run reached with Tab or Shift+Tab is never left under the table's header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/runs');
    const table = page.getByRole('table', { name: 'Test runs' });
    await table.getByRole('row').nth(1).getByRole('link').focus();
    const hidden = new Set<string>();
    // Down the list a screen and more, then back up past its first row: each run's link and checkbox in turn.
    for (const key of [...Array.from({ length: 40 }, () => 'Tab'), ...Array.from({ length: 44 }, () => 'Shift+Tab')]) {
      await page.keyboard.press(key);
      const under = await focusObscured(page);
      if (under) hidden.add(`${under} after ${key}`);
    }
    expect([...hidden]).toEqual([]);
  });

  test('on a 1280 px laptop every column fits, its header and its type whole', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await page.goto('/runs?type=CR');
    const table = page.getByRole('table', { name: 'Test runs' });
    const type = table.getByRole('cell', { name: 'Change request test', exact: true }).first();
    await expect(type).toBeVisible();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth), 'the table scrolls sideways').toBe(false);
    expect(await cutPartsOf(type)).toBe(0);
    for (const header of await table.getByRole('columnheader').all()) {
      await expect(header).toBeInViewport({ ratio: 1 });
      expect(await cutPartsOf(header), await header.innerText()).toBe(0);
    }
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
