import { useState, type MouseEvent } from 'react';
import type { ColumnPreferences } from './column-preferences';
import './column-menu.css';

/** Column IDs in the order shown: the chosen order first, columns it leaves out after, as defined. */
export function shownOrder(columns: readonly string[], order: readonly string[]): string[] {
  return [...order.filter((id) => columns.includes(id)), ...columns.filter((id) => !order.includes(id))];
}

/** Show, hide and reorder columns (a disclosure: a labelled checkbox and move buttons per column), or reset them. */
export function ColumnMenu({
  columns,
  preferences,
  onChange,
  onReset,
}: {
  columns: readonly string[];
  preferences: ColumnPreferences;
  onChange: (next: ColumnPreferences) => void;
  onReset: () => void;
}) {
  const ordered = shownOrder(columns, preferences.order);
  const visible = ordered.filter((id) => preferences.visibility[id] !== false);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ordered];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    onChange({ ...preferences, order });
  };
  // The panel opens towards the wider side of the screen from the button: leftwards from a button on the right,
  // rightwards from one on the left (on a phone the toolbar wraps it there, and leftwards was off the screen).
  const [opensTo, setOpensTo] = useState<'left' | 'right'>('left');
  // Measured on the click that opens it (Enter and Space on the summary click too), before the panel shows.
  const chooseSide = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOpensTo(box.left + box.width / 2 < window.innerWidth / 2 ? 'right' : 'left');
  };
  return (
    <details className="column-menu" data-opens-to={opensTo}>
      <summary className="button" onClick={chooseSide}>
        Columns
      </summary>
      <div className="column-menu-panel">
        <fieldset>
          <legend className="visually-hidden">Visible columns, in order</legend>
          <ul>
            {ordered.map((id, index) => (
              <li key={id} className="row">
                <label className="row column-menu-name">
                  <input
                    type="checkbox"
                    checked={preferences.visibility[id] !== false}
                    // The last visible column stays: a table without columns shows nothing to bring them back by.
                    disabled={visible.length === 1 && visible[0] === id}
                    onChange={(event) =>
                      onChange({
                        ...preferences,
                        visibility: { ...preferences.visibility, [id]: event.target.checked },
                      })
                    }
                  />
                  {id}
                </label>
                <button
                  type="button"
                  className="column-move"
                  aria-label={`Move ${id} left`}
                  title={`Move ${id} left (up in this list)`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="column-move"
                  aria-label={`Move ${id} right`}
                  title={`Move ${id} right (down in this list)`}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="button" onClick={onReset}>
          Reset columns
        </button>
        <p className="muted column-menu-hint">
          Drag a column header's right edge to resize it, or focus the edge and use the arrow keys.
        </p>
      </div>
    </details>
  );
}
