import { RUN_TYPES } from '../../../contract/codes';
import type { RunsSearch } from '../../../navigation/route-schemas';
import type { RunFilter, RunListQuery } from '../../../navigation/run-list-query';

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
  return (
    <form className="history-filters" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
      {TEXT_FILTERS.map(([name, label, placeholder]) => (
        <label key={name} className="field">
          {label}
          <input
            value={filters[name]}
            placeholder={placeholder}
            aria-invalid={Boolean(problems[name])}
            aria-describedby={problems[name] ? `${name}-problem` : undefined}
            onChange={(event) => onChange(name, event.target.value)}
          />
          {problems[name] ? (
            <span id={`${name}-problem`} className="field-error">
              {problems[name]}
            </span>
          ) : null}
        </label>
      ))}
      <label className="field">
        Type
        <select
          value={filters.type}
          aria-describedby={unknownType ? 'type-problem' : undefined}
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
          <span id="type-problem" className="field-error">
            The link's type "{unknownType}" is not a run type, so all types are shown.
          </span>
        ) : null}
      </label>
    </form>
  );
}
