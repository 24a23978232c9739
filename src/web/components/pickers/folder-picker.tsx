import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useScenarios } from '../../../client/scenarios/get-scenarios';
import { padId, unpadId } from '../../../contract/ids';
import { lazyWithPreload } from '../lazy-with-preload';
import { LoadingState } from '../states';
import { foldersById } from '../folder-tree/tree-model';
import { ChosenList } from './chosen-list';
import { folderName, folderPlace } from './folder-label';
import { OptionText } from './option-text';
import { PickerCombobox } from './picker-combobox';
import './pickers.css';

// The tree is what few pickers are opened for: its code and its reads (each folder's case count) wait for that.
// Asked for as the pointer or focus reaches "Browse the folder tree", so the tree opens without a fallback.
const { Component: FolderTree, preload: preloadFolderTree } = lazyWithPreload(
  async () => (await import('../folder-tree/folder-tree')).FolderTree,
);

/** Several folders, found by name or ID, each shown with its path. `value` holds folder IDs. */
export function FolderPicker({
  label,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const [text, setText] = useState('');
  /** Once opened, the tree stays mounted: closing and reopening keeps where the user was in it. */
  const [browsing, setBrowsing] = useState(false);
  const query = useDeferredValue(text.trim());
  // Every folder (10,000 on a big system) is read once the picker is used or has folders to name, not on load.
  const [used, setUsed] = useState(false);
  const all = useScenarios({}, { enabled: used || value.length > 0 });
  const byId = foldersById(all.data);
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
  const name = (id: string) => folderName(id, byId);

  return (
    <fieldset className="picker" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{label}</legend>
      <ChosenList
        items={value.map((id) => {
          const place = folderPlace(id, byId);
          return {
            id,
            label: name(id),
            detail: place?.short,
            title: place && `${name(id)} ${place.full}`,
            // Every folder has been read, and this one is not among them.
            missing: !place && all.isSuccess,
          };
        })}
        onRemove={(id) => onChange(value.filter((other) => other !== id))}
        empty="No folder chosen."
      />
      <PickerCombobox
        label={`Find ${label.toLowerCase()} to add`}
        listLabel={`Matching ${label.toLowerCase()}`}
        placeholder="Type a folder name or ID"
        text={text}
        onTextChange={setText}
        options={matches.map((folder) => ({
          id: folder.SCNRID,
          content: <OptionText main={name(folder.SCNRID)} detail={folderPlace(folder.SCNRID, byId)?.full} />,
        }))}
        emptyMessage={all.isPending ? 'Loading folders…' : 'No folder matches.'}
        onPick={(id) => onChange([...value, unpadId(id)])}
        onFocus={() => setUsed(true)}
      />
      <details
        className="picker-tree"
        onToggle={(event) => {
          if (!event.currentTarget.open) return;
          setBrowsing(true);
          setUsed(true);
        }}
      >
        <summary onPointerEnter={() => void preloadFolderTree()} onFocus={() => void preloadFolderTree()}>
          Browse the folder tree
        </summary>
        <div className="picker-tree-body">
          {browsing ? (
            <Suspense fallback={<LoadingState label="Loading the folder tree" lines={3} />}>
              <FolderTree label={`Choose ${label.toLowerCase()}`} chosenIds={chosen} onSelect={toggle} />
            </Suspense>
          ) : null}
        </div>
      </details>
    </fieldset>
  );
}
