/** A labelled group of checkboxes for choosing several codes. */
export function CheckboxGroup({ legend, options, value, onChange }: { legend: string; options: { value: string; label: string }[]; value: string[]; onChange: (next: string[]) => void }) {
  return (
    <fieldset className="picker checkbox-group">
      <legend>{legend}</legend>
      {options.length === 0 ? <p className="muted picker-empty">No values known yet.</p> : null}
      <div className="checkbox-grid">
        {options.map((option) => (
          <label key={option.value} className="row">
            <input type="checkbox" checked={value.includes(option.value)} onChange={(event) => onChange(event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value))} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
