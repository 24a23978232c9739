import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { ReaderGoneError, byteStream } from './byte-stream';
import { MAX_CELL_CHARS, TRUNCATION_MARKER } from './cell-text';
import type { CellValue, SheetColumn } from './sheet-writer';
import { XlsxWriter } from './xlsx-writer';

const COLUMNS: SheetColumn[] = [
  { header: 'TEXT', width: 40 },
  { header: 'COUNT', width: 10 },
  { header: 'DAY', width: 12, format: 'date' },
  { header: 'AT', width: 10, format: 'time' },
  { header: 'RATE', width: 10, format: 'percent' },
];

/** Streams a two-sheet workbook; `outcome` tells how the producer ended. */
function workbook(rows: Iterable<CellValue[]>, zip64Limit?: number) {
  let outcome: Promise<unknown> = Promise.resolve();
  const stream = byteStream((sink) => {
    const done = (async () => {
      const book = await XlsxWriter.start(sink, {
        sheetNames: ['Data', 'Empty'],
        creator: 'tests',
        created: new Date('2026-11-20T10:00:00Z'),
        zip64Limit,
      });
      const sheet = await book.addSheet(COLUMNS);
      for (const row of rows) await sheet.addRow(row);
      await book.addSheet([{ header: 'NOTHING', width: 12 }]);
      await book.close();
    })();
    outcome = done.then(
      () => 'complete',
      (error: unknown) => error,
    );
    return done;
  });
  return { stream, outcome: () => outcome };
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

function readSheet(bytes: Uint8Array, name: string) {
  const book = XLSX.read(bytes, { cellNF: true });
  return {
    book,
    sheet: book.Sheets[name]!,
    rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, defval: null }),
  };
}

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;
function unzipTest(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'xlsx-test-')), 'book.xlsx');
  writeFileSync(file, bytes);
  const result = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
  return `${result.status} ${result.stdout}${result.stderr}`;
}

describe('the streaming XLSX writer', () => {
  it('writes sheets that read back with their headers, text, numbers and formatted dates and times', async () => {
    const bytes = await bytesOf(
      workbook([
        ['first', 3, 46345, 0.5, 0.25],
        ['', 0, '', '', null],
        ['last', -1.5, 1, 0.999988425925926, 1],
      ]).stream,
    );
    const { book, sheet, rows } = readSheet(bytes, 'Data');
    expect(book.SheetNames).toEqual(['Data', 'Empty']);
    expect(rows).toEqual([
      ['TEXT', 'COUNT', 'DAY', 'AT', 'RATE'],
      ['first', 3, 46345, 0.5, 0.25],
      [null, 0, null, null, null],
      ['last', -1.5, 1, 0.999988425925926, 1],
    ]);
    expect([sheet.C2.w, sheet.D2.w, sheet.E2.w]).toEqual(['2026-11-19', '12:00:00', '25.0%']);
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:E4' });
    expect(readSheet(bytes, 'Empty').rows).toEqual([['NOTHING']]);
    expect(readSheet(bytes, 'Empty').sheet['!autofilter']).toEqual({ ref: 'A1:A1' });
    expect(book.Workbook?.Names).toEqual([
      { Name: '_xlnm._FilterDatabase', Ref: "'Data'!$A$1:$E$4", Sheet: 0, Hidden: true },
      { Name: '_xlnm.Print_Titles', Ref: "'Data'!$1:$1", Sheet: 0 },
      { Name: '_xlnm._FilterDatabase', Ref: "'Empty'!$A$1:$A$1", Sheet: 1, Hidden: true },
      { Name: '_xlnm.Print_Titles', Ref: "'Empty'!$1:$1", Sheet: 1 },
    ]);
  });

  it('writes links that open their address, shown blue and underlined; a link without an address is text', async () => {
    const target = 'https://jira.example.com/browse/INT-4711?a=1&b="2"';
    const bytes = await bytesOf(
      workbook([
        [{ value: 'INT-4711', link: target }, 1],
        [{ value: 'INT-9', link: '' }, 2],
        [{ value: 'INT-10', link: 'https://jira.example.com/browse/INT-10' }, 3],
      ]).stream,
    );
    expect(
      readSheet(bytes, 'Data')
        .rows.slice(1)
        .map((row) => row[0]),
    ).toEqual(['INT-4711', 'INT-9', 'INT-10']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Data')!;
    expect(['A2', 'A3', 'A4'].map((ref) => sheet.getCell(ref).hyperlink)).toEqual([
      target,
      undefined,
      'https://jira.example.com/browse/INT-10',
    ]);
    const font = sheet.getCell('A2').font;
    expect(font).toMatchObject({ underline: true, color: { argb: 'FF0563C1' } });
  });

  it('round-trips hostile text: markup, CDATA ends, controls, escapes, emoji, blanks; cuts over-long text with a marker', async () => {
    const hostile = [
      '<script>alert("x")</script> & more',
      'ends ]]> here',
      'controls \u0000\u0001\u0008\u000B\u000C\u001F\u007F done',
      'line\nbreak\ttab',
      '_x0041_ is not A',
      'emoji 😀 👩‍👩‍👧',
      '  padded  ',
      '\uFFFE\uFFFF',
      '=1+1',
      'x'.repeat(MAX_CELL_CHARS + 5),
    ];
    const { rows } = readSheet(await bytesOf(workbook(hostile.map((text) => [text])).stream), 'Data');
    const expected = hostile.map((text) =>
      text.length > MAX_CELL_CHARS
        ? `${text.slice(0, MAX_CELL_CHARS - TRUNCATION_MARKER.length)}${TRUNCATION_MARKER}`
        : text,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
  });

  it('writes a lone surrogate, which UTF-8 cannot hold, as the replacement character', async () => {
    const { rows } = readSheet(await bytesOf(workbook([['half \uD83D of an emoji']]).stream), 'Data');
    expect(rows[1]![0]).toBe('half \uFFFD of an emoji');
  });

  it('writes a workbook with headers only when there are no rows', async () => {
    const { rows } = readSheet(await bytesOf(workbook([]).stream), 'Data');
    expect(rows).toEqual([['TEXT', 'COUNT', 'DAY', 'AT', 'RATE']]);
  });

  it.runIf(hasUnzip)('produces an archive unzip verifies, also with ZIP64 sizes and offsets', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => [`row ${index}`, index]);
    expect(unzipTest(await bytesOf(workbook(rows).stream))).toMatch(/^0 .*No errors detected/s);
    expect(unzipTest(await bytesOf(workbook(rows, 1).stream))).toMatch(/^0 .*No errors detected/s);
  });

  it('waits while the reader does not read, then finishes the archive once it reads', async () => {
    const total = 60_000;
    let produced = 0;
    // Random text compresses little, so the queues (about 2 MB) hold only some 10,000 of these rows.
    const rows = (function* () {
      for (; produced < total; produced++) yield [randomBytes(128).toString('hex'), produced];
    })();
    const { stream, outcome } = workbook(rows);
    // Without backpressure the producer would run to the end; with it, it settles once the queues are full.
    for (let seen = -1; produced !== seen; await sleep(100)) seen = produced;
    expect(produced).toBeLessThan(total / 4);

    const bytes = await bytesOf(stream);
    expect(produced).toBe(total);
    expect(await outcome()).toBe('complete');
    expect(Buffer.from(bytes).readUInt32LE(bytes.length - 22)).toBe(0x06054b50); // the archive's end record
  }, 30_000); // about 20 MB of XML: a second or two, far more on a busy machine

  it('stops producing when the reader cancels', async () => {
    let produced = 0;
    const rows = (function* () {
      for (; produced < 1_000_000; produced++) yield [randomBytes(24).toString('hex'), produced];
    })();
    const { stream, outcome } = workbook(rows);
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(await outcome()).toBeInstanceOf(ReaderGoneError);
    expect(produced).toBeLessThan(1_000_000);
  });
});
