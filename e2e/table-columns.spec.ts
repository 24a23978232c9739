// What each table keeps in view at a phone's, a tablet's and a desktop's width (issue 60): a test case's status, a
// run's start (many runs share a name), room for a description, and folder paths cut between folders.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/store-server';
import { findScreenIds } from './support/screens';
import { cellsOf, ROW_CELLS } from './support/table-cells';
import { VIEWPORTS } from './support/viewports';

/** The position of the column whose title starts with `column`. */
async function columnIndex(table: Locator, column: string): Promise<number> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim().startsWith(column));
  expect(index, `a "${column}" column`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * The first data row's cell under the column whose title starts with `column`, its row scrolled into view by its
 * first cell, as a reader scrolls down to it: the table is not scrolled sideways.
 */
async function firstRowCell(table: Locator, column: string): Promise<Locator> {
  const cells = cellsOf(table.getByRole('row').nth(1));
  await cells.first().scrollIntoViewIfNeeded();
  return cells.nth(await columnIndex(table, column));
}

/** Whether the text of the cell's value shows whole, on top of whatever it passes over. */
function shownWhole(value: Locator): Promise<boolean> {
  return value.evaluate((element) => {
    const { right, top, height } = element.getBoundingClientRect();
    const onTop = element.contains(document.elementFromPoint(right - 3, top + height / 2));
    return (
      onTop &&
      element.scrollWidth <= element.clientWidth &&
      right > element.parentElement!.getBoundingClientRect().right
    );
  });
}

test('a document number cut short shows whole while pointed at, or while its row has the focus', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/folders/103?sub=1');
  const table = page.getByRole('table', { name: 'Test cases' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const number = (await firstRowCell(table, 'Document number')).locator('[title]');
  await expect(number).toHaveAttribute('title', /^[0-9A-F]{32}$/);
  // A screen reader reads all of it; the eye sees its start.
  await expect(number).toHaveText(/^[0-9A-F]{32}$/);
  expect(await shownWhole(number)).toBe(false);
  await number.hover();
  await expect.poll(() => shownWhole(number)).toBe(true);
  await page.mouse.move(0, 0);
  await expect.poll(() => shownWhole(number)).toBe(false);
  await row.getByRole('checkbox').focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('link').first()).toBeFocused();
  await expect.poll(() => shownWhole(number)).toBe(true);
});

for (const size of ['phone', 'tablet', 'desktop'] as const) {
  const viewport = VIEWPORTS[size];
  test.describe(`at ${size} size (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test("the test case list shows each case's status, and its description has room", async ({ page }) => {
      await page.goto('/folders/103?sub=1');
      const table = page.getByRole('table', { name: 'Test cases' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(await firstRowCell(table, 'Last status')).toBeInViewport({ ratio: 1 });
      if (size === 'desktop') {
        // A description is 36 characters at the median of the bundled data and 44 at the 90th percentile; 20 showed.
        const description = await firstRowCell(table, 'Description');
        expect((await description.boundingBox())!.width).toBeGreaterThanOrEqual(280);
      }
    });

    test('the runs list shows when each run started', async ({ page }) => {
      await page.goto('/runs');
      const table = page.getByRole('table', { name: 'Test runs' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const start = await firstRowCell(table, 'Start');
      await expect(start).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      await expect(start).toBeInViewport({ ratio: 1 });
    });

    test("a test case's results show when each one started", async ({ page }) => {
      await page.goto(`/testcases/${(await findScreenIds(page.request)).failedCase}/results`);
      const table = page.getByRole('table', { name: 'Results, newest first' });
      const row = table.getByRole('row').nth(1);
      await expect(row).toBeVisible();
      // In its column where there is room; under the status on a phone, where the column is off screen.
      const started = row
        .getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
        .filter({ visible: true })
        .first();
      await expect(started).toBeInViewport({ ratio: 1 });
      await expect(started).toHaveText(
        await cellsOf(row)
          .nth(await columnIndex(table, 'Started'))
          .innerText(),
      );
    });

    test('a folder path too long for its cell gives up whole folders, nearest kept', async ({ page, storeServer }) => {
      // The list of where test cases are kept comes from the history store.
      await page.goto(`${storeServer.origin}/explorer`);
      const table = page.getByRole('table', { name: 'Where test cases are kept' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const column = await columnIndex(table, 'In');
      const paths = await table
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .evaluateAll(
          (rows, [at, cells]) =>
            rows.map((row) => {
              const cell = row.querySelectorAll(cells)[at]!;
              // What the eye reads: the cell without the text kept for screen readers alone.
              const seen = cell.cloneNode(true) as Element;
              for (const hidden of seen.querySelectorAll('.visually-hidden')) hidden.remove();
              const clipped = [cell, ...cell.querySelectorAll('*')].some(
                (box) => !box.closest('.visually-hidden') && box.scrollWidth > box.clientWidth + 1,
              );
              const title = cell.querySelector('[title]')?.getAttribute('title') ?? '';
              return { title, shown: seen.textContent ?? '', clipped };
            }),
          [column, ROW_CELLS] as const,
        );
      expect(paths.length).toBeGreaterThan(5);
      const cut = paths.filter(({ title, shown }) => shown !== title);
      if (size !== 'desktop') expect(cut.length, 'paths cut short at this width').toBeGreaterThan(0);
      for (const { title, shown, clipped } of paths) {
        // Only a nearest folder wider than the cell on its own may be cut, at its end.
        const nearestAlone = shown === `… › ${title.split(' › ').at(-1)}`;
        if (!nearestAlone) expect(clipped, `"${title}" is clipped mid-word`).toBe(false);
        if (shown === title) continue;
        expect(shown, `"${title}" is cut between folders`).toMatch(/^… › /);
        expect(title.endsWith(shown.slice(1)), `"${shown}" ends "${title}"`).toBe(true);
      }
    });
  });
}
