import { useState } from 'react';
import { loadPresets, savePreset, type Presets } from './report-presets';
import type { ReportFilters } from './report-form-model';

/** Save the current filters under a name and load them again (kept in this browser). */
export function PresetsBar({ filters, onLoad }: { filters: ReportFilters; onLoad: (filters: ReportFilters) => void }) {
  const [presets, setPresets] = useState<Presets>(loadPresets);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const store = (presetName: string, value: ReportFilters | undefined) => {
    try {
      setPresets(savePreset(presetName, value));
      setMessage(value ? `Saved "${presetName}".` : `Deleted "${presetName}".`);
    } catch {
      setMessage('This browser does not allow saving presets (storage is off or full).');
    }
  };
  return (
    <fieldset className="picker presets-bar">
      <legend>Presets</legend>
      <div className="row">
        <label className="field">
          Preset name
          <input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="button" disabled={!name.trim()} onClick={() => store(name.trim(), filters)}>
          Save preset
        </button>
        <label className="field">
          Saved presets
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose…</option>
            {Object.keys(presets).map((presetName) => (
              <option key={presetName} value={presetName}>
                {presetName}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!presets[chosen]} onClick={() => presets[chosen] && onLoad(presets[chosen])}>
          Load preset
        </button>
        <button type="button" disabled={!presets[chosen]} onClick={() => store(chosen, undefined)}>
          Delete preset
        </button>
      </div>
      <p role="status" className="muted picker-empty">
        {message}
      </p>
    </fieldset>
  );
}
