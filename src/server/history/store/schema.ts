// The history store's tables: what the service has answered, kept so that screens read small answers from
// here instead of years of runs from the SAP system. One convention for time (docs/architecture.md#the-history-
// store): the service's dates and times are kept as it gives them, wall-clock in the SAP system's time zone, as
// `timestamp` without zone (serviceTime); the dashboard's own moments (a sync's reads, a decision, a quarantine)
// are instants, `timestamptz` (instant), which the store's connections read and write in UTC (open-store.ts).
// Migration 0008 says the zone of each time column in the database itself (COMMENT ON COLUMN).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Scenario, TestCase } from '../../../contract/records';
import type { StoredRunRecord } from './stored-records';
import { DECISION_ACTIONS, type DecisionState } from '../../../contract/dashboard-api/triage-decision-history';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';

const serviceTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });
const instant = (name: string) => timestamp(name, { mode: 'string', withTimezone: true });

/** A CHECK that a column holds one of the store's own words (never the service's codes, which may grow). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;

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
  ],
);

// Triage (issue 62): what the team decided about failures, kept here so that every reader sees it. Its moments are
// the dashboard's own, instants (timestamptz); "fixed before this run started" reads a run's start as contract/
// date-time.ts reads the service's times, as UTC (triage/triage-time.ts).

/** A decision on every failure of a signature (OBJDEFID + cause) or on one failure (run + test case). */
export const triageDecisions = pgTable(
  'triage_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'signature' | 'failure'>().notNull(),
    /** The signature's parts; null for a decision on one failure. */
    automationObject: text('automation_object'),
    cause: text('cause'),
    /** The failure's run and test case; null for a decision on a signature. */
    runId: text('run_id'),
    caseId: text('case_id'),
    category: text('category').notNull(),
    ticket: text('ticket').notNull(),
    owner: text('owner').notNull(),
    note: text('note').notNull(),
    version: integer('version').notNull(),
    decidedAt: instant('decided_at').notNull(),
    decidedBy: text('decided_by').notNull(),
    changedAt: instant('changed_at').notNull(),
    changedBy: text('changed_by').notNull(),
    fixedAt: instant('fixed_at'),
    fixedBy: text('fixed_by'),
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (table) => [
    // One decision per target: a second writer meets the first one's row, and a version conflict.
    // A cause's digest: a long message would pass the size a B-tree entry may have.
    uniqueIndex('triage_decisions_signature')
      .on(table.automationObject, sql`md5(${table.cause})`)
      .where(sql`${table.kind} = 'signature'`),
    uniqueIndex('triage_decisions_failure')
      .on(table.runId, table.caseId)
      .where(sql`${table.kind} = 'failure'`),
    index('triage_decisions_case').on(table.caseId),
    // Each kind names its target and only that; a decision names no run the sync may read again (below).
    check(
      'triage_decisions_target',
      sql`(${table.kind} = 'signature' and ${table.automationObject} is not null and ${table.cause} is not null
        and ${table.runId} is null and ${table.caseId} is null)
      or (${table.kind} = 'failure' and ${table.runId} is not null and ${table.caseId} is not null
        and ${table.automationObject} is null and ${table.cause} is null)`,
    ),
    check('triage_decisions_category', oneOf(table.category, Object.keys(TRIAGE_CATEGORIES))),
    check('triage_decisions_fixed', sql`(${table.fixedAt} is null) = (${table.fixedBy} is null)`),
  ],
);

/** Every change of a decision, with the state before and after: its history, and what an undo restores. */
export const triageChanges = pgTable(
  'triage_changes',
  {
    decisionId: integer('decision_id')
      .notNull()
      .references(() => triageDecisions.id, { onDelete: 'cascade' }),
    /** The decision's version this change made. */
    version: integer('version').notNull(),
    action: text('action').notNull(),
    at: instant('at').notNull(),
    by: text('by').notNull(),
    before: jsonb('before').$type<DecisionState>(),
    after: jsonb('after').$type<DecisionState>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.decisionId, table.version] }),
    check('triage_changes_action', oneOf(table.action, DECISION_ACTIONS)),
  ],
);

const QUARANTINE_EXITS = ['passes', 'hand'] as const;

/** Test cases in quarantine: still run and shown, their failures not counted against gates. */
export const quarantines = pgTable(
  'quarantines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A case the store knows (assertKnownCase): test cases are marked gone, never deleted. */
    caseId: text('case_id')
      .notNull()
      .references(() => testCases.id),
    reason: text('reason').notNull(),
    since: instant('since').notNull(),
    by: text('by').notNull(),
    passesNeeded: integer('passes_needed').notNull(),
    /**
     * Set when it left by hand, or (written at the next change of the case's quarantine) by its passes: then the
     * start of the run of its last pass, read as UTC like every service time the triage compares.
     */
    leftAt: instant('left_at'),
    leftBy: text('left_by'),
    leftHow: text('left_how').$type<(typeof QUARANTINE_EXITS)[number]>(),
  },
  (table) => [
    // A case is in one quarantine at a time.
    uniqueIndex('quarantines_open')
      .on(table.caseId)
      .where(sql`${table.leftAt} is null`),
    check('quarantines_left_how', oneOf(table.leftHow, QUARANTINE_EXITS)),
    check('quarantines_left', sql`(${table.leftAt} is null) = (${table.leftHow} is null)`),
  ],
);

/** The triage settings a lead changes (the outage rule), each a JSON value with its version. */
export const triageSettings = pgTable('triage_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  changedAt: instant('changed_at').notNull(),
  changedBy: text('changed_by').notNull(),
});
