// The history store's tables: what the service has answered, kept so that screens read small answers from
// here instead of years of runs from the SAP system. Times are the service's wall-clock times (it sends no
// zone), kept as `timestamp` without zone and read back as the same text; the store's own bookkeeping times
// (when a sync saw a record) are real instants.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Scenario, TestCase } from '../../../contract/records';
import type { StoredRunRecord } from './stored-records';

const serviceTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });
const instant = (name: string) => timestamp(name, { mode: 'string', withTimezone: true });

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
    record: jsonb('record').$type<TestCase>().notNull(),
    seenAt: instant('seen_at').notNull(),
    goneAt: instant('gone_at'),
  },
  (table) => [index('test_cases_folder').on(table.folderId)],
);

/**
 * What figures over every test case read of the catalogue (each one's last result), as of the last complete
 * listing, in one JSON text: a hundred thousand test cases are one row to read, not a hundred thousand.
 */
export const catalogFigures = pgTable('catalog_figures', {
  name: text('name').primaryKey(),
  body: text('body').notNull(),
  writtenAt: instant('written_at').notNull(),
});

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
  ],
);

/** One test case's result in one run (a DETAILS element); a run holds each test case once. */
export const executions = pgTable(
  'executions',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
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
  ],
);
