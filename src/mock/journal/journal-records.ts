// What the journal of `--data` holds, one JSON record per line: a header naming the data set it belongs
// to, then every change clients made through runs, in the order they happened.
import { z } from 'zod/mini';
import { wireDate, wireTime } from '../../contract/date-time';
import { runDetailSchema } from '../../contract/records';
import { resolveSizes, type DatasetName, type DatasetSizes } from '../data/dataset-sizes';
import { FIXED_HISTORY_END } from '../data/history-end';

export const JOURNAL_VERSION = 1;

const runId = z.string().check(z.regex(/^[0-9A-F]{32}$/));
const caseIds = z.array(z.string().check(z.regex(/^\d{10}$/)));
const count = z.number();
const instant = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO instant'));

const runRecordSchema = z.object({
  RUN_ID: runId,
  NAME: z.string(),
  STARTED_BY: z.string(),
  STARTED_DATE: wireDate,
  STARTED_TIME: wireTime,
  TC_TOTAL: count,
  TC_PASSED: count,
  TC_FAILED: count,
  REMOTE_CMP_RUN: z.string(),
  END_DATE: z.string(),
  END_TIME: z.string(),
  REPORT_URL: z.string(),
  FIORI_REPORT_URL: z.optional(z.string()),
  TYPE: z.string(),
});

export const journalRecordSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('journal'),
    version: z.literal(JOURNAL_VERSION),
    dataset: z.string(),
    seed: z.number(),
    /** When the seeded history beside these runs ends (ISO); journals from before it was recorded lack it. */
    historyEnds: z.optional(z.string()),
  }),
  z.object({ type: z.literal('run-started'), run: runRecordSchema, landscape: z.string(), caseIds }),
  z.object({ type: z.literal('run-merged'), runId, caseIds }),
  z.object({
    type: z.literal('case-finished'),
    runId,
    detail: runDetailSchema,
    given: z.optional(z.record(z.string(), z.string())),
  }),
  z.object({ type: z.literal('run-finished'), runId, date: wireDate, time: wireTime }),
  /** A start carried the seeded history forward over the days it missed: its runs after `from`, by `until`. */
  z.object({ type: z.literal('history-filled'), from: instant, until: instant }),
]);
export type JournalRecord = z.infer<typeof journalRecordSchema>;
export type JournalHeader = Extract<JournalRecord, { type: 'journal' }>;

/** A journal that cannot be used as it is; the message says what to do. */
export class JournalError extends Error {}

/** The header for a data set: named sets by name, custom sizes by their resolved values. */
export function journalHeader(dataset: DatasetName | DatasetSizes, seed: number, historyEnds: Date): JournalHeader {
  return {
    type: 'journal',
    version: JOURNAL_VERSION,
    dataset: typeof dataset === 'string' ? dataset : JSON.stringify(resolveSizes(dataset)),
    seed,
    historyEnds: historyEnds.toISOString(),
  };
}

/** When the history of a journal's data set ends: before it was recorded, every history ended at the fixed end. */
export const recordedHistoryEnd = (header: JournalHeader): string =>
  header.historyEnds ?? FIXED_HISTORY_END.toISOString();
