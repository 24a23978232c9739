// The dashboard's own API: quarantine (issue 62). A quarantined test case's failures do not count against the
// gates until it passes often enough in a row or someone takes it out by hand.
import { z } from 'zod/mini';
import { about, at, caseId, user } from './triage-fields';

/** A quarantined case leaves by itself after this many passes in a row, unless its quarantine says otherwise. */
export const DEFAULT_QUARANTINE_PASSES = 5;
export const MAX_QUARANTINE_PASSES = 50;
export const MAX_REASON_LENGTH = 500;

export const quarantineSchema = z
  .object({
    id: z.int(),
    CASEID: z.string(),
    reason: z.string(),
    since: at(),
    /** Who put it there: a user, or `dashboard` for the team's quarantine policy (triage-quarantine-policy.ts). */
    by: user(),
    /** The flaky score with which the quarantine policy put it there; null for a quarantine a person made. */
    policyScore: z.nullable(z.number()),
    /** Passes in a row, counted over results of runs started after `since`, after which it leaves by itself. */
    passesNeeded: z.int(),
    /** Passes in a row so far (the newest results after `since`). */
    passesInARow: z.int(),
    leftAt: z.nullable(at()),
    /** Null while it lasts or when it left by itself. */
    leftBy: z.nullable(user()),
    leftHow: z.nullable(z.enum(['passes', 'hand'])),
  })
  .register(z.globalRegistry, { id: 'Quarantine' });
export type Quarantine = z.output<typeof quarantineSchema>;

// ---- GET /api/triage/quarantine, POST /api/triage/quarantine, POST /api/triage/quarantine/leave ----

export const quarantineQuerySchema = z.object({
  left: z
    ._default(z.enum(['', 'X'], { error: 'must be X (include cases that left) or empty' }), '')
    .register(z.globalRegistry, about('X to list quarantines that ended too, newest first.')),
});

/** A quarantine in the list, with its case as the store knows it, so a row names more than an ID. */
export const listedQuarantineSchema = z
  .extend(quarantineSchema, {
    /** Null when the store's catalogue holds no such test case: only CASEID names it then. */
    testCase: z.nullable(
      z.object({
        description: z.string(),
        /** The case's folder; its name is null while the store has not read the folder itself. */
        folder: z.object({ id: z.string(), name: z.nullable(z.string()) }),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'ListedQuarantine' });
export type ListedQuarantine = z.output<typeof listedQuarantineSchema>;

export const quarantineListSchema = z
  .object({ quarantines: z.array(listedQuarantineSchema) })
  .register(z.globalRegistry, { id: 'QuarantineList' });
export type QuarantineList = z.output<typeof quarantineListSchema>;

export const enterQuarantineBodySchema = z.object({
  CASEID: caseId(),
  reason: z
    .string({ error: 'is required: why the case is quarantined' })
    .check(
      z.trim(),
      z.minLength(1, 'is required: why the case is quarantined'),
      z.maxLength(MAX_REASON_LENGTH, `is longer than ${MAX_REASON_LENGTH} characters`),
    ),
  passesNeeded: z._default(
    z
      .int({ error: `must be a whole number from 1 to ${MAX_QUARANTINE_PASSES}` })
      .check(z.gte(1, `must be at least 1`), z.lte(MAX_QUARANTINE_PASSES, `must be at most ${MAX_QUARANTINE_PASSES}`)),
    DEFAULT_QUARANTINE_PASSES,
  ),
});
export type EnterQuarantineBody = z.input<typeof enterQuarantineBodySchema>;

export const leaveQuarantineBodySchema = z.object({ CASEID: caseId() });
export type LeaveQuarantineBody = z.input<typeof leaveQuarantineBodySchema>;
