// One report build in its own process, so its peak memory is its own: `ours` streams with ExcelJS,
// `sheetjs` builds the whole workbook in memory as most tools do. Prints one JSON line.
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { REPORT_COLUMNS } from '../src/contract/requests';
import { generateStore } from '../src/mock-service/data/generate-store';
import { selectExecutions } from '../src/mock-service/report/select-executions';
import { executionRow, writeWorkbook } from '../src/mock-service/report/stream-report';

const [mode, runsArg] = process.argv.slice(2);
const store = generateStore({ dataset: { folders: 2000, testCases: 40_000, runs: Number(runsArg), maxDepth: 6 } });
const baselineMb = process.memoryUsage().rss / 2 ** 20;
const started = performance.now();
let rows = 0;
if (mode === 'ours') {
  const out = createWriteStream(join(tmpdir(), 'bench-report-ours.xlsx'));
  const finished = new Promise<void>((resolve) => out.on('finish', () => resolve()));
  await writeWorkbook(store, {}, out);
  await finished;
  for (const _ of selectExecutions(store, {})) rows++;
} else {
  const data: unknown[][] = [[...REPORT_COLUMNS]];
  for (const execution of selectExecutions(store, {})) data.push(executionRow(store, execution, []));
  rows = data.length - 1;
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data, { cellDates: true }), 'Executions');
  XLSX.writeFile(workbook, join(tmpdir(), 'bench-report-sheetjs.xlsx'), { compression: true });
}
const seconds = (performance.now() - started) / 1000;
console.info(JSON.stringify({ mode, rows, seconds, baselineMb, peakMb: process.resourceUsage().maxRSS / 1024 }));
