// Variable values for a run from a file, as TEST_CONTAINER rows: JSON (an array of {CASEID, VAR_NAME,
// VAR_VALUE}) or CSV with a header row naming those three columns (comma or semicolon separated, as
// spreadsheets save them; quoted fields may hold separators, quotes and line breaks).
import { testContainerRowSchema, type TestContainerRow } from '../contract/requests';

const COLUMNS = ['CASEID', 'VAR_NAME', 'VAR_VALUE'] as const;

export class VariablesFileError extends Error {}

export function parseVariablesFile(text: string, fileName: string): TestContainerRow[] {
  const content = text.replace(/^\uFEFF/, '');
  const rows = /^\s*[[{]/.test(content) ? jsonRows(content, fileName) : csvRows(content, fileName);
  return rows.map(({ row, where }) => {
    const parsed = testContainerRowSchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new VariablesFileError(`${fileName}, ${where}: ${String(issue.path[0] ?? 'row')} ${issue.message}`);
    }
    return parsed.data;
  });
}

interface Located {
  row: unknown;
  where: string;
}

function jsonRows(text: string, fileName: string): Located[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new VariablesFileError(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value))
    throw new VariablesFileError(`${fileName} must hold a JSON array of {"CASEID", "VAR_NAME", "VAR_VALUE"} objects`);
  return value.map((row, index) => ({
    row:
      typeof row === 'object' && row !== null
        ? { ...row, CASEID: String((row as { CASEID?: unknown }).CASEID ?? '') }
        : row,
    where: `entry ${index + 1}`,
  }));
}

function csvRows(text: string, fileName: string): Located[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = parseCsv(text, separator).filter((record) => record.some((field) => field.trim() !== ''));
  const header = records.shift()?.map((name) => name.trim().toUpperCase()) ?? [];
  const positions = COLUMNS.map((column) => header.indexOf(column));
  const missing = COLUMNS.filter((_, index) => positions[index]! < 0);
  if (missing.length > 0)
    throw new VariablesFileError(
      `${fileName}: the header row must name the columns ${COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
    );
  return records.map((record, index) => ({
    row: Object.fromEntries(COLUMNS.map((column, at) => [column, record[positions[at]!] ?? ''])),
    where: `data row ${index + 1}`,
  }));
}

/** RFC 4180 records: fields may be quoted, a doubled quote is a quote, CRLF or LF ends a record. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
