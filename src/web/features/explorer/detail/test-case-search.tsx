import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { useFindTestCases } from '../../../../client/test-cases/find-test-cases';
import { paths } from '../../../../routes/paths';
import { isNumericId, unpadId } from '../../../../contract/ids';

const SHOWN = 20;

/** Finds test cases by ID (exact) or by words of their description, and links to each one found. */
export function TestCaseSearch() {
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const byId = isNumericId(query);
  const searching = byId || query.length >= 2;
  const matches = useFindTestCases(byId ? { CASEID: query } : { q: query }, SHOWN, { enabled: searching });
  const found = matches.data?.found ?? [];

  return (
    <search className="stack test-case-search">
      <label htmlFor={inputId}>Find a test case</label>
      <input
        id={inputId}
        type="search"
        placeholder="Its ID or words of its description"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {searching ? (
        <>
          <p role="status" className="muted">
            {matches.isPending
              ? 'Searching…'
              : matches.isError
                ? 'The search failed; change the text to try again.'
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
    </search>
  );
}
