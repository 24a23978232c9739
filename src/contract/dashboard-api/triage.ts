// The dashboard's own API: shared triage (issue 62). A lead decides once what a failure is (a category), who
// owns it and which ticket tracks it; the decision is kept in the history store for everyone, on a failure's
// signature (so later failures with the same signature carry it) or on one failure. Test cases can be put in
// quarantine, and an outage rule tells aborts that were the system being down. Reads are GET; writes are POST or
// PUT with a JSON body sent as `Content-Type: application/json` (a cross-site form cannot send that), answered
// with what they wrote. A write is a 400 naming the member that does not fit, 403 for a user whom the service
// does not let start runs, 404 for an unknown decision and 409 when it is based on an older version.
import { z } from 'zod/mini';
import { isHexId, isNumericId, normaliseHexId, padId } from '../ids';
import { wireDate, wireTime } from '../date-time';
import { MAX_OPTION_LENGTH } from '../query-options';
import { DEFAULT_TRIAGE_DAYS, DEFAULT_TRIAGE_LIMIT, MAX_TRIAGE_DAYS, MAX_TRIAGE_LIMIT } from './triage-basics';

/** What a failure is, by code; the label is what screens, the summary and the workbook show. */
export const TRIAGE_CATEGORIES = {
  'product-interface': 'Product defect: interface',
  'product-mapping': 'Product defect: mapping',
  'product-backend': 'Product defect: backend',
  'test-data': 'Test issue: test data',
  'test-reference': 'Test issue: reference out of date',
  'environment-system-down': 'Environment: system down',
  'environment-connectivity': 'Environment: connectivity',
  'environment-locks': 'Environment: locks',
  investigate: 'To investigate',
} as const;
export type TriageCategory = keyof typeof TRIAGE_CATEGORIES;
/** The category of a decision made without one. */
export const DEFAULT_TRIAGE_CATEGORY: TriageCategory = 'investigate';
const CATEGORY_CODES = Object.keys(TRIAGE_CATEGORIES) as [TriageCategory, ...TriageCategory[]];

/** How a failure meets the decisions (analysis/triage/failure-triage.ts says the rule). */
export const TRIAGE_STATES = {
  /** A decision on this failure, or its signature's decision made when this failure had already happened. */
  decided: 'Decided',
  /** Its signature's decision, made on an earlier failure, applies to it: a known issue. */
  carried: 'Known issue',
  /** Its signature's issue was marked fixed before this failure's run started: it is back. */
  regressed: 'Regressed',
  /** Aborted with a message the outage rule names: the system was down, nothing of the test's own. */
  outage: 'Environment: outage',
  undecided: 'Needs triage',
} as const;
export type TriageState = keyof typeof TRIAGE_STATES;
export const triageStateSchema = z.enum(Object.keys(TRIAGE_STATES) as [TriageState, ...TriageState[]]);

/** A quarantined case leaves by itself after this many passes in a row, unless its quarantine says otherwise. */
export const DEFAULT_QUARANTINE_PASSES = 5;
export const MAX_QUARANTINE_PASSES = 50;
export {
  DEFAULT_TRIAGE_DAYS,
  DEFAULT_TRIAGE_LIMIT,
  MAX_TRIAGE_DAYS,
  MAX_TRIAGE_LIMIT,
  TRIAGE_PATHS,
} from './triage-basics';
export const MAX_NOTE_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;
export const MAX_OUTAGE_PATTERNS = 50;
/** The placeholder the server's --ticket-url pattern holds, replaced by the ticket key. */
export const TICKET_KEY_PLACEHOLDER = '{key}';

// ---- Pieces ----

const about = (description: string) => ({ description });
const trimmed = (max: number, why: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `is longer than ${max} characters${why}`)), '');

const runId = () =>
  z
    .string({ error: 'is required: a run ID' })
    .check(z.refine(isHexId, 'is not a run ID (32 hexadecimal characters)'), z.overwrite(normaliseHexId));
const caseId = () =>
  z
    .string({ error: 'is required: a test case ID' })
    .check(z.refine(isNumericId, 'is not a test case ID (1 to 10 digits)'), z.overwrite(padId));
const decisionId = () =>
  z.int({ error: 'is required: a decision ID (a whole number)' }).check(z.positive('is not a decision ID'));
const version = () =>
  z
    .int({ error: 'is required: the version of the decision you saw (0 for none)' })
    .check(z.nonnegative('is not a version'));
/** When something was done: an instant, `YYYY-MM-DDTHH:MM:SSZ`, on the same clock as the service's times. */
const at = () => z.string().register(z.globalRegistry, about('An instant, YYYY-MM-DDTHH:MM:SSZ (UTC).'));
/** An SAP user ID, upper case. */
const user = () => z.string();

/**
 * What failures with the same cause share: the normalised message (analysis/failure-message.ts) and the
 * automation object the failing case tests (OBJDEFID), analysis/triage/failure-signature.ts says why.
 */
export const signatureSchema = z.object({
  OBJDEFID: z.string().check(z.maxLength(MAX_OPTION_LENGTH, 'is not an automation object')),
  cause: z.string().check(z.minLength(1, 'is empty: the normalised failure message'), z.maxLength(4000, 'is too long')),
});
export type Signature = z.output<typeof signatureSchema>;

/** A signature as one text, for search params and map keys: unambiguous whatever either part holds. */
export const signatureKey = (signature: Signature): string => JSON.stringify([signature.OBJDEFID, signature.cause]);

/** The one failure a decision may be on: a test case's result in a run. */
export const failureRefSchema = z.object({ RUN_ID: runId(), CASEID: caseId() });
export type FailureRef = z.output<typeof failureRefSchema>;

/** The signature a key names, or null when the text is not one. */
export function parseSignatureKey(key: string): Signature | null {
  try {
    const parts: unknown = JSON.parse(key);
    if (Array.isArray(parts) && parts.length === 2 && parts.every((part) => typeof part === 'string') && parts[1])
      return { OBJDEFID: parts[0] as string, cause: parts[1] as string };
  } catch {
    // Not JSON: not a key.
  }
  return null;
}

/** What a decision is on: every failure of a signature (a whole group in one go), or one failure. */
export const decisionTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.extend(signatureSchema, { kind: z.literal('signature') }),
    z.extend(failureRefSchema, { kind: z.literal('failure') }),
  ],
  { error: 'must be {"kind":"signature","OBJDEFID":…,"cause":…} or {"kind":"failure","RUN_ID":…,"CASEID":…}' },
);
export type DecisionTarget = z.output<typeof decisionTargetSchema>;

const categorySchema = z.enum(CATEGORY_CODES, { error: `is not a category: one of ${CATEGORY_CODES.join(', ')}` });

/** What a decision says, the part every change writes and an undo restores. */
export const decisionContentSchema = z.object({
  category: z._default(categorySchema, DEFAULT_TRIAGE_CATEGORY),
  /** A ticket key such as INT-4711; the settings' ticketUrl makes it a link. Empty for none. */
  ticket: z._default(
    z.string().check(z.trim(), z.regex(/^\S{0,40}$/, 'is not a ticket key: up to 40 characters without blanks')),
    '',
  ),
  /** Who owns it: a user or a team, in the team's words. Empty for nobody yet. */
  owner: trimmed(80, ''),
  note: trimmed(MAX_NOTE_LENGTH, ''),
});
export type DecisionContent = z.output<typeof decisionContentSchema>;

export const decisionSchema = z
  .object({
    id: z.int(),
    target: decisionTargetSchema,
    ...decisionContentSchema.shape,
    /** Counts every change; a write names the version it was based on and is a 409 when it is older. */
    version: z.int(),
    decidedAt: at(),
    decidedBy: user(),
    changedAt: at(),
    changedBy: user(),
    /** When someone marked the issue fixed (signature decisions only); a later failure is then regressed. */
    fixedAt: z.nullable(at()),
    fixedBy: z.nullable(user()),
    /** An undo took back its making: it applies to nothing, and a new decision on its target revives it. */
    withdrawn: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'TriageDecision' });
export type Decision = z.output<typeof decisionSchema>;

export const quarantineSchema = z
  .object({
    id: z.int(),
    CASEID: z.string(),
    reason: z.string(),
    since: at(),
    by: user(),
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

/** Aborted cases whose message contains one of these texts (ignoring case) were an outage, not a failure. */
export const outageRuleSchema = z
  .object({
    patterns: z.array(z.string()),
    /** 0 while it is the default rule; a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'OutageRule' });
export type OutageRule = z.output<typeof outageRuleSchema>;

// ---- GET /api/triage/settings ----

export const triageSettingsSchema = z
  .object({
    categories: z.array(z.object({ code: categorySchema, label: z.string() })),
    /** The --ticket-url pattern with TICKET_KEY_PLACEHOLDER, null when none is set (keys are shown as text). */
    ticketUrl: z.nullable(z.string()),
    defaultQuarantinePasses: z.int(),
    outageRule: outageRuleSchema,
    /** The requesting user, and whether they may change decisions (the service lets them start runs). */
    you: z.object({ user: z.string(), canChange: z.boolean(), why: z.string() }),
  })
  .register(z.globalRegistry, { id: 'TriageSettings' });
export type TriageSettings = z.output<typeof triageSettingsSchema>;

// ---- GET /api/triage/decisions ----

export const decisionsQuerySchema = z.object({
  signature: z
    ._default(
      z.array(
        z
          .string()
          .check(
            z.refine((key) => parseSignatureKey(key) !== null, 'is not a signature key: JSON ["OBJDEFID","cause"]'),
          ),
      ),
      [],
    )
    .register(z.globalRegistry, about('Signature keys (repeated), each JSON ["OBJDEFID","cause"]. None for all.')),
  cause: z
    ._default(z.array(z.string().check(z.minLength(1, 'is empty'))), [])
    .register(
      z.globalRegistry,
      about('Normalised causes (repeated): decisions on their signatures, any automation object (failure groups).'),
    ),
  run: z.optional(runId()).register(z.globalRegistry, about('A run ID: the decisions its failures meet.')),
  case: z.optional(caseId()).register(z.globalRegistry, about('A test case ID: the decisions its failures meet.')),
  withdrawn: z
    ._default(z.enum(['', 'X'], { error: 'must be X (include withdrawn decisions) or empty' }), '')
    .register(
      z.globalRegistry,
      about('X to list decisions an undo withdrew too (a screen shows their history and can undo the undo).'),
    ),
});
export type DecisionsQuery = z.output<typeof decisionsQuerySchema>;

export const decisionsSchema = z
  .object({ decisions: z.array(decisionSchema) })
  .register(z.globalRegistry, { id: 'TriageDecisions' });
export type Decisions = z.output<typeof decisionsSchema>;

// ---- PUT /api/triage/decision: make or change a decision ----

export const putDecisionBodySchema = z.object({
  target: decisionTargetSchema,
  ...decisionContentSchema.shape,
  /** The version of the target's decision the writer saw; 0 when they saw none. */
  version: version(),
});
export type PutDecisionBody = z.input<typeof putDecisionBodySchema>;

// ---- POST /api/triage/decision/fixed, /reopen, /undo ----

/** Names a decision and the version the writer saw: an older one is a 409, so nobody undoes a change unseen. */
export const decisionChangeBodySchema = z.object({ id: decisionId(), version: version() });
export type DecisionChangeBody = z.input<typeof decisionChangeBodySchema>;

// ---- GET /api/triage/decision/history?id= ----

export const decisionHistoryQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'must be a decision ID (a whole number)' })
    .check(z.refine(Number.isSafeInteger, 'is not a decision ID'), z.positive('is not a decision ID'))
    .register(z.globalRegistry, about('The decision ID.')),
});

const decisionStateSchema = z.object({
  ...decisionContentSchema.shape,
  fixedAt: z.nullable(at()),
  fixedBy: z.nullable(user()),
  withdrawn: z.boolean(),
});
export type DecisionState = z.output<typeof decisionStateSchema>;

export const DECISION_ACTIONS = ['made', 'changed', 'fixed', 'reopened', 'undone'] as const;

export const decisionHistorySchema = z
  .object({
    decision: decisionSchema,
    /** Newest first; `version` is the decision's version the change made. */
    changes: z.array(
      z.object({
        version: z.int(),
        action: z.enum(DECISION_ACTIONS),
        at: at(),
        by: user(),
        /** Null for the change that made the decision. */
        before: z.nullable(decisionStateSchema),
        after: decisionStateSchema,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'TriageDecisionHistory' });
export type DecisionHistory = z.output<typeof decisionHistorySchema>;

// ---- GET /api/triage/run?id=: a run's failures with how each meets the decisions ----

export const runTriageQuerySchema = z.object({
  id: runId().register(z.globalRegistry, about('The run ID, in any case.')),
});

export const failureTriageSchema = z.object({
  RUN_ID: z.string(),
  CASEID: z.string(),
  OBJDEFID: z.string(),
  STATUS: z.string(),
  MESSAGE: z.string(),
  cause: z.string(),
  state: triageStateSchema,
  /** The decision that applies (for `regressed`, the one marked fixed); null for `outage` and `undecided`. */
  decision: z.nullable(decisionSchema),
  /** The case's quarantine that covers this run, if any. */
  quarantine: z.nullable(quarantineSchema),
  /** A known issue: decided or carried with a category other than "to investigate", or an outage. */
  known: z.boolean(),
  /** Whether it counts against gates (--no-new-failures, --max-failures): neither known nor quarantined. */
  counted: z.boolean(),
});
export type FailureTriage = z.output<typeof failureTriageSchema>;

export const runTriageSchema = z
  .nullable(
    z.object({
      RUN_ID: z.string(),
      /** The run's failed and aborted cases, by test case ID. */
      failures: z.array(failureTriageSchema),
      /** Each failure in exactly one group (analysis/triage/triage-group.ts): an outage, then quarantined, then a
       * known issue; `counted` the rest, which count against the gates. The groups add up to `failed`. */
      counts: z
        .object({ failed: z.int(), outage: z.int(), quarantined: z.int(), known: z.int(), counted: z.int() })
        .register(z.globalRegistry, {
          description:
            'Each failure in exactly one group, in this order: an outage, else quarantined, else a known issue; ' +
            '`counted` the rest (they count against the gates). The groups add up to `failed`.',
        }),
    }),
  )
  .register(z.globalRegistry, { id: 'RunTriage' });
export type RunTriage = z.output<typeof runTriageSchema>;

// ---- GET /api/triage/needs-triage ----

const wholeNumberParam = (fallback: number, max: number) =>
  z._default(
    z.coerce
      .number({ error: `must be a whole number from 1 to ${max}` })
      .check(
        z.refine(Number.isInteger, `must be a whole number from 1 to ${max}`),
        z.gte(1, `must be a whole number from 1 to ${max}`),
        z.lte(max, `must be a whole number from 1 to ${max}`),
      ),
    fallback,
  );

export const needsTriageQuerySchema = z.object({
  days: wholeNumberParam(DEFAULT_TRIAGE_DAYS, MAX_TRIAGE_DAYS).register(
    z.globalRegistry,
    about(`Finished runs started this many days back, today included (default ${DEFAULT_TRIAGE_DAYS}).`),
  ),
  limit: wholeNumberParam(DEFAULT_TRIAGE_LIMIT, MAX_TRIAGE_LIMIT).register(
    z.globalRegistry,
    about(`How many signatures to list, newest failure first (default ${DEFAULT_TRIAGE_LIMIT}).`),
  ),
});
export type NeedsTriageQuery = z.output<typeof needsTriageQuerySchema>;

export const needsTriageSchema = z
  .object({
    from: wireDate,
    /** Over the whole window, listed or not: the overview's count is `failures`. */
    total: z.object({ signatures: z.int(), failures: z.int() }),
    /** One per signature with failures needing triage, newest failure first. */
    entries: z.array(
      z.object({
        signature: signatureSchema,
        state: z.enum(['undecided', 'regressed']),
        /** For `regressed`, the decision that was marked fixed. */
        decision: z.nullable(decisionSchema),
        failures: z.int(),
        cases: z.int(),
        newest: z.object({
          RUN_ID: z.string(),
          RUN_NAME: z.string(),
          STARTED_DATE: wireDate,
          STARTED_TIME: wireTime,
          CASEID: z.string(),
          MESSAGE: z.string(),
        }),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'NeedsTriage' });
export type NeedsTriage = z.output<typeof needsTriageSchema>;

// ---- GET /api/triage/quarantine, POST /api/triage/quarantine, POST /api/triage/quarantine/leave ----

export const quarantineQuerySchema = z.object({
  left: z
    ._default(z.enum(['', 'X'], { error: 'must be X (include cases that left) or empty' }), '')
    .register(z.globalRegistry, about('X to list quarantines that ended too, newest first.')),
});

export const quarantineListSchema = z
  .object({ quarantines: z.array(quarantineSchema) })
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

// ---- PUT /api/triage/outage-rule ----

export const putOutageRuleBodySchema = z.object({
  patterns: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(3, 'is shorter than 3 characters: it would match almost any message'),
          z.maxLength(200, 'is longer than 200 characters'),
        ),
      { error: 'is required: a list of message texts' },
    )
    .check(z.maxLength(MAX_OUTAGE_PATTERNS, `holds more than ${MAX_OUTAGE_PATTERNS} texts`)),
  /** The rule's version the writer saw (0 for the default). */
  version: version(),
});
export type PutOutageRuleBody = z.input<typeof putOutageRuleBodySchema>;
