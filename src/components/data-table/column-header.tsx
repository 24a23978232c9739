import type { Header } from '@tanstack/react-table';
import type { DataTableFeatures } from './table-features';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header: a sort button (with aria-sort on the header) and the column's filter field. */
export function ColumnHeader<T extends object>({ header }: { header: Header<DataTableFeatures, T, unknown> }) {
  const column = header.column;
  const title = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const sorted = column.getIsSorted();
  const filterValue = (column.getFilterValue() as string | undefined) ?? '';
  return (
    <div
      role="columnheader"
      className="dt-cell dt-header"
      aria-sort={sorted ? ARIA_SORT[sorted] : column.getCanSort() ? 'none' : undefined}
    >
      {column.getCanSort() ? (
        <button type="button" className="dt-sort" onClick={column.getToggleSortingHandler()}>
          {title}
          <span aria-hidden="true" className="dt-sort-icon">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        <span>{title}</span>
      )}
      {column.getCanFilter() ? (
        <input
          className="dt-filter"
          type="search"
          aria-label={`Filter ${title}`}
          placeholder="Filter"
          value={filterValue}
          onChange={(event) => column.setFilterValue(event.target.value || undefined)}
        />
      ) : null}
    </div>
  );
}
