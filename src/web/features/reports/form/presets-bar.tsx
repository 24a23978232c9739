import { useId, useState } from 'react';
import { loadPresets, savePreset, type Presets } from './report-presets';
import type { ReportFilters } from './report-form-model';

/**
 * One row above the report form: load or delete a saved preset, or save the current filters under a name (kept
 * in this browser). The buttons show a short word; their names say "preset" too, for screen readers.
 */
export function PresetsBar({ filters, onLoad }: { filters: ReportFilters; onLoad: (filters: ReportFilters) => void }) {
  const [presets, setPresets] = useState<Presets>(loadPresets);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const titleId = useId();
  const names = Object.keys(presets);
  const store = (presetName: string, value: ReportFilters | undefined) => {
    const saved = savePreset(presetName, value);
    if (!saved) {
      setMessage('This browser does not allow saving presets (storage is off or full).');
      return;
    }
    setPresets(saved);
    setChosen(value ? presetName : '');
    setName('');
    setMessage(value ? `Saved "${presetName}".` : `Deleted "${presetName}".`);
  };
  return (
    <div role="group" aria-labelledby={titleId} className="presets-bar">
      <span id={titleId} className="presets-title">
        Presets
      </span>
      <div className="presets-part">
        <select
          aria-label="Saved presets"
          value={chosen}
          disabled={names.length === 0}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{names.length === 0 ? 'No presets' : 'Choose…'}</option>
          {names.map((presetName) => (
            <option key={presetName} value={presetName}>
              {presetName}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label="Load preset"
          disabled={!presets[chosen]}
          onClick={() => presets[chosen] && onLoad(presets[chosen])}
        >
          Load
        </button>
        <button
          type="button"
          aria-label="Delete preset"
          disabled={!presets[chosen]}
          onClick={() => store(chosen, undefined)}
        >
          Delete
        </button>
      </div>
      {/* Its own form, outside the report's, so Enter in the name saves the preset instead of downloading. */}
      <form
        className="presets-part"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) store(name.trim(), filters);
        }}
      >
        <input
          aria-label="Preset name"
          placeholder="Preset name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" aria-label="Save preset" disabled={!name.trim()}>
          Save
        </button>
      </form>
      <span role="status" className="muted">
        {message}
      </span>
    </div>
  );
}
