// A data table's row is headed by the cell that names it (role rowheader: a run's name, a test case's ID), and the
// rest are cells; read by position, as a person reads across, both count.
import { expect, type Locator } from '@playwright/test';

/** CSS for every cell of a row, its header among them, in the order shown. */
export const ROW_CELLS = '[role=rowheader], [role=cell]';

/** The cells of a row, its header among them, in the order shown. */
export function cellsOf(row: Locator): Locator {
  return row.getByRole('rowheader').or(row.getByRole('cell'));
}

/** A row's cell under the column headed `header`, wherever the table's column order puts it. */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const index = headers.findIndex((text) => text.replace(/\s*[↕↑↓]$/, '') === header);
  if (index < 0) throw new Error(`No column "${header}" among ${headers.join(', ')}`);
  return cellsOf(row).nth(index);
}

/** The cells of a column in the rows on screen, found by its header as a reader would. */
export async function columnTexts(table: Locator, column: string): Promise<string[]> {
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
