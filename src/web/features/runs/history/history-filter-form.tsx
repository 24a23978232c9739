import { useId } from 'react';
import { RUN_TYPES } from '../../../../contract/codes';
import type { RunsSearch } from '../../../../routes/route-schemas';
import type { RunFilter, RunListQuery } from '../../../../routes/run-list-query';
import { DATE_FILTERS, TEXT_FILTERS } from './run-filter-fields';
import { DateField } from '../../../components/date-field/date-field';
import { TextField } from '../../../components/text-field/text-field';

/**
 * The list options of the service, as typed in the URL; each change the service can be asked for asks it again. A run type the link
 * holds that the service does not have (`unknownType`, left out by the route) is named under the Type choice.
 * Each label holds only the field's name: a problem is the field's description, not part of its name.
 * `keptList`: the list below is still that of the filters before, which could be asked for.
 */
export function HistoryFilterForm({
  filters,
  problems,
  unknownType,
  keptList,
  onChange,
}: {
  filters: RunsSearch;
  problems: RunListQuery['problems'];
  unknownType: string | undefined;
  keptList: boolean;
  onChange: (name: RunFilter, value: string) => void;
}) {
  const typeId = useId();
  const filterNames = [...TEXT_FILTERS, ...DATE_FILTERS].map(([name]) => name);
  const shownProblem = filterNames.some((name) => problems[name]);
  return (
    <form className="history-filters" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
      {TEXT_FILTERS.map(([name, label, placeholder, max]) => (
        <TextField
          key={name}
          label={label}
          value={filters[name]}
          max={max}
          placeholder={placeholder}
          error={problems[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
      {DATE_FILTERS.map(([name, label]) => (
        <DateField
          key={name}
          label={label}
          value={filters[name]}
          bounds={name === 'from' ? { max: filters.to } : { min: filters.from }}
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
      {keptList && shownProblem ? (
        <p className="muted history-kept">
          The list below still shows the runs for the filters before, until the one marked above is fixed.
        </p>
      ) : null}
    </form>
  );
}
