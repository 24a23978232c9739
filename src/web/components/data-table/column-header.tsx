import type { Header } from '@tanstack/react-table';
import { useId } from 'react';
import { ColumnResizeHandle } from './column-resize-handle';
import type { DataTableFeatures } from './table-features';

/** A cell of the column naming the rows: it stays in view while a table wider than the screen scrolls sideways. */
export const FROZEN_CELL = 'dt-cell dt-frozen dt-frozen-edge';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header: a sort button (with aria-sort on the header), the column's filter field, a resize handle. */
export function ColumnHeader<T extends object>({
  header,
  resizable,
  frozen,
}: {
  header: Header<DataTableFeatures, T, unknown>;
  resizable?: boolean | undefined;
  /** The column naming the rows, which stays in view while the table scrolls sideways. */
  frozen: boolean;
}) {
  const column = header.column;
  const title = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const sorted = column.getIsSorted();
  const filterValue = (column.getFilterValue() as string | undefined) ?? '';
  // Named by its title alone: from its content the name took in the resize handle's ("Start Resize Start column"),
  // which a screen reader then said for every cell of the column.
  const titleId = useId();
  return (
    <div
      role="columnheader"
      aria-labelledby={titleId}
      className={`${frozen ? FROZEN_CELL : 'dt-cell'} dt-header${resizable ? ' dt-resizable' : ''}`}
      aria-sort={sorted ? ARIA_SORT[sorted] : column.getCanSort() ? 'none' : undefined}
    >
      {column.getCanSort() ? (
        <button type="button" className="dt-sort" title={title} onClick={column.getToggleSortingHandler()}>
          <span className="dt-title" id={titleId}>
            {title}
          </span>
          <span aria-hidden="true" className="dt-sort-icon">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        <span className="dt-title" id={titleId} title={title}>
          {title}
        </span>
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
      {resizable ? (
        <ColumnResizeHandle
          title={title}
          width={column.table.options.state?.columnSizing?.[column.id]}
          onResize={(width) =>
            column.table.setColumnSizing((sizes) => {
              const { [column.id]: _previous, ...others } = sizes;
              return width === undefined ? others : { ...others, [column.id]: width };
            })
          }
        />
      ) : null}
    </div>
  );
}
