// One report build in its own process, so its peak memory is its own: `ours` streams with our XLSX writer,
// `sheetjs` builds the whole workbook in memory as most tools do. Both get the same store and the same
// rows, and both write a compressed file to disk. Prints one JSON line.
import { createWriteStream, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import * as XLSX from 'xlsx';
import { REPORT_COLUMNS } from '../src/contract/requests';
import { generateStore } from '../src/mock/data/generate-store';
import { selectExecutions } from '../src/mock/report/select-executions';
import { executionRow, streamReport } from '../src/mock/report/stream-report';

const [mode, runsArg] = process.argv.slice(2);
const store = generateStore({ dataset: { folders: 2000, testCases: 40_000, runs: Number(runsArg), maxDepth: 6 } });

// The peak should be the build's, not the generator's: collect the generator's garbage, then (on Linux)
// reset the process's high-water mark of resident memory, which getrusage's maxRSS reports.
globalThis.gc?.();
let peakScope: 'build' | 'process' = 'build';
try {
  writeFileSync('/proc/self/clear_refs', '5');
} catch {
  peakScope = 'process';
}
const baselineMb = process.memoryUsage().rss / 2 ** 20;
const started = performance.now();
if (mode === 'ours') {
  const { body } = streamReport(store, {}, new Date());
  await pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    createWriteStream(join(tmpdir(), 'bench-report-ours.xlsx')),
  );
} else {
  const data: unknown[][] = [[...REPORT_COLUMNS]];
  // Plain values: SheetJS has no use for our cells' styles.
  for (const execution of selectExecutions(store, {}))
    data.push(executionRow(store, execution, []).map((cell) => (typeof cell === 'object' && cell ? cell.value : cell)));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Executions');
  XLSX.writeFile(workbook, join(tmpdir(), 'bench-report-sheetjs.xlsx'), { compression: true });
}
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
let rows = 0;
for (const _ of selectExecutions(store, {})) rows++;
console.info(JSON.stringify({ mode, rows, seconds, baselineMb, peakMb, peakScope }));
