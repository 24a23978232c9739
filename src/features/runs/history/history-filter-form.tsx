import { useId } from 'react';
import { RUN_TYPES } from '../../../contract/codes';
import type { RunsSearch } from '../../../navigation/route-schemas';
import type { RunFilter, RunListQuery } from '../../../navigation/run-list-query';
import { TextField } from '../form/text-field';

const TEXT_FILTERS: [RunFilter, string, string][] = [
  ['q', 'Search run names', 'Words in the run name'],
  ['name', 'Name pattern', 'e.g. Nightly*'],
  ['user', 'Started by', 'User ID'],
  ['from', 'Started from', 'YYYY-MM-DD'],
  ['to', 'Started to', 'YYYY-MM-DD'],
];

/**
 * The list options of the service, as typed in the URL; each change asks the service again. A run type the link
 * holds that the service does not have (`unknownType`, left out by the route) is named under the Type choice.
 * Each label holds only the field's name: a problem is the field's description, not part of its name.
 */
export function HistoryFilterForm({
  filters,
  problems,
  unknownType,
  onChange,
}: {
  filters: RunsSearch;
  problems: RunListQuery['problems'];
  unknownType: string | undefined;
  onChange: (name: RunFilter, value: string) => void;
}) {
  const typeId = useId();
  return (
    <form className="history-filters" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
      {TEXT_FILTERS.map(([name, label, placeholder]) => (
        <TextField
          key={name}
          label={label}
          value={filters[name]}
          placeholder={placeholder}
          error={problems[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
      <div className="field">
        <label htmlFor={typeId}>Type</label>
        <select
          id={typeId}
          value={filters.type}
          aria-describedby={unknownType ? `${typeId}-problem` : undefined}
          onChange={(event) => onChange('type', event.target.value)}
        >
          <option value="">All types</option>
          {Object.entries(RUN_TYPES).map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
        {unknownType ? (
          <span id={`${typeId}-problem`} className="field-error">
            The link's type "{unknownType}" is not a run type, so all types are shown.
          </span>
        ) : null}
      </div>
    </form>
  );
}
