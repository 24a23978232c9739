import { useQueries } from '@tanstack/react-query';
import { testCasesQueryOptions } from '../../../api/test-cases/get-test-cases';
import { padId, unpadId } from '../../../contract/ids';

/** How many test cases the run will execute, and from where, before the user starts it. */
export function RunSummary({ folders, includeSubfolders, cases }: { folders: string[]; includeSubfolders: boolean; cases: string[] }) {
  const perFolder = useQueries({ queries: folders.map((id) => testCasesQueryOptions({ SCNRID: padId(id), $includeSubfolders: includeSubfolders })) });
  const loading = perFolder.some((result) => result.isPending);
  const unique = new Set(cases.map(padId));
  for (const result of perFolder) for (const testCase of result.data ?? []) unique.add(testCase.CASEID);
  return (
    <section className="card run-summary" aria-label="What will run">
      <h2>What will run</h2>
      <p role="status">
        {folders.length === 0 && cases.length === 0
          ? 'Nothing yet: choose folders or test cases.'
          : loading
            ? 'Counting test cases…'
            : `${unique.size} test case${unique.size === 1 ? '' : 's'}${folders.length > 0 ? ` from ${folders.length} folder${folders.length === 1 ? '' : 's'}${includeSubfolders ? ' and their sub-folders' : ''}` : ''}${cases.length > 0 ? `${folders.length > 0 ? ' plus' : ''} ${cases.length} chosen individually` : ''}.`}
      </p>
      {folders.length > 0 ? (
        <ul className="muted">
          {folders.map((id, index) => (
            <li key={id}>
              Folder {unpadId(id)}: {perFolder[index]?.data ? `${perFolder[index].data.length} test cases` : perFolder[index]?.isError ? 'could not be counted' : '…'}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
