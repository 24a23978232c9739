// The dashboard's own API: GET /api/folders/case-ids, the test cases a run of chosen folders brings in, for the New
// run form (its count per folder, de-duplication with cases chosen one by one, variables offered by description).
// IDs and descriptions only: the service's full records of a top folder were 54 MB on the large data set.
import { z } from 'zod/mini';
import { TOP_LEVEL_PARENT_ID } from '../ids';
import { folderId } from './folders';

/** The most folders one read takes: their IDs repeated in the URL stay well under 4 KB. */
export const FOLDER_CASE_IDS_MAX_FOLDERS = 100;

/**
 * A folder a run can name: not 0, the top level, which is no folder (the service has no record of it, and a read
 * through of it would take every top-level folder for gone).
 */
const runFolder = () =>
  folderId().check(z.refine((id) => id !== TOP_LEVEL_PARENT_ID, 'is the top level (0), not a folder'));

const ASK_FOR_FOLDERS = 'is required: the folder IDs, repeated (folder=…&folder=…)';

export const folderCaseIdsQuerySchema = z.object({
  folder: z
    .array(runFolder(), { error: ASK_FOR_FOLDERS })
    .check(
      z.minLength(1, ASK_FOR_FOLDERS),
      z.maxLength(FOLDER_CASE_IDS_MAX_FOLDERS, `lists more than ${FOLDER_CASE_IDS_MAX_FOLDERS} folders; ask in parts`),
    )
    .register(z.globalRegistry, {
      description: `The folder IDs, repeated (\`folder=…&folder=…\`), at most ${FOLDER_CASE_IDS_MAX_FOLDERS}.`,
    }),
  deep: z._default(z.enum(['true', 'false'], { error: 'is not true or false' }), 'false').register(z.globalRegistry, {
    description: "true: also the test cases of every folder below each (a run's INCLUDE_SUBFOLDERS).",
  }),
});
export type FolderCaseIdsQuery = z.output<typeof folderCaseIdsQuerySchema>;

/** A test case a folder brings in: [CASEID (10 digits), DESCR]. */
export const folderCaseRowSchema = z.tuple([z.string(), z.string()]);

export const folderCaseIdsSchema = z
  .object({
    /** [folder ID (10 digits), how many test cases it brings in] per folder asked, in the order asked. */
    folders: z.array(z.tuple([z.string(), z.int()])),
    /** The test cases of all of them, each once, by ID: a case in two folders asked is counted in both. */
    cases: z.array(folderCaseRowSchema),
  })
  .register(z.globalRegistry, { id: 'FolderCaseIds' });
export type FolderCaseIds = z.output<typeof folderCaseIdsSchema>;
