// The dashboard's own API: GET /api/overview, the overview's figures worked out by the server over its history
// store, in one small answer. Its shapes are those of the figures' code (src/analysis): the server returns
// that code's results as this type, and the page's tiles take it as theirs, so the compiler holds them together.
import { z } from 'zod/mini';
import { isNumericId } from '../ids';
import { executionSchema } from '../records';
import { runTypesParam, sapUserParam } from './query-params';

const about = (description: string) => ({ description });
const day = () =>
  z.iso.date({ error: (issue) => (issue.input === undefined ? 'is required' : 'is not a date as YYYY-MM-DD') });

/** Test cases the failing tile lists, and each of the not-run lists; the rest is counted. */
export const SHOWN_CASES = 8;
export const SHOWN_NOT_RUN = 5;
/** Folders the failures tile ranks. */
export const SHOWN_FOLDERS = 6;
/** Failure causes the causes tile lists. */
export const SHOWN_CAUSES = 10;

export const overviewQuerySchema = z
  .object({
    from: day().register(z.globalRegistry, about('First start day of the runs counted (YYYY-MM-DD).')),
    to: day().register(z.globalRegistry, about('Last start day of the runs counted, included.')),
    folder: z
      ._default(
        z.array(z.string().check(z.refine(isNumericId, 'is not a folder ID (a number of up to 10 digits)'))),
        [],
      )
      .register(z.globalRegistry, about('Folder IDs (repeated); their sub-folders count too. None for all.')),
    type: runTypesParam().register(z.globalRegistry, about('Run type codes (repeated). None for all.')),
    user: sapUserParam().register(z.globalRegistry, about('The SAP user who started the runs; empty for anyone.')),
  })
  .check(
    z.refine((query) => query.from <= query.to, {
      message: 'The range ends ("to") before it starts ("from")',
    }),
  );
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

const outcomeSchema = z.object({
  passed: z.int(),
  failed: z.int(),
  aborted: z.int(),
  other: z.int(),
  total: z.int(),
  outages: z
    .int()
    .register(
      z.globalRegistry,
      about('Of the aborts, those the outage rule matches: left out of the pass rate, as in `passRate`.'),
    ),
});
const passRatePointSchema = z.object({
  from: day(),
  to: day(),
  passed: z.int(),
  finished: z.int().register(z.globalRegistry, about('Passed, failed and aborted executions, outages left out.')),
  outages: z
    .int()
    .register(z.globalRegistry, about('Aborts the outage rule matches: counted in neither `passed` nor `finished`.')),
});
const runDurationSchema = z.object({
  runId: z.string(),
  name: z.string(),
  type: z.string(),
  startedDate: z.string(),
  startedTime: z.string(),
  ms: z.number(),
});
const durationPointSchema = z.object({ from: day(), to: day(), runs: z.int(), meanMs: z.number() });
const folderFailuresSchema = z.object({
  folderId: z.string(),
  failed: z.int(),
  passed: z.int(),
  finished: z.int(),
});
const caseRefShape = {
  caseId: z.string(),
  description: z.string(),
  folderId: z.string(),
  lastStatus: z.string(),
  lastRunId: z.string(),
  lastDate: z.string(),
  lastTime: z.string(),
};
const caseListSchema = <T extends z.ZodMiniType>(item: T) => z.object({ total: z.int(), shown: z.array(item) });
export const runRefSchema = z.object({
  RUN_ID: z.string(),
  NAME: z.string(),
  STARTED_DATE: z.string(),
  STARTED_TIME: z.string(),
});
export const failureGroupSchema = z.object({
  cause: z.string(),
  example: z.string(),
  failures: z.array(z.object({ run: runRefSchema, detail: executionSchema })),
  failureCount: z.int(),
  caseCount: z.int(),
  folders: z.array(z.string()),
  folderCount: z.int(),
  firstSeen: runRefSchema,
  lastSeen: runRefSchema,
});

/** How far the range's failures were investigated: decided by a person, carried, or still waiting (issue 73). */
export const investigatedSchema = z.object({
  /** The range's failures, outages left out. */
  failures: z.int(),
  /** Those a person decided on after they happened (on them, or on their signature). */
  decided: z.int(),
  /** Those the dashboard decided after they happened, applying a suggestion by the team's setting. */
  automatic: z.int(),
  /** Those a decision made before them covers: a known issue, no one's time. */
  carried: z.int(),
  /** The median time from a failure's run start to a person's decision on it, in seconds; null with none. */
  medianSecondsToDecide: z.nullable(z.int()),
  /** The oldest failure of the range no decision covers (or regressed since its fix). */
  oldestUndecided: z.nullable(
    z.object({ RUN_ID: z.string(), CASEID: z.string(), STARTED_DATE: z.string(), STARTED_TIME: z.string() }),
  ),
});
export type Investigated = z.output<typeof investigatedSchema>;

export const overviewFiguresSchema = z
  .object({
    executions: outcomeSchema.register(z.globalRegistry, about('The executions of the range by outcome.')),
    previous: outcomeSchema.register(
      z.globalRegistry,
      about('The executions of the period of the same length before the range.'),
    ),
    passRate: z.object({
      weekly: z.boolean(),
      all: z.array(passRatePointSchema),
      byType: z.record(z.string(), z.array(passRatePointSchema)),
    }),
    durations: z.object({
      weekly: z.boolean(),
      slowest: z.array(runDurationSchema),
      trend: z.array(durationPointSchema),
    }),
    latest: z.array(runDurationSchema),
    folders: z.array(folderFailuresSchema),
    failing: z.object({
      ...caseListSchema(z.object({ ...caseRefShape, since: z.optional(z.string()), atLeast: z.optional(z.boolean()) }))
        .shape,
      aborted: z.int(),
      sinceKnown: z.boolean(),
    }),
    notRun: z.object({
      never: caseListSchema(z.object(caseRefShape)),
      notInRange: caseListSchema(z.object(caseRefShape)),
    }),
    causes: z.array(failureGroupSchema),
    /** From the store only: a page that works its figures out from the service has no decisions. */
    investigated: z.optional(investigatedSchema),
  })
  .register(z.globalRegistry, { id: 'OverviewFigures' });
export type OverviewFigures = z.output<typeof overviewFiguresSchema>;
