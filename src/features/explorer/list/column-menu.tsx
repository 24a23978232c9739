import type { ColumnVisibilityState } from '@tanstack/react-table';

/** Show or hide columns (a disclosure with one labelled checkbox per column). */
export function ColumnMenu({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly string[];
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}) {
  return (
    <details className="column-menu">
      <summary className="button">Columns</summary>
      <fieldset>
        <legend className="visually-hidden">Visible columns</legend>
        {columns.map((id) => (
          <label key={id} className="row">
            <input
              type="checkbox"
              checked={visibility[id] !== false}
              onChange={(event) => onChange({ ...visibility, [id]: event.target.checked })}
            />
            {id}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
