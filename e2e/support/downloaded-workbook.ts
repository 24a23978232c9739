import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Presses a download button and opens the workbook it saves, as a spreadsheet program would. */
export async function downloadWorkbook(
  page: Page,
  button = 'Download report',
): Promise<{ file: Download; workbook: ExcelJS.Workbook }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await file.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { file, workbook };
}
