// The history store's tables: what the service has answered, kept so that screens read small answers from
// here instead of years of runs from the SAP system. One convention for time (docs/architecture.md#the-history-
// store): the service's dates and times are kept as it gives them, wall-clock in the SAP system's time zone, as
// `timestamp` without zone (serviceTime); the dashboard's own moments (a sync's reads, a decision, a quarantine)
// are instants, `timestamptz` (instant), which the store's connections read and write in UTC (open-store.ts).
// Migration 0008 says the zone of each time column in the database itself (COMMENT ON COLUMN).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Scenario, TestCase } from '../../../contract/records';
import type { StoredRunRecord } from './stored-records';

import { instant, oneOf, serviceTime } from './schema-columns';

/** Whose history this is and which schema wrote it: checked at every open, so no store is mixed up. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Where each part of the sync stands (JSON per part), so a restart goes on where the last one stopped. */
export const syncState = pgTable('sync_state', {
  part: text('part').primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    description: text('description').notNull(),
    record: jsonb('record').$type<Scenario>().notNull(),
    /** The catalogue read that last listed it; one that ended without it marks it gone. */
    seenAt: instant('seen_at').notNull(),
    goneAt: instant('gone_at'),
    /** When its own sub-folders and test cases were last read for a user opening it (a visit reads only those). */
    contentsReadAt: instant('contents_read_at'),
  },
  (table) => [index('folders_parent').on(table.parentId)],
);

export const testCases = pgTable(
  'test_cases',
  {
    id: text('id').primaryKey(),
    folderId: text('folder_id').notNull(),
    description: text('description').notNull(),
    automationObject: text('automation_object').notNull(),
    testType: integer('test_type').notNull(),
    /** The service's record as last read; its LAST_* members are those of that read (the columns below are current). */
    record: jsonb('record').$type<TestCase>().notNull(),
    /** When the service last gave the record (a listing or a read by ID); null: known only from a run's results. */
    seenAt: instant('seen_at'),
    goneAt: instant('gone_at'),
    // Its last result, kept from the stored executions as they are ingested (the service's LAST_* members, which
    // it sets as each result is recorded): a run's end shows here without reading the catalogue again.
    lastRunId: text('last_run_id').notNull().default(''),
    lastStatus: text('last_status').notNull().default(''),
    lastStatusText: text('last_status_text').notNull().default(''),
    lastStartedBy: text('last_started_by').notNull().default(''),
    /** The last result's run start, as LAST_STARTED_DATE and LAST_STARTED_TIME give it. */
    lastStartedAt: serviceTime('last_started_at'),
    /** When the last result was recorded (the execution's end): a merge into an old run is newer than its start. */
    lastResultAt: serviceTime('last_result_at'),
  },
  (table) => [
    index('test_cases_folder').on(table.folderId),
    // The sync's work list: test cases a run named that the service has not given yet.
    index('test_cases_to_read')
      .on(table.id)
      .where(sql`${table.seenAt} is null and ${table.goneAt} is null`),
  ],
);

export const SYNC_WISH_KINDS = ['dashboard', 'run', 'started'] as const;
export type SyncWishKind = (typeof SYNC_WISH_KINDS)[number];

/**
 * What the dashboard's users ask of the sync, so that the server which syncs hears it whichever server was asked:
 * a tab watching the dashboard, a run page watching its run, a run started through a server (each until a moment).
 */
export const syncWishes = pgTable(
  'sync_wishes',
  {
    /** The kind, and what it is about, and which server wrote it: each server extends its own. */
    key: text('key').primaryKey(),
    kind: text('kind').$type<SyncWishKind>().notNull(),
    runId: text('run_id'),
    until: instant('until').notNull(),
  },
  (table) => [
    index('sync_wishes_until').on(table.until),
    check('sync_wishes_kind', oneOf(table.kind, SYNC_WISH_KINDS)),
  ],
);

/** The service's state of a run as listed, in one comparable text: when it changes, the run is read again. */
export type RunFingerprint = string;

/**
 * Whether a run's field comparison was asked for with its stored executions: `sent` (its differences and each
 * execution's compared fields are stored), `unsent` (asked; the release sends no COMPARISON). Null: not asked (the
 * run started before the comparison window, docs/deployment.md#field-differences, or its differences expired).
 */
export const COMPARISON_READS = ['sent', 'unsent'] as const;
export type ComparisonRead = (typeof COMPARISON_READS)[number];

export const runs = pgTable(
  'runs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: serviceTime('started_at').notNull(),
    /** Empty while the run is in progress (the service's only rule for that). */
    endedAt: serviceTime('ended_at'),
    total: integer('total').notNull(),
    passed: integer('passed').notNull(),
    failed: integer('failed').notNull(),
    /** The run's own members as the service sent them, without its lists. */
    record: jsonb('record').$type<StoredRunRecord>().notNull(),
    /** The fingerprint of the last listing, and of the read whose executions are stored (null: none yet). */
    listedAs: text('listed_as').$type<RunFingerprint>().notNull(),
    storedAs: text('stored_as').$type<RunFingerprint>(),
    /** Executions per status code, counted on ingest from the stored executions. */
    statusCounts: jsonb('status_counts').$type<Record<string, number>>().notNull().default({}),
    /**
     * The stored executions as figures over many runs read them (figure-details.ts), in one JSON text: a month
     * of runs is then a few thousand rows to read, not a hundred thousand. Null until executions are stored.
     */
    figureDetails: text('figure_details'),
    /** Executions a service stop aborted (analysis/run-ending.ts), counted on ingest: the runs list tells by it. */
    stopped: integer('stopped').notNull().default(0),
    /** Whether its comparison was read with its stored executions (COMPARISON_READS); null: not asked. */
    comparison: text('comparison').$type<ComparisonRead>(),
    /** The full listing that last had it; a later full listing without it means the service let it go. */
    listedAt: instant('listed_at').notNull(),
    archivedAt: instant('archived_at'),
  },
  (table) => [
    index('runs_started').on(table.startedAt.desc()),
    index('runs_name_started').on(table.name, table.startedAt.desc()),
    // The sync's work list: runs whose stored executions are older than what the service lists.
    index('runs_to_read')
      .on(table.startedAt.desc())
      .where(sql`${table.storedAs} is distinct from ${table.listedAs} and ${table.archivedAt} is null`),
    // The report count's range (read/report-count.ts): the start day as the service sent it, compared as JS does.
    index('runs_started_date').on(sql`(${table.record} ->> 'STARTED_DATE') collate "C"`),
    // The sync's other work list (sync/comparison-reads.ts): finished runs in the window read without comparison.
    index('runs_without_comparison')
      .on(table.startedAt.desc())
      .where(
        sql`${table.comparison} is null and ${table.storedAs} is not null and ${table.endedAt} is not null and ${table.archivedAt} is null`,
      ),
    check('runs_comparison', oneOf(table.comparison, COMPARISON_READS)),
  ],
);

/** One test case's result in one run (a DETAILS element); a run holds each test case once. */
export const executions = pgTable(
  'executions',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    /** Its test case: a run's read keeps the cases it names before their executions (stored-runs.ts). */
    caseId: text('case_id')
      .notNull()
      .references(() => testCases.id),
    folderId: text('folder_id').notNull(),
    description: text('description').notNull(),
    testType: integer('test_type').notNull(),
    automationObject: text('automation_object').notNull(),
    status: text('status').notNull(),
    /** The service's own words for the status (it may answer in the user's language); empty in older stores. */
    statusText: text('status_text').notNull().default(''),
    message: text('message').notNull(),
    documentNumber: text('document_number').notNull(),
    startedAt: serviceTime('started_at'),
    endedAt: serviceTime('ended_at'),
    /** The failure's signature (its normalised message), worked out once on ingest; null unless it failed. */
    cause: text('cause'),
    /** Fields its run's comparison compared for it (COMPARISON rows of its test case); null: not read. */
    comparedFields: integer('compared_fields'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.caseId] }),
    index('executions_case').on(table.caseId),
    index('executions_cause')
      .on(table.cause)
      .where(sql`${table.cause} is not null`),
    // The outage rule's reads (read/outage-where.ts) look at aborted executions only, 1.5% of them: the overview's
    // outage count read every execution of the large set (227 ms) for 4,932 of them (25 ms with this).
    index('executions_aborted')
      .on(table.runId)
      .where(sql`${table.status} = 'A'`),
    // A field ledger per interface reads the executions compared in the kept comparison window, a few in a hundred.
    index('executions_compared')
      .on(table.automationObject)
      .where(sql`${table.comparedFields} is not null`),
  ],
);

/**
 * The failed executions again, each with its run's start, written with them: the "Needs triage" queue reads a
 * month of failures, and among all executions they sit on nearly every page of that table (20,000 runs: 22,000
 * pages read for 20,000 failures). Here a month of them is a few hundred pages.
 */
export const failures = pgTable(
  'failures',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    runStartedAt: serviceTime('run_started_at').notNull(),
    automationObject: text('automation_object').notNull(),
    /** The signature's normalised message, as the execution's. */
    cause: text('cause').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.caseId] }),
    index('failures_run_started').on(table.runStartedAt.desc()),
    // A decision's newest failure, whose differing fields its suggestions compare (triage/suggestions.ts).
    index('failures_signature').on(table.automationObject, sql`md5(${table.cause})`, table.runStartedAt.desc()),
  ],
);

/**
 * The fields a run's comparison found different (RESULT other than MATCH), one row each; the matches are only
 * counted (executions.compared_fields), so "differed in 3 of 40 runs" can be said. The run's start and the
 * automation object are copied here: a ledger over the whole kept history reads this table alone. Its paths are
 * indexed by digest, as a long XPath would pass the size a B-tree entry may have.
 */
export const fieldDifferences = pgTable(
  'field_differences',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    runStartedAt: serviceTime('run_started_at').notNull(),
    automationObject: text('automation_object').notNull(),
    contentId: text('content_id').notNull(),
    /** XPath or JSONPath of the field, as sent. */
    path: text('path').notNull(),
    /** The values as sent, or their masks (sync/masked-values.ts) when `masked`. */
    refValue: text('ref_value').notNull(),
    curValue: text('cur_value').notNull(),
    masked: boolean('masked').notNull(),
    /** The service's RESULT (WARNING, ERROR, or what a later release adds). */
    result: text('result').notNull(),
  },
  (table) => [
    // A run's differences, and one execution's: a failure's cover by field rules is read per failure.
    index('field_differences_run').on(table.runId, table.caseId),
    index('field_differences_object').on(table.automationObject, sql`md5(${table.path})`),
    index('field_differences_case').on(table.caseId, sql`md5(${table.path})`),
  ],
);
