import type { FolderCounts } from '../../../client/dashboard/explorer-reads';
import { countOf, formatCount } from '../../../format/format-count';

/** A folder's ID as people see it: `#103`, so it never reads as a count. */
export const folderIdLabel = (id: string) => `#${Number(id)}`;

/**
 * What a screen reader says after a folder's name (its accessible description): the ID and the counts.
 * A folder with sub-folders counts only the test cases directly in it, and says so. Aborted cases are told
 * apart from failed ones (a service stop aborts every case it catches), as the row shows them.
 */
export function describeFolderCounts(
  id: string,
  hasSubfolders: boolean,
  counts: FolderCounts | undefined,
  failedToLoad = false,
): string {
  const parts = [`Folder ${folderIdLabel(id)}`];
  if (hasSubfolders) parts.push('has sub-folders');
  if (counts) {
    if (hasSubfolders && counts.testCases === 0) parts.push('no test cases directly in it');
    else {
      parts.push(`${countOf(counts.testCases, 'test case')}${hasSubfolders ? ' directly in it' : ''}`);
      parts.push(`${formatCount(counts.lastFailed - counts.lastAborted)} last failed`);
      if (counts.lastAborted > 0) parts.push(`${formatCount(counts.lastAborted)} last aborted`);
    }
  } else if (!failedToLoad) parts.push('counting test cases');
  return parts.join(', ');
}
