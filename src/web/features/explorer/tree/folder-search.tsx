import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { folderSearchQueryOptions } from '../../../../client/scenarios/folder-tree-reads';
import { MAX_OPTION_LENGTH } from '../../../../contract/query-options';
import { searchFailed } from '../../../components/search-failed';
import { fieldNotes } from '../../../components/text-field/field-notes';

/** Searches folders by name (or ID) and lists the first matches with their path. */
export function FolderSearch({ onChoose }: { onChoose: (id: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const notes = fieldNotes(inputId, { value: text, max: MAX_OPTION_LENGTH });
  const query = useDeferredValue(text.trim());
  const matches = useQuery({ ...folderSearchQueryOptions(query), enabled: query.length > 0 });

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
                : matchCount(matches.data.matches.length, matches.data.total)}
          </p>
          <ul aria-label="Matching folders">
            {(matches.data?.matches ?? []).map((folder) => {
              const { path } = folder;
              return (
                <li key={folder.id}>
                  <button
                    type="button"
                    className="folder-search-hit"
                    onClick={() => {
                      onChoose(folder.id);
                      setText('');
                    }}
                  >
                    <span>{folder.name}</span>
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

/** "3 folders match", or how many of how many are listed when there are more than a list shows. */
const matchCount = (shown: number, total: number) =>
  shown < total ? `${total} folders match; the first ${shown} are listed` : `${total} folders match`;
