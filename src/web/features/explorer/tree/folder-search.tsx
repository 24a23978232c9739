import { useDeferredValue, useId, useState } from 'react';
import { useScenarios } from '../../../../client/scenarios/get-scenarios';
import { unpadId } from '../../../../contract/ids';
import { MAX_OPTION_LENGTH } from '../../../../contract/query-options';
import { ancestorsOf, foldersById } from '../../../components/folder-tree/tree-model';
import { searchFailed } from '../../../components/search-failed';
import { fieldNotes } from '../../../components/text-field/field-notes';

/** Searches folders by description (the API's `q`) and lists matches with their path. */
export function FolderSearch({ onChoose }: { onChoose: (id: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const notes = fieldNotes(inputId, { value: text, max: MAX_OPTION_LENGTH });
  const query = useDeferredValue(text.trim());
  const matches = useScenarios({ q: query }, { enabled: query.length > 0 });
  const all = useScenarios({}, { enabled: query.length > 0 });
  const byId = foldersById(all.data);
  const shown = (matches.data ?? []).slice(0, 50);

  return (
    <div className="folder-search">
      <input
        id={inputId}
        type="search"
        aria-label="Search folders"
        placeholder="Search folders"
        maxLength={MAX_OPTION_LENGTH}
        aria-describedby={notes.describedBy}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {notes.element}
      {query ? (
        <div className="folder-search-results">
          <p role="status" className="muted">
            {matches.isPending
              ? 'Searching…'
              : matches.isError
                ? searchFailed(matches.error)
                : `${matches.data?.length ?? 0} folders match`}
          </p>
          <ul aria-label="Matching folders">
            {shown.map((folder) => {
              const path = ancestorsOf(folder.SCNRID, byId).map((id) => byId.get(id)?.DESCR ?? unpadId(id));
              return (
                <li key={folder.SCNRID}>
                  <button
                    type="button"
                    className="folder-search-hit"
                    onClick={() => {
                      onChoose(folder.SCNRID);
                      setText('');
                    }}
                  >
                    <span>{folder.DESCR}</span>
                    <span className="muted">{path.length > 0 ? path.join(' › ') : 'Top level'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
