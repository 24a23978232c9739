// Request bodies of the two POST endpoints (spec §4.4-4.5, decisions.md §6-7). Shared by the mock,
// which validates what it receives, and by the dashboard's forms, which validate before sending.
import { z } from 'zod';
import { wireDate, wireTime } from './date-time';
import { isNumericId } from './ids';

/** `X` is true, empty is false; anything else is rejected, never silently read as false. */
export const flag = z.enum(['X', ''], { message: "must be 'X' (true) or '' (false)" });
export type Flag = z.infer<typeof flag>;

export function toFlag(value: boolean): Flag {
  return value ? 'X' : '';
}

const numericId = (what: string) =>
  z.string().refine(isNumericId, { message: `is not a valid ${what} ID (1 to 10 digits)` });

export const testContainerRowSchema = z.object({
  CASEID: numericId('test case'),
  VAR_NAME: z.string().trim().min(1, 'variable name must not be empty').max(60),
  VAR_VALUE: z.string().max(1000),
});
export type TestContainerRow = z.infer<typeof testContainerRowSchema>;

export const startRunMembersSchema = z.object({
  SCENARIOS: z.array(numericId('folder')).max(10_000).optional(),
  INCLUDE_SUBFOLDERS: flag.optional(),
  TEST_CASES: z.array(numericId('test case')).max(100_000).optional(),
  TEST_RUN_NAME: z.string().max(120).optional(),
  TEST_CONTAINER: z.array(testContainerRowSchema).max(10_000).optional(),
  TEST_RUN_TIME: z.union([wireTime, z.literal('')]).optional(),
  TEST_RUN_DATE: z.union([wireDate, z.literal('')]).optional(),
  EXECUTION_LANDSCAPE: z.string().max(60).optional(),
  MERGE_WITH_EXISTING_RUN: flag.optional(),
  ASYNC: flag.optional(),
});
export type StartRunMembers = z.infer<typeof startRunMembersSchema>;

/** POST /testruns body. Rules that need the data (unknown IDs, container rows) are the server's. */
export const startRunRequestSchema = z.object({
  DATA: startRunMembersSchema
    .refine((m) => (m.SCENARIOS?.length ?? 0) + (m.TEST_CASES?.length ?? 0) > 0, {
      message: 'Nothing to run: give SCENARIOS or TEST_CASES',
      path: ['SCENARIOS'],
    })
    .refine((m) => m.MERGE_WITH_EXISTING_RUN !== 'X' || Boolean(m.TEST_RUN_NAME?.trim()), {
      message: 'Merging into an existing run needs a TEST_RUN_NAME',
      path: ['TEST_RUN_NAME'],
    }),
});
export type StartRunRequest = z.infer<typeof startRunRequestSchema>;

export const reportMembersSchema = z.object({
  FOLDERS: z.array(numericId('folder')).max(10_000).optional(),
  INCLUDE_SUBFOLDERS: flag.optional(),
  TEST_CASES: z.array(numericId('test case')).max(100_000).optional(),
  STARTED_TIME_FROM: z.union([wireTime, z.literal('')]).optional(),
  STARTED_TIME_TO: z.union([wireTime, z.literal('')]).optional(),
  STARTED_DATE_FROM: z.union([wireDate, z.literal('')]).optional(),
  STARTED_DATE_TO: z.union([wireDate, z.literal('')]).optional(),
  TEST_RUN_TYPES: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'run types are two-letter codes')).optional(),
  INCLUDE_BUSINESS_DATA: flag.optional(),
  TEST_TYPES: z.array(z.string().regex(/^\d{1,4}$/, 'test types are numeric codes')).optional(),
  AUTOMATION_OBJECTS: z.array(z.string().max(60)).optional(),
  CONTENT_SEARCH_TEXT: z.string().max(255).optional(),
  STARTED_BY: z.array(z.string().max(60)).optional(),
});
export type ReportMembers = z.infer<typeof reportMembersSchema>;

/** POST /testexecreport body: every member is an optional filter. */
export const reportRequestSchema = z.object({
  DATA: reportMembersSchema
    .refine((m) => !m.STARTED_DATE_FROM || !m.STARTED_DATE_TO || m.STARTED_DATE_FROM <= m.STARTED_DATE_TO, {
      message: 'STARTED_DATE_FROM is after STARTED_DATE_TO',
      path: ['STARTED_DATE_FROM'],
    }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const REPORT_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const REPORT_SHEETS = { executions: 'Executions', summary: 'Summary' } as const;
/** Columns of the Executions sheet, in order (decisions.md §7); business data adds `VAR:<name>`. */
export const REPORT_COLUMNS = [
  'RUN_ID', 'RUN_NAME', 'RUN_TYPE', 'STARTED_BY', 'STARTED_DATE', 'STARTED_TIME', 'END_DATE', 'END_TIME',
  'SCNRID', 'FOLDER_DESCR', 'CASEID', 'DESCR', 'IFTYPE', 'OBJDEFID', 'STATUS', 'STATUS_TXT', 'MESSAGE', 'DOCNUM',
] as const;
export const REPORT_VARIABLE_PREFIX = 'VAR:';
