// The Summary sheet as a reader meets it: when the report was built and with which filters, then the totals
// table (summary-totals.ts), its columns as wide as their content.
import { padId } from '../../contract/ids';
import { reportMembersSchema, type ReportMembers } from '../../contract/requests';
import type { MockStore } from '../store/store-types';
import { dateTimeCell } from './excel-cells';
import { SUMMARY_COLUMNS, type SummaryTotals } from './summary-totals';
import { ContentWidths, fitWidth } from './xlsx/column-widths';
import type { CellValue } from './xlsx/sheet-writer';
import type { XlsxWriter } from './xlsx/xlsx-writer';

export const NO_FILTERS = 'none: every execution';
/** A list filter names this many of its values and counts the rest; the Executions sheet has them all. */
const LISTED_VALUES = 10;

function listed(values: readonly string[], name: (value: string) => string): string {
  const shown = values.slice(0, LISTED_VALUES).map(name).join(', ');
  return values.length > LISTED_VALUES ? `${shown} … (${values.length} in all)` : shown;
}

/** Each filter the request set, as `MEMBER: value`, in the order the interface lists them; folders by name too. */
export function filterLines(store: MockStore, members: ReportMembers): string[] {
  const folderName = (id: string) => {
    const name = store.folders.get(padId(id))?.DESCR;
    return name ? `${id} (${name})` : id;
  };
  return Object.keys(reportMembersSchema.shape).flatMap((key) => {
    const value = members[key as keyof ReportMembers];
    if (Array.isArray(value))
      return value.length > 0 ? [`${key}: ${listed(value, key === 'FOLDERS' ? folderName : String)}`] : [];
    return value ? [`${key}: ${value}`] : [];
  });
}

const label = (text: string): CellValue => ({ value: text, style: { bold: true } });

/** Writes the Summary sheet: the lines above the table, then its rows. */
export async function writeSummarySheet(
  book: XlsxWriter,
  store: MockStore,
  members: ReportMembers,
  totals: SummaryTotals,
  builtAt: Date,
): Promise<void> {
  const [first = NO_FILTERS, ...more] = filterLines(store, members);
  const builtRow = [label('Built at'), { value: dateTimeCell(builtAt), style: { format: 'dateTimeUtc' } }] as const;
  // A filter line runs on into the empty cells to its right, so only its label counts for the widths.
  const preamble: CellValue[][] = [[...builtRow], [label('Filters'), first], ...more.map((line) => ['', line]), []];
  const rows = totals.rows();
  const widths = new ContentWidths(SUMMARY_COLUMNS.map((column) => column.format));
  widths.measure(builtRow);
  widths.measure([label('Filters')]);
  for (const row of rows) widths.measure(row);

  const sheet = await book.addSheet(
    SUMMARY_COLUMNS.map((column, index) => ({ ...column, width: fitWidth(column.header, widths.chars[index]!) })),
    { preamble },
  );
  for (const row of rows) await sheet.addRow(row);
}
