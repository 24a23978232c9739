import { useTestCases } from '../../api/test-cases/get-test-cases';

/** How many test cases a folder holds directly and how many of them last failed. */
export function FolderCounts({ folderId }: { folderId: string }) {
  const { data } = useTestCases({ SCNRID: folderId });
  if (!data) return null;
  const failed = data.filter((testCase) => testCase.LAST_STATUS === 'E' || testCase.LAST_STATUS === 'A').length;
  return (
    <span className="tree-counts">
      {data.length} cases{failed > 0 ? <span className="tree-failed">, {failed} failed</span> : null}
    </span>
  );
}
