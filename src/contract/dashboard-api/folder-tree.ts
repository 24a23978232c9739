// The dashboard's own API for the folder tree over the history store: a level of the tree (as the service answers
// `PARENTID=x&$children=true&$expandLevels=1`), the path to a folder (breadcrumb, a deep link revealed in the tree),
// and a search by name for the tree's search box and the folder pickers. The browser never reads every folder.
import { z } from 'zod/mini';
import { MAX_OPTION_LENGTH } from '../query-options';
import { scenarioSchema } from '../records';
import { folderParam } from './folders';

const about = (description: string) => ({ description });

export const folderLevelQuerySchema = z.object({
  parent: folderParam('The folder whose sub-folders are listed; 0 for the top-level folders.'),
});
export type FolderLevelQuery = z.output<typeof folderLevelQuerySchema>;

export const folderLevelSchema = z
  .object({
    /** The sub-folders of `parent`, each followed by its own sub-folders, by ID: the records as the service sends them. */
    folders: z.array(scenarioSchema),
  })
  .register(z.globalRegistry, { id: 'FolderLevel' });
export type FolderLevel = z.output<typeof folderLevelSchema>;

export const folderPathQuerySchema = z.object({
  folder: folderParam('The folder whose path is answered.'),
});

/** A folder on a path: its ID and name. */
export const folderStepSchema = z.object({ id: z.string(), name: z.string() });
export type FolderStep = z.output<typeof folderStepSchema>;

export const folderPathSchema = z
  .object({
    /** The top-level folder first, the folder asked for last. */
    path: z.array(folderStepSchema),
    /** The folder's own record, as the service sends it: its page's header. */
    folder: scenarioSchema,
  })
  .register(z.globalRegistry, { id: 'FolderPath' });
export type FolderPath = z.output<typeof folderPathSchema>;

/** The most folders one search answers: a list to choose from, not to read through. */
export const FOLDER_SEARCH_MAX = 50;

const folderIds = z
  ._default(
    z.array(z.string().check(z.refine((value) => /^\d{1,10}$/.test(value), 'is not a folder ID (1 to 10 digits)'))),
    [],
  )
  .register(z.globalRegistry, about('Folder IDs to name whether they match or not, repeated (`id=…&id=…`).'));

export const folderSearchQuerySchema = z.object({
  q: z
    ._default(z.string().check(z.maxLength(MAX_OPTION_LENGTH, `is longer than ${MAX_OPTION_LENGTH} characters`)), '')
    .register(z.globalRegistry, about("Text the folder's name contains, ignoring case, or its ID; empty for none.")),
  id: folderIds,
});
export type FolderSearchQuery = z.output<typeof folderSearchQuerySchema>;

/** A folder found: its ID, name and the names of the folders above it, top first. */
export const foundFolderSchema = z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) });
export type FoundFolder = z.output<typeof foundFolderSchema>;

export const folderSearchSchema = z
  .object({
    /** The first FOLDER_SEARCH_MAX folders whose name contains `q` (or whose ID it is), by name. */
    matches: z.array(foundFolderSchema),
    /** How many folders match in all. */
    total: z.int(),
    /** The folders asked for by `id` that exist; one not listed does not. */
    named: z.array(foundFolderSchema),
  })
  .register(z.globalRegistry, { id: 'FolderSearch' });
export type FolderSearch = z.output<typeof folderSearchSchema>;
