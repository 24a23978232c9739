// Issue 70's folder row: "a folder of about 1,000 test cases" opened with its sub-folders' test cases. No folder of
// the large data set holds that many itself (at most 26: dataset-facts.ts's `leaf`), and the one whose sub-tree holds
// the most is the whole catalogue (100,000: its `list`), so the row takes the folder whose sub-tree comes nearest to
// 1,000, read from the same seeded generator the mock serves.
import { unpadId } from '../../src/contract/ids';
import type { DatasetName } from '../../src/mock/data/dataset-sizes';
import { generateStore } from '../../src/mock/data/generate-store';
import type { MockStore } from '../../src/mock/store/store-types';

export const FOLDER_SIZE_WANTED = 1000;

export interface SizedFolder {
  /** Unpadded, as the app's URLs write it. */
  folderId: string;
  name: string;
  /** Test cases in it and in every folder below it. */
  cases: number;
}

/** Test cases of every folder's sub-tree, counted bottom-up once (a walk per folder would read 10,000 sub-trees). */
function subtreeCounts(store: MockStore): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (id: string): number => {
    const known = counts.get(id);
    if (known !== undefined) return known;
    const own = store.testCaseIdsByFolder.get(id)?.length ?? 0;
    const total = (store.childFolderIds.get(id) ?? []).reduce((sum, child) => sum + count(child), own);
    counts.set(id, total);
    return total;
  };
  for (const id of store.folders.keys()) count(id);
  return counts;
}

/** The folder whose sub-tree holds the number of test cases nearest `wanted` (the lower ID on a tie). */
export function folderOfSize(dataset: DatasetName, historyEnds: Date, wanted = FOLDER_SIZE_WANTED): SizedFolder {
  const store = generateStore({ dataset, historyEnds });
  const [id, cases] = [...subtreeCounts(store)]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .reduce((best, entry) => (Math.abs(entry[1] - wanted) < Math.abs(best[1] - wanted) ? entry : best));
  const folder = store.folders.get(id)!;
  return { folderId: unpadId(id), name: folder.DESCR || `Folder ${unpadId(id)}`, cases };
}
