// Sorting and filtering for lists too long to hand to TanStack Table's row models: rows stay where they
// are and a view is an Int32Array of row positions, cheap to compute in a worker and to transfer.
// Matches the table's own semantics: case-insensitive "contains" filters per column and over all
// columns, natural-order sort (so "TC 9" comes before "TC 10"), ties kept in arrival order.

export type CellValue = string | number;
/** What each column shows, by column ID: the values filters and sorts work on. */
export type ColumnValues<T> = Readonly<Record<string, (row: T) => CellValue>>;

export interface ViewSpec {
  sorting: readonly { id: string; desc: boolean }[];
  columnFilters: readonly { id: string; value: unknown }[];
  globalFilter: string;
}

export const isIdentityView = (spec: ViewSpec) =>
  spec.sorting.length === 0 && spec.globalFilter === '' && spec.columnFilters.every((filter) => !filter.value);

// Made on the first sort by a text column, not when a list's code loads: a page's first Intl object costs 20-50 ms
// of ICU set-up on a 2-core machine, which a list shown in arrival order need not pay while it opens.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  // oxlint-disable-next-line no-restricted-globals -- natural order ("TC 9" before "TC 10") needs the collator
  (collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })).compare(a, b);

export class RowView<T> {
  private readonly rows: T[] = [];
  /** Lower-cased text per column, built once per row for the filters. */
  private readonly texts = new Map<string, string[]>();
  /** Per column, each row's place in sorted order; built on the first sort by that column. */
  private readonly ranks = new Map<string, Int32Array>();

  constructor(private readonly columns: ColumnValues<T>) {
    for (const id of Object.keys(columns)) this.texts.set(id, []);
  }

  get size(): number {
    return this.rows.length;
  }

  /** The row that arrived at this index. */
  row(index: number): T {
    return this.rows[index]!;
  }

  append(rows: readonly T[]): void {
    for (const row of rows) {
      this.rows.push(row);
      for (const [id, value] of Object.entries(this.columns))
        this.texts.get(id)!.push(String(value(row)).toLowerCase());
    }
    this.ranks.clear();
  }

  /** Puts rows before all others (the newest, in a list read newest first); every index after moves up. */
  prepend(rows: readonly T[]): void {
    this.rows.unshift(...rows);
    for (const [id, value] of Object.entries(this.columns))
      this.texts.get(id)!.unshift(...rows.map((row) => String(value(row)).toLowerCase()));
    this.ranks.clear();
  }

  /** Puts a newer version of the row at this index (a value filled in later, e.g. a score). */
  replace(index: number, row: T): void {
    this.rows[index] = row;
    for (const [id, value] of Object.entries(this.columns))
      this.texts.get(id)![index] = String(value(row)).toLowerCase();
    this.ranks.clear();
  }

  /** Positions of the rows that pass the filters, in sorted order. */
  compute(spec: ViewSpec): Int32Array {
    const filters = spec.columnFilters
      .filter((filter) => filter.value !== undefined && filter.value !== '' && this.texts.has(filter.id))
      .map((filter) => ({ texts: this.texts.get(filter.id)!, needle: String(filter.value).toLowerCase() }));
    const needle = spec.globalFilter.toLowerCase();
    const allTexts = [...this.texts.values()];
    const kept = new Int32Array(this.rows.length);
    let count = 0;
    for (let row = 0; row < this.rows.length; row += 1) {
      if (!filters.every((filter) => filter.texts[row]!.includes(filter.needle))) continue;
      if (needle && !allTexts.some((texts) => texts[row]!.includes(needle))) continue;
      kept[count] = row;
      count += 1;
    }
    const order = kept.slice(0, count);
    const sorts = spec.sorting
      .filter((sort) => sort.id in this.columns)
      .map((sort) => ({ rank: this.rank(sort.id), sign: sort.desc ? -1 : 1 }));
    if (sorts.length > 0) {
      order.sort((a, b) => {
        for (const { rank, sign } of sorts) {
          const difference = rank[a]! - rank[b]!;
          if (difference !== 0) return sign * difference;
        }
        return a - b;
      });
    }
    return order;
  }

  /** Equal values share a rank, so a descending sort keeps ties in arrival order too. */
  private rank(id: string): Int32Array {
    const cached = this.ranks.get(id);
    if (cached) return cached;
    const value = this.columns[id]!;
    const distinct = [...new Set(this.rows.map(value))];
    distinct.sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b)),
    );
    const rankOf = new Map(distinct.map((entry, index) => [entry, index]));
    const rank = new Int32Array(this.rows.length);
    this.rows.forEach((row, index) => {
      rank[index] = rankOf.get(value(row))!;
    });
    this.ranks.set(id, rank);
    return rank;
  }
}
