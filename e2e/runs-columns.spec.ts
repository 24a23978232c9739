// The runs list's columns: headers on one line, widths and hidden columns kept, numbers and durations sorted as
// such, every column fitting a laptop, and a row reached by keyboard never under the header.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { focusObscured } from './support/focus-obscured';
import { readData } from './support/service';
import { cutPartsOf } from './support/text-lines';
import { columnTexts } from './support/table-cells';
import { VIEWPORTS } from './support/viewports';
import { formatDuration } from '../src/format/format';

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

test.describe('the runs list columns', () => {
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
});
