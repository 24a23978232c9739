import { useId, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useInAppLinks } from '../../navigation/use-in-app-links';
import { useOverflows } from './use-overflows';
import './simple-table.css';

export interface SimpleColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Class of the cells (e.g. "mono", "mono name", "nowrap"); long text wraps unless a class says otherwise. */
  className?: string;
  /** The cells of this column name their row (th scope="row"). */
  rowHeader?: boolean;
}

interface Props<Row> {
  /** Names the table (a visually hidden caption) and, when it overflows, its scrolling region. */
  caption: string;
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Extra attributes of a row, e.g. aria-current for the one shown below the table. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Class added to the table for a screen's own column styles. */
  className?: string;
}

/**
 * A small, non-virtual table: caption, column headers, one row per item. Too wide for the screen, it scrolls
 * sideways in its own box (never the page); that box is then a focusable region named by the caption, so the
 * keyboard can scroll it too, and a shadow at the edge it scrolls towards says that more columns lie there.
 */
export function SimpleTable<Row>({ caption, columns, rows, rowKey, rowProps, className }: Props<Row>) {
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { overflows, moreLeft, moreRight } = useOverflows(box);
  // Cells link with plain anchors, opened in the app from here: a result history is hundreds of rows, and a
  // router <Link> per row costs a dozen hooks each.
  const openInApp = useInAppLinks();
  return (
    <div className="simple-table-frame">
      {/* The click handler only hands on clicks on the cells' links, which keys reach as links (Enter clicks them). */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={box}
        className="simple-table-box"
        onClick={openInApp}
        {...(overflows ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
      >
        <table className={className ? `simple-table ${className}` : 'simple-table'}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} {...rowProps?.(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={column.className}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.className}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {moreLeft ? <span className="scroll-edge at-left" aria-hidden="true" /> : null}
      {moreRight ? <span className="scroll-edge at-right" aria-hidden="true" /> : null}
    </div>
  );
}
