import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { folderSearchQueryOptions, useFoldersNamed } from '../../../client/scenarios/folder-tree-reads';
import { padId, unpadId } from '../../../contract/ids';
import { lazyWithPreload } from '../lazy-with-preload';
import { LoadingState } from '../states';
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
  // Two small reads, the server's searches: the chosen folders' names and paths, and the folders the text finds.
  const named = useFoldersNamed(value);
  const search = useQuery({ ...folderSearchQueryOptions(query), enabled: query.length > 0 });
  const chosen = useMemo(() => new Set(value.map(padId)), [value]);
  const matches = (search.data?.matches ?? []).filter((folder) => !chosen.has(folder.id)).slice(0, 20);
  const toggle = (id: string) =>
    onChange(chosen.has(padId(id)) ? value.filter((other) => padId(other) !== padId(id)) : [...value, unpadId(id)]);
  const name = (id: string) => folderName(id, named.byId.get(padId(id)));

  return (
    <fieldset className="picker" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{label}</legend>
      <ChosenList
        items={value.map((id) => {
          const place = folderPlace(named.byId.get(padId(id)));
          return {
            id,
            label: name(id),
            detail: place?.short,
            title: place && `${name(id)} ${place.full}`,
            // The server looked it up, and no such folder exists.
            missing: !place && named.known,
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
          id: folder.id,
          content: <OptionText main={folderName(folder.id, folder)} detail={folderPlace(folder)?.full} />,
        }))}
        emptyMessage={search.isPending ? 'Looking for folders…' : 'No folder matches.'}
        onPick={(id) => onChange([...value, unpadId(id)])}
      />
      <details
        className="picker-tree"
        onToggle={(event) => {
          if (event.currentTarget.open) setBrowsing(true);
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
