import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { useFindTestCases } from '../../../../client/test-cases/find-test-cases';
import { paths } from '../../../../routes/paths';
import { isNumericId, unpadId } from '../../../../contract/ids';
import { MAX_OPTION_LENGTH } from '../../../../contract/query-options';
import { searchFailed } from '../../../components/search-failed';
import { fieldNotes } from '../../../components/text-field/field-notes';

const SHOWN = 20;

/** Finds test cases by ID (exact) or by words of their description, and links to each one found. */
export function TestCaseSearch() {
  const inputId = useId();
  const [text, setText] = useState('');
  const notes = fieldNotes(inputId, { value: text, max: MAX_OPTION_LENGTH });
  const query = useDeferredValue(text.trim());
  const byId = isNumericId(query);
  const searching = byId || query.length >= 2;
  const matches = useFindTestCases(byId ? { CASEID: query } : { q: query }, SHOWN, { enabled: searching });
  const found = matches.data?.found ?? [];

  return (
    // role="search" rather than <search>, which React and jsdom do not know yet: the same landmark.
    <div role="search" className="stack test-case-search">
      <label htmlFor={inputId}>Find a test case</label>
      <input
        id={inputId}
        type="search"
        placeholder="Its ID or words of its description"
        maxLength={MAX_OPTION_LENGTH}
        aria-describedby={notes.describedBy}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {notes.element}
      {searching ? (
        <>
          <p role="status" className="muted">
            {matches.isPending
              ? 'Searching…'
              : matches.isError
                ? searchFailed(matches.error)
                : found.length === 0
                  ? 'No test case matches.'
                  : matches.data?.more
                    ? `More than ${SHOWN} test cases match: the first ${SHOWN} are shown, type more to narrow them.`
                    : found.length === 1
                      ? '1 test case matches.'
                      : `${found.length} test cases match.`}
          </p>
          <ul aria-label="Matching test cases">
            {found.map((testCase) => (
              <li key={testCase.CASEID}>
                <Link to={paths.testCase.href(unpadId(testCase.CASEID))}>
                  {unpadId(testCase.CASEID)} – {testCase.DESCR || '(no description)'}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
