import { useTestCases } from '../../api/test-cases/get-test-cases';

/**
 * How many test cases a folder holds directly and how many of them last failed. Counting a whole sub-tree
 * would download every test case below it (all 100,000 under the large data set's single top folder) for
 * one number, so a folder with sub-folders says its count is its own ("directly"), never a bare "0 cases".
 */
export function FolderCounts({ folderId, hasSubfolders }: { folderId: string; hasSubfolders: boolean }) {
  const { data } = useTestCases({ SCNRID: folderId });
  if (!data) return null;
  const failed = data.filter((testCase) => testCase.LAST_STATUS === 'E' || testCase.LAST_STATUS === 'A').length;
  const total = hasSubfolders
    ? data.length === 0
      ? 'none directly'
      : `${data.length} directly`
    : `${data.length} ${data.length === 1 ? 'case' : 'cases'}`;
  return (
    <span
      className="tree-counts"
      title={hasSubfolders ? 'Test cases directly in this folder; its sub-folders are not counted' : undefined}
    >
      {total}
      {failed > 0 ? <span className="tree-failed">, {failed} failed</span> : null}
    </span>
  );
}
