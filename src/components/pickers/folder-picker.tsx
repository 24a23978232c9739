import { useDeferredValue, useMemo, useState } from 'react';
import { useScenarios } from '../../api/scenarios/get-scenarios';
import { padId, unpadId } from '../../contract/ids';
import { FolderTree } from '../folder-tree/folder-tree';
import { ChosenList } from './chosen-list';
import './pickers.css';

/** Several folders, found by name or ID. `value` holds folder IDs. */
export function FolderPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const all = useScenarios({});
  const byId = useMemo(() => new Map((all.data ?? []).map((folder) => [folder.SCNRID, folder])), [all.data]);
  const chosen = useMemo(() => new Set(value.map(padId)), [value]);
  const matches = useMemo(() => {
    if (!query) return [];
    const needle = query.toLowerCase();
    return (all.data ?? [])
      .filter(
        (folder) =>
          !chosen.has(folder.SCNRID) &&
          (folder.DESCR.toLowerCase().includes(needle) || unpadId(folder.SCNRID) === query),
      )
      .slice(0, 20);
  }, [all.data, query, chosen]);
  const toggle = (id: string) =>
    onChange(chosen.has(padId(id)) ? value.filter((other) => padId(other) !== padId(id)) : [...value, unpadId(id)]);
  const name = (id: string) => `${byId.get(padId(id))?.DESCR ?? 'Folder'} (${unpadId(id)})`;

  return (
    <fieldset className="picker">
      <legend>{label}</legend>
      <ChosenList
        items={value.map((id) => ({ id, label: name(id) }))}
        onRemove={(id) => onChange(value.filter((other) => other !== id))}
        empty="No folder chosen."
      />
      <input
        type="search"
        aria-label={`Find ${label.toLowerCase()} to add`}
        placeholder="Type a folder name or ID"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {query ? (
        <ul className="picker-results" aria-label={`Matching ${label.toLowerCase()}`}>
          {matches.length === 0 ? (
            <li className="muted">{all.isPending ? 'Loading folders…' : 'No folder matches.'}</li>
          ) : null}
          {matches.map((folder) => (
            <li key={folder.SCNRID}>
              <button type="button" onClick={() => onChange([...value, unpadId(folder.SCNRID)])}>
                Add {folder.DESCR} ({unpadId(folder.SCNRID)})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="picker-tree">
        <summary>Browse the folder tree</summary>
        <div className="picker-tree-body">
          <FolderTree label={`Choose ${label.toLowerCase()}`} chosenIds={chosen} onSelect={toggle} />
        </div>
      </details>
    </fieldset>
  );
}
