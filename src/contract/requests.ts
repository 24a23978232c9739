// Request bodies of the two POST endpoints (docs/interface/rest-v1.md#starting-a-run,
// docs/interface/rest-v1.md#execution-report, docs/interface/decisions.md#starting-runs-d6,
// docs/interface/decisions.md#report-workbook-d7). Shared by the mock, which validates what it receives, and by the
// dashboard's forms, which validate before sending.
import { z } from 'zod/mini';
import { wireDate, wireTime } from './date-time';
import { isNumericId } from './ids';
import { REPORT_LIMITS } from './report-limits';

/** `X` is true, empty is false; anything else is rejected, never silently read as false. */
export const flag = z.enum(['X', ''], { error: "must be 'X' (true) or '' (false)" });
export type Flag = z.infer<typeof flag>;

export function toFlag(value: boolean): Flag {
  return value ? 'X' : '';
}

/** Longest texts POST /testruns accepts, per member; the launcher's fields stop at the same lengths. */
export const START_RUN_LIMITS = {
  TEST_RUN_NAME: 120,
  EXECUTION_LANDSCAPE: 60,
  VAR_NAME: 60,
  VAR_VALUE: 1000,
} as const;

const numericId = (what: string) =>
  z.string().check(z.refine(isNumericId, `is not a valid ${what} ID (1 to 10 digits)`));
const list = <T extends z.ZodMiniType>(element: T, max: number) => z.optional(z.array(element).check(z.maxLength(max)));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const optionalDate = z.optional(z.union([wireDate, z.literal('')]));
const optionalTime = z.optional(z.union([wireTime, z.literal('')]));

export const testContainerRowSchema = z.object({
  CASEID: numericId('test case'),
  VAR_NAME: z
    .string()
    .check(z.trim(), z.minLength(1, 'variable name must not be empty'), z.maxLength(START_RUN_LIMITS.VAR_NAME)),
  VAR_VALUE: z.string().check(z.maxLength(START_RUN_LIMITS.VAR_VALUE)),
});
export type TestContainerRow = z.infer<typeof testContainerRowSchema>;

export const startRunMembersSchema = z.object({
  SCENARIOS: list(numericId('folder'), 10_000),
  INCLUDE_SUBFOLDERS: z.optional(flag),
  TEST_CASES: list(numericId('test case'), 100_000),
  TEST_RUN_NAME: optionalText(START_RUN_LIMITS.TEST_RUN_NAME),
  TEST_CONTAINER: list(testContainerRowSchema, 10_000),
  TEST_RUN_TIME: optionalTime,
  TEST_RUN_DATE: optionalDate,
  EXECUTION_LANDSCAPE: optionalText(START_RUN_LIMITS.EXECUTION_LANDSCAPE),
  MERGE_WITH_EXISTING_RUN: z.optional(flag),
  ASYNC: z.optional(flag),
});
export type StartRunMembers = z.infer<typeof startRunMembersSchema>;

/** POST /testruns body. Rules that need the data (unknown IDs, container rows) are the server's. */
export const startRunRequestSchema = z.object({
  DATA: startRunMembersSchema.check(
    z.refine((m) => (m.SCENARIOS?.length ?? 0) + (m.TEST_CASES?.length ?? 0) > 0, {
      error: 'Nothing to run: give SCENARIOS or TEST_CASES',
      path: ['SCENARIOS'],
    }),
    z.refine((m) => m.MERGE_WITH_EXISTING_RUN !== 'X' || Boolean(m.TEST_RUN_NAME?.trim()), {
      error: 'Merging into an existing run needs a TEST_RUN_NAME',
      path: ['TEST_RUN_NAME'],
    }),
  ),
});
export type StartRunRequest = z.infer<typeof startRunRequestSchema>;

export const reportMembersSchema = z.object({
  FOLDERS: list(numericId('folder'), 10_000),
  INCLUDE_SUBFOLDERS: z.optional(flag),
  TEST_CASES: list(numericId('test case'), 100_000),
  STARTED_TIME_FROM: optionalTime,
  STARTED_TIME_TO: optionalTime,
  STARTED_DATE_FROM: optionalDate,
  STARTED_DATE_TO: optionalDate,
  TEST_RUN_TYPES: list(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'run types are two-letter codes')), 100),
  INCLUDE_BUSINESS_DATA: z.optional(flag),
  TEST_TYPES: list(z.string().check(z.regex(/^\d{1,4}$/, 'test types are numeric codes')), 1000),
  AUTOMATION_OBJECTS: list(z.string().check(z.maxLength(REPORT_LIMITS.AUTOMATION_OBJECT)), 10_000),
  CONTENT_SEARCH_TEXT: optionalText(REPORT_LIMITS.CONTENT_SEARCH_TEXT),
  STARTED_BY: list(z.string().check(z.maxLength(REPORT_LIMITS.STARTED_BY)), 10_000),
});
export type ReportMembers = z.infer<typeof reportMembersSchema>;

/** POST /testexecreport body: every member is an optional filter. */
export const reportRequestSchema = z.object({
  DATA: reportMembersSchema.check(
    z.refine((m) => !m.STARTED_DATE_FROM || !m.STARTED_DATE_TO || m.STARTED_DATE_FROM <= m.STARTED_DATE_TO, {
      error: 'STARTED_DATE_FROM is after STARTED_DATE_TO',
      path: ['STARTED_DATE_FROM'],
    }),
  ),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const REPORT_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const REPORT_SHEETS = { executions: 'Executions', summary: 'Summary' } as const;
/**
 * Columns of the Executions sheet, in order (docs/interface/decisions.md#report-workbook-d7); business data adds
 * `VAR:<name>`.
 */
export const REPORT_COLUMNS = [
  'RUN_ID',
  'RUN_NAME',
  'RUN_TYPE',
  'STARTED_BY',
  'STARTED_DATE',
  'STARTED_TIME',
  'END_DATE',
  'END_TIME',
  'SCNRID',
  'FOLDER_DESCR',
  'CASEID',
  'DESCR',
  'IFTYPE',
  'OBJDEFID',
  'STATUS',
  'STATUS_TXT',
  'MESSAGE',
  'DOCNUM',
] as const;
export const REPORT_VARIABLE_PREFIX = 'VAR:';
