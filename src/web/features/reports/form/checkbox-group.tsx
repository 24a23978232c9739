import { useId, useState, type ReactNode } from 'react';

interface Option {
  value: string;
  label: string;
}

/** Up to this many choices show whole; more get a filter box, a taller list that scrolls, and a count of the chosen. */
const SHOWN_WHOLE = 12;

/**
 * A labelled group of checkboxes for choosing several codes. `note` explains the choices (the group's
 * description); `flag` marks a chosen value the options no longer hold, undefined to leave such values unmarked.
 * While its options are still `awaited`, the empty group holds the height of a full list, so what follows does not
 * move down when they come.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  empty = 'No values known yet.',
  note,
  flag,
  awaited = false,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  empty?: string;
  note?: ReactNode;
  flag?: string;
  awaited?: boolean;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  // A chosen value the current data does not know (from a shared link, a preset or other dates) stays
  // visible, first so a scrolled list does not hide it, and can be unticked.
  const known = new Set(options.map((option) => option.value));
  const unknown = value.filter((item) => !known.has(item)).map((item) => ({ value: item, label: item }));
  const all = [...unknown, ...options];
  const long = all.length > SHOWN_WHOLE;
  const needle = filter.trim().toLowerCase();
  const shown = long && needle ? all.filter((option) => option.label.toLowerCase().includes(needle)) : all;
  return (
    <fieldset className="picker checkbox-group" aria-describedby={note ? `${id}-note` : undefined}>
      <legend>{legend}</legend>
      {note ? (
        <p id={`${id}-note`} className="group-note">
          {note}
        </p>
      ) : null}
      {all.length === 0 ? <p className={`muted picker-empty${awaited ? ' picker-awaited' : ''}`}>{empty}</p> : null}
      {long ? (
        <div className="checkbox-filter">
          <input
            type="search"
            aria-label={`Filter ${legend.toLowerCase()}`}
            placeholder="Filter"
            value={filter}
            aria-controls={`${id}-list`}
            onChange={(event) => setFilter(event.target.value)}
          />
          {/* Chosen values the filter hides are still chosen: the count says so. */}
          <span role="status" className="muted checkbox-count">
            {value.length} of {all.length} selected
          </span>
        </div>
      ) : null}
      {long && shown.length === 0 ? <p className="muted picker-empty">None matches “{filter.trim()}”.</p> : null}
      <div id={`${id}-list`} className={`checkbox-grid${long ? ' checkbox-grid-long' : ''}`}>
        {shown.map((option, index) => {
          const flagId = flag && !known.has(option.value) ? `${id}-flag-${index}` : undefined;
          return (
            <div key={option.value} className="checkbox-option">
              <label className="row">
                <input
                  type="checkbox"
                  checked={value.includes(option.value)}
                  aria-describedby={flagId}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value),
                    )
                  }
                />
                {option.label}
              </label>
              {flagId ? (
                <span id={flagId} className="offer-flag">
                  {flag}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
