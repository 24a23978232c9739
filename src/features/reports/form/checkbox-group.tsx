interface Option {
  value: string;
  label: string;
}

/** A labelled group of checkboxes for choosing several codes. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  empty = 'No values known yet.',
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  empty?: string;
}) {
  // A chosen value the current data does not know (from a shared link or a preset) stays visible, so it can be unticked.
  const known = new Set(options.map((option) => option.value));
  const shown = [...options, ...value.filter((item) => !known.has(item)).map((item) => ({ value: item, label: item }))];
  return (
    <fieldset className="picker checkbox-group">
      <legend>{legend}</legend>
      {shown.length === 0 ? <p className="muted picker-empty">{empty}</p> : null}
      <div className="checkbox-grid">
        {shown.map((option) => (
          <label key={option.value} className="row">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
