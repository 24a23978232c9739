// The markup both data tables share: the ARIA table with aria-rowcount/aria-rowindex (most rows are not
// rendered), a sticky header row, a select-all checkbox and the virtualised body.
import { FlexRender, type Row, type Table } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { useInAppLinks } from '../../navigation/use-in-app-links';
import { ColumnHeader, FROZEN_CELL } from './column-header';
import type { DataTableFeatures } from './table-features';
import './data-table.css';

export interface TableShellProps<T extends object> {
  label: string;
  table: Table<DataTableFeatures, T>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /**
   * The rows shown and where: either table's virtualiser (its scroll element a box of its own or the page's
   * scroll area), or every row of a short list.
   */
  virtualizer: {
    getVirtualItems: () => readonly Pick<VirtualItem, 'index' | 'start'>[];
    getTotalSize: () => number;
    options: { scrollMargin: number };
  };
  /** Rows shown, in the order of `virtualizer.getVirtualItems()`; null for a row still on its way. */
  windowRows: readonly (Row<DataTableFeatures, T> | null)[];
  rowCount: number;
  columnWidths?: Readonly<Record<string, string>>;
  /**
   * ID of the column that names the rows: its cells are the rows' headers (a screen reader names the row by it as
   * it moves along), and it stays in view while the table scrolls sideways. Several: the first of them shown (the
   * test case list's ID, else its description). If the user hid them all, the first visible column names the rows
   * instead: rows are never left without a name.
   */
  rowName: string | readonly string[];
  resizable?: boolean | undefined;
  /** Widths in px the user gave columns; they replace those columns' `columnWidths` tracks. */
  columnSizing?: Readonly<Record<string, number>> | undefined;
  rowHeight: number;
  selection?: { allSelected: boolean; onSelectAll: () => void; rowLabel: (row: T) => string };
  empty: ReactNode;
  /** A sort or filter is being applied; the rows shown are the previous result. */
  busy?: boolean;
  /** The rows scroll with the page (the virtualiser's scrollMargin is where they begin in it). */
  scrollsWithPage?: boolean;
}

export function TableShell<T extends object>(props: TableShellProps<T>) {
  const { table, virtualizer, selection, rowHeight, scrollRef } = props;
  const visibleColumns = table.getVisibleLeafColumns();
  const namingColumn = namingColumnOf(visibleColumns, props.rowName);
  const sizing = props.columnSizing ?? NO_SIZES;
  const gridTemplateColumns = useMemo(
    () =>
      [
        ...(selection ? [CHECK_COLUMN] : []),
        ...visibleColumns.map((column) =>
          sizing[column.id] ? `${sizing[column.id]}px` : (props.columnWidths?.[column.id] ?? 'minmax(8rem, 1fr)'),
        ),
      ].join(' '),
    [selection, visibleColumns, props.columnWidths, sizing],
  );
  const minWidth = useMemo(() => minimumWidthRem(gridTemplateColumns), [gridTemplateColumns]);
  const items = virtualizer.getVirtualItems();
  const offset = virtualizer.options.scrollMargin;
  // Cells link with plain anchors: a router <Link> per cell cost every render a dozen hooks per row.
  const openInApp = useInAppLinks();
  useFrozenColumnScroll(scrollRef);

  return (
    // The click handler only hands on clicks on the cells' links, which keys reach as links (Enter clicks them).
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={scrollRef}
      className={props.scrollsWithPage ? 'data-table with-page' : 'data-table'}
      role="table"
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      aria-rowcount={props.rowCount + 1}
      aria-colcount={visibleColumns.length + (selection ? 1 : 0)}
      onClick={openInApp}
    >
      <div
        className="dt-inner"
        style={{ minWidth: `${minWidth}rem`, ...(selection ? { '--frozen-name-left': CHECK_COLUMN } : {}) }}
      >
        <div role="rowgroup" className="dt-head">
          <div role="row" aria-rowindex={1} className="dt-row" style={{ gridTemplateColumns }}>
            {selection ? (
              <div role="columnheader" className="dt-cell dt-check dt-frozen">
                <input
                  type="checkbox"
                  aria-label="Select all rows"
                  checked={selection.allSelected}
                  onChange={selection.onSelectAll}
                />
              </div>
            ) : null}
            {table.getHeaderGroups()[0]!.headers.map((header) => (
              <ColumnHeader
                key={header.id}
                header={header}
                resizable={props.resizable}
                frozen={header.column.id === namingColumn}
              />
            ))}
          </div>
        </div>
        <div className="dt-body" role="rowgroup">
          {props.rowCount === 0 ? (
            <div role="row" aria-rowindex={2}>
              <div role="cell" className="dt-empty">
                {props.empty}
              </div>
            </div>
          ) : (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item, position) => {
                const row = props.windowRows[position];
                if (!row) {
                  return (
                    <div
                      key={`pending-${item.index}`}
                      role="row"
                      aria-rowindex={item.index + 2}
                      aria-busy="true"
                      className="dt-row dt-data-row dt-placeholder"
                      style={{ height: rowHeight, transform: `translateY(${item.start - offset}px)` }}
                    >
                      <div role="cell" className="dt-cell">
                        <span className="skeleton-line" />
                      </div>
                    </div>
                  );
                }
                return (
                  <div
                    key={row.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    aria-selected={selection ? row.getIsSelected() : undefined}
                    className="dt-row dt-data-row"
                    style={{
                      gridTemplateColumns,
                      height: rowHeight,
                      transform: `translateY(${item.start - offset}px)`,
                    }}
                  >
                    {selection ? (
                      <div role="cell" className="dt-cell dt-check dt-frozen">
                        <input
                          type="checkbox"
                          aria-label={`Select ${selection.rowLabel(row.original)}`}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </div>
                    ) : null}
                    {row.getVisibleCells().map((cell) => {
                      const naming = cell.column.id === namingColumn;
                      return (
                        <div
                          key={cell.id}
                          role={naming ? 'rowheader' : 'cell'}
                          className={naming ? FROZEN_CELL : 'dt-cell'}
                        >
                          <FlexRender cell={cell} />
                        </div>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * What the frozen columns need while the table scrolls sideways: the table is marked (data-scrolled-sideways, an
 * attribute React does not render, set only when it flips) so their edge shows where the other columns pass under
 * them; and an element reached with Tab in a column that passes under them is scrolled clear of them (the
 * browser brings it to the table's left edge, under the frozen name: WCAG 2.4.11).
 */
function useFrozenColumnScroll(scrollRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let scrolled = false;
    const mark = () => {
      if (element.scrollLeft > 0 === scrolled) return;
      scrolled = !scrolled;
      element.toggleAttribute('data-scrolled-sideways', scrolled);
    };
    const clearFrozen = (event: FocusEvent) => {
      const focused = event.target as Element;
      const frozen = focused.closest('[role="row"]')?.querySelectorAll('.dt-frozen');
      if (!frozen?.length || focused.closest('.dt-frozen')) return;
      // After the browser's own scroll to the focused element, which follows the focus events.
      requestAnimationFrame(() => {
        const under = frozen[frozen.length - 1]!.getBoundingClientRect().right - focused.getBoundingClientRect().left;
        if (under > 0) element.scrollLeft -= under;
      });
    };
    element.addEventListener('scroll', mark, { passive: true });
    element.addEventListener('focusin', clearFrozen);
    return () => {
      element.removeEventListener('scroll', mark);
      element.removeEventListener('focusin', clearFrozen);
    };
  }, [scrollRef]);
}

/** The narrowest the columns may get (their rem or px minimums); below it the table scrolls sideways. */
function minimumWidthRem(template: string): number {
  return template.split(/ (?![^(]*\))/).reduce((sum, track) => {
    const [, value, unit] = /([\d.]+)(rem|px)/.exec(track) ?? [];
    return sum + (value ? Number(value) / (unit === 'px' ? REM_PX : 1) : 8);
  }, 0);
}

const REM_PX = 16;
/** The row checkboxes' column; the frozen name column stays just right of it. */
const CHECK_COLUMN = '2.5rem';
const NO_SIZES: Readonly<Record<string, number>> = {};

function namingColumnOf(visible: readonly { id: string }[], rowName: string | readonly string[]): string | undefined {
  const candidates: readonly string[] = typeof rowName === 'string' ? [rowName] : rowName;
  return candidates.find((id) => visible.some((column) => column.id === id)) ?? visible[0]?.id;
}
