// The history store's triage tables (issue 62): what the team decided about failures, kept here so that every
// reader sees it. Its moments are the dashboard's own, instants (timestamptz); "fixed before this run started" reads
// a run's start as contract/date-time.ts reads the service's times, as UTC (triage/triage-time.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  doublePrecision,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DECISION_ACTIONS, type DecisionState } from '../../../contract/dashboard-api/triage-decision-history';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import {
  VERIFICATION_STATES,
  type VerificationRun,
  type VerificationState,
} from '../../../contract/dashboard-api/fix-verification';
import { testCases } from './schema';
import { instant, oneOf } from './schema-columns';

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
    /** The decision a suggestion copied this one from, and the suggestion's score (issue 73); null when typed. */
    suggestedFrom: integer('suggested_from'),
    suggestionScore: real('suggestion_score'),
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
    check('triage_decisions_suggested', sql`(${table.suggestedFrom} is null) = (${table.suggestionScore} is null)`),
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
    /** The flaky score with which the team's quarantine policy put it there; null for one a person made. */
    policyScore: doublePrecision('policy_score'),
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

/**
 * Fixes being proved (issue 73): a decision's test cases run `runsWanted` times, one run after another. Kept here so
 * that a restarted server goes on with a verification or says why it cannot.
 */
export const fixVerifications = pgTable(
  'fix_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => triageDecisions.id, { onDelete: 'cascade' }),
    /** The fixed mark it verifies: after a reopen and a new mark, it verifies an old fix. */
    fixedAt: instant('fixed_at').notNull(),
    state: text('state').$type<VerificationState>().notNull(),
    runsWanted: integer('runs_wanted').notNull(),
    /** The runs started so far, in order, each with its outcome. */
    runs: jsonb('runs').$type<VerificationRun[]>().notNull().default([]),
    cases: jsonb('cases').$type<string[]>().notNull(),
    askedAt: instant('asked_at').notNull(),
    askedBy: text('asked_by').notNull(),
    /** Asked with the server's own user (no credentials sent): a restarted server can start its runs again. */
    anonymous: boolean('anonymous').notNull(),
    endedAt: instant('ended_at'),
    why: text('why'),
  },
  (table) => [
    index('fix_verifications_decision').on(table.decisionId, table.id.desc()),
    // One verification going per decision; the worker takes them in the order asked.
    uniqueIndex('fix_verifications_going')
      .on(table.decisionId)
      .where(sql`${table.endedAt} is null`),
    check('fix_verifications_state', oneOf(table.state, VERIFICATION_STATES)),
    check('fix_verifications_ended', sql`(${table.endedAt} is null) = (${table.state} in ('waiting', 'running'))`),
    check('fix_verifications_runs_wanted', sql`${table.runsWanted} between 1 and 100`),
  ],
);
