// The dashboard's own API for the explorer, over the history store: how many test cases each folder holds (the
// tree, its sub-folder tables and the start's list of where test cases are kept) and a folder's test cases, sorted,
// filtered and paged by the server, instead of every test case of the service read into the browser.
import { z } from 'zod/mini';
import { isNumericId, padId } from '../ids';
import { MAX_OPTION_LENGTH } from '../query-options';
import { pageParams, pagedAnswer, sortDirection } from './paging';

const about = (description: string) => ({ description });
const text = (description: string) =>
  z
    ._default(z.string().check(z.maxLength(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`)), '')
    .register(z.globalRegistry, about(description));
export const folderParam = (description: string) =>
  z
    .string({ error: 'is required: a folder ID' })
    .check(z.refine(isNumericId, 'is not a folder ID (1 to 10 digits)'))
    .check(z.overwrite(padId))
    .register(z.globalRegistry, about(description));

/** A folder's counts: test cases directly in it, of those the last failed (E or A), of those the aborted (A). */
export const folderCountsRowSchema = z.tuple([z.string(), z.int(), z.int(), z.int()]);

export const folderCountsQuerySchema = z.object({
  parent: folderParam('The folder whose sub-folders are counted; 0 for the top-level folders.'),
});
export type FolderCountsQuery = z.output<typeof folderCountsQuerySchema>;

export const folderCountsSchema = z
  .object({
    /** [folder ID, test cases, last failed, last aborted] of each sub-folder that holds test cases itself. */
    folders: z.array(folderCountsRowSchema),
    /**
     * False while the store's first sync still reads the service's history: a sub-folder not listed may hold test
     * cases the store has not learned yet, so it is not yet known to hold none.
     */
    complete: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'FolderCounts' });
export type FolderCountsAnswer = z.output<typeof folderCountsSchema>;

/** The columns the list of folders holding test cases sorts by, as the table names them. */
export const HOLDING_SORTS = ['Folder', 'ID', 'In', 'Test cases', 'Last failed'] as const;

export const holdingFoldersQuerySchema = z.object({
  ...pageParams(),
  sort: z
    ._default(z.enum(HOLDING_SORTS, { error: `is not one of ${HOLDING_SORTS.join(', ')}` }), 'In')
    .register(z.globalRegistry, about(`The column to sort by: ${HOLDING_SORTS.join(', ')}.`)),
  dir: sortDirection(),
  name: text("Text the folder's name contains, ignoring case; empty for any."),
  path: text('Text the path to the folder (its ancestors\' names, " › " between) contains; empty for any.'),
});
export type HoldingFoldersQuery = z.output<typeof holdingFoldersQuerySchema>;

/** A folder holding test cases: [ID, name, path (ancestors' names, top first), test cases, last failed, aborted]. */
export const holdingFolderRowSchema = z.tuple([z.string(), z.string(), z.array(z.string()), z.int(), z.int(), z.int()]);
export type HoldingFolderRow = z.output<typeof holdingFolderRowSchema>;

export const holdingFoldersSchema = pagedAnswer(holdingFolderRowSchema).register(z.globalRegistry, {
  id: 'HoldingFolders',
});

/** The test case list's columns that sort and filter on the server, as the table names them. */
export const CASE_COLUMNS = [
  'ID',
  'Last status',
  'Description',
  'Test type',
  'Automation object',
  'Document number',
  'Last run',
  'Started by',
  'Flaky',
] as const;
export type CaseColumn = (typeof CASE_COLUMNS)[number];

/** A column filter, `Column:text` (the column contains the text, ignoring case). */
const columnFilter = z.string().check(
  z.maxLength(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`),
  z.refine((value) => (CASE_COLUMNS as readonly string[]).includes(value.slice(0, value.indexOf(':'))), {
    message: `is not Column:text with a column of ${CASE_COLUMNS.join(', ')}`,
  }),
);

export const folderCasesQuerySchema = z.object({
  // 0 is the tree's root, no folder: reading it through would find no folder and mark every top folder gone.
  folder: folderParam('The folder whose test cases are listed.').check(
    z.refine((id) => Number(id) !== 0, "is the tree's root (0), not a folder"),
  ),
  deep: z
    ._default(z.enum(['true', 'false'], { error: 'is not true or false' }), 'false')
    .register(z.globalRegistry, about('true: also the test cases of every folder below it ("Show all").')),
  ...pageParams(),
  sort: z
    .optional(z.enum(CASE_COLUMNS, { error: `is not one of ${CASE_COLUMNS.join(', ')}` }))
    .register(z.globalRegistry, about('The column to sort by; none for the order of their IDs.')),
  dir: sortDirection(),
  q: text('Text any column contains, ignoring case; empty for any.'),
  filter: z
    ._default(z.array(columnFilter), [])
    .register(z.globalRegistry, about('Column filters, repeated: `Column:text`, the column containing the text.')),
});
export type FolderCasesQuery = z.output<typeof folderCasesQuerySchema>;
/** The view of a folder's test cases, without the page. */
export type FolderCasesView = Omit<FolderCasesQuery, 'offset' | 'limit'>;

/** A test case as the list shows it: its catalogue members, its last result and its flaky score where scored. */
export const folderCaseSchema = z.object({
  CASEID: z.string(),
  SCNRID: z.string(),
  DESCR: z.string(),
  IFTYPE: z.int(),
  OBJDEFID: z.string(),
  DOCNUM: z.string(),
  LAST_RUN_ID: z.string(),
  LAST_STATUS: z.string(),
  LAST_STATUS_TXT: z.string(),
  LAST_STARTED_BY: z.string(),
  LAST_STARTED_DATE: z.string(),
  LAST_STARTED_TIME: z.string(),
  /** Present when the list is short enough to score (FLAKY_SCORES_MAX_CASES); score null: too few outcomes. */
  flakiness: z.optional(z.object({ score: z.nullable(z.number()), flaky: z.boolean(), results: z.int() })),
});
export type FolderCase = z.output<typeof folderCaseSchema>;

export const folderCasesSchema = z
  .object({
    ...pagedAnswer(folderCaseSchema).shape,
    /** The list before filters: its test cases, how many last failed, and how many are flaky (null: unscored). */
    all: z.int(),
    failed: z.int(),
    flaky: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'FolderCases' });
export type FolderCases = z.output<typeof folderCasesSchema>;
