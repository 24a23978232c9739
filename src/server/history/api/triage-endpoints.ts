// The triage endpoints of the dashboard's API (issues 62 and 73): decisions, their history and undo, a run's failures
// as they meet the decisions, the needs-triage queue, the outage rule and suggestions (quarantine: its own file).
// Declared as the others are, so they are routed, checked and described in /api/openapi.json from here.
import {
  decisionChangeBodySchema,
  decisionSchema,
  decisionsQuerySchema,
  decisionsSchema,
  putDecisionBodySchema,
  TRIAGE_CATEGORIES,
  type TriageCategory,
} from '../../../contract/dashboard-api/triage-decisions';
import {
  decisionHistoryQuerySchema,
  decisionHistorySchema,
} from '../../../contract/dashboard-api/triage-decision-history';
import {
  needsTriageQuerySchema,
  needsTriageSchema,
  type NeedsTriageQuery,
} from '../../../contract/dashboard-api/needs-triage';
import { outageRuleSchema, putOutageRuleBodySchema } from '../../../contract/dashboard-api/triage-outage-rule';
import { runTriageQuerySchema, runTriageSchema } from '../../../contract/dashboard-api/run-triage';
import { NEEDS_TRIAGE_COUNT_QUERY, TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { resultsAndDecisions } from '../read/stored-version';
import { triageSettingsSchema } from '../../../contract/dashboard-api/triage-settings';
import {
  applySuggestionBodySchema,
  putSuggestionRuleBodySchema,
  suggestionRuleSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from '../../../contract/dashboard-api/triage-suggestions';
import { putSuggestionRule, readSuggestionRule } from '../triage/suggestion-rule-store';
import { applySuggestion } from '../triage/suggestion-writes';
import { suggestions } from '../triage/suggestions';
import { decisionHistory, readDecisions } from '../triage/decision-reads';
import { markFixed, putDecision, reopen, undoLast } from '../triage/decision-writes';
import { needsTriage } from '../triage/needs-triage';
import { putOutageRule, readOutageRule } from '../triage/outage-rule-store';
import { readQuarantinePolicy } from '../triage/quarantine-policy';
import { runTriage } from '../triage/run-triage';
import { runWorkbook } from '../triage/run-workbook';
import { REPORT_MIME_TYPE } from '../../../contract/requests';
import { toWireDateTime } from '../../../contract/date-time';
import { DEFAULT_QUARANTINE_PASSES } from '../../../contract/dashboard-api/triage-quarantine';
import { changing, STALE } from './triage-change';
import { actorOf, define, fileAnswerSchema } from './dashboard-endpoints';
import { keptPerStore, storeOf } from './store-answers';
import { watchRun } from './sync-endpoints';

/**
 * The queue reads every failure of its window (2 s on the large data set, and the overview shows its count), so it
 * is kept per view and day until the store changes, like the overview's figures.
 */
export const keptNeedsTriage = keptPerStore(
  (db, { today, ...query }: NeedsTriageQuery & { today: string }) =>
    needsTriage(db, query, new Date(`${today}T12:00:00Z`)),
  resultsAndDecisions,
  // The overview's count of what needs triage, on its first screen: kept warm with the overview.
  () => [{ ...needsTriageQuerySchema.parse(NEEDS_TRIAGE_COUNT_QUERY), today: toWireDateTime(new Date()).date }],
);
const NO_DECISION = 'There is no decision with this ID.';

const changeOfDecision = (
  path: string,
  operationId: string,
  summary: string,
  description: string,
  write: typeof markFixed,
) =>
  define({
    method: 'post',
    path,
    operationId,
    summary,
    description,
    body: decisionChangeBodySchema,
    refusals: { 404: NO_DECISION, 409: STALE },
    answers: decisionSchema,
    handle: (context, _query, body) => changing(context, (db) => write(db, body, actorOf(context))),
  });

export const TRIAGE_ENDPOINTS = [
  define({
    method: 'get',
    path: TRIAGE_PATHS.settings,
    operationId: 'getTriageSettings',
    summary: 'The categories, ticket links and outage rule, and whether you may change decisions',
    description:
      'What the triage screens need before they show a form: the categories with their labels, the pattern that ' +
      'makes a ticket key a link, the outage rule, and whether the requesting user may change decisions (those ' +
      'whom the service lets start runs), with a sentence saying why not.',
    answers: triageSettingsSchema,
    handle: async ({ history, triage, request }) => {
      const db = storeOf(history);
      const you = triage
        ? await triage.writer(request)
        : { user: '', canChange: false, why: 'This server takes no triage changes.' };
      return {
        categories: Object.entries(TRIAGE_CATEGORIES).map(([code, label]) => ({ code: code as TriageCategory, label })),
        ticketUrl: triage?.ticketUrl ?? null,
        defaultQuarantinePasses: DEFAULT_QUARANTINE_PASSES,
        outageRule: await readOutageRule(db),
        suggestionRule: await readSuggestionRule(db),
        quarantinePolicy: await readQuarantinePolicy(db),
        you: { user: you.user, canChange: you.canChange, why: you.why },
      };
    },
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.decisions,
    operationId: 'getTriageDecisions',
    summary: 'Decisions: all, or those signatures, causes, a run or a test case meet',
    description:
      'The decisions in force (an undone making left out). Each param adds decisions: `signature` and `cause` ' +
      "their signatures', `run` and `case` those on their failures and on the signatures they failed with.",
    query: decisionsQuerySchema,
    answers: decisionsSchema,
    handle: ({ history }, query) => readDecisions(storeOf(history), query),
  }),
  define({
    method: 'put',
    path: TRIAGE_PATHS.decision,
    operationId: 'putTriageDecision',
    summary: 'Make or change the decision on a signature (a whole group) or on one failure',
    description:
      'Sets the category, ticket, owner and note of the decision on the target, making it when there is none. ' +
      '`version` is the version the writer saw (0 for none); a decision changed since is a 409.',
    body: putDecisionBodySchema,
    refusals: { 409: STALE },
    answers: decisionSchema,
    handle: (context, _query, body) => changing(context, (db) => putDecision(db, body, actorOf(context))),
  }),
  changeOfDecision(
    TRIAGE_PATHS.fixed,
    'markTriageDecisionFixed',
    "Mark a signature decision's issue fixed",
    'A failure with its signature in a run started after this is regressed rather than a known issue.',
    markFixed,
  ),
  changeOfDecision(
    TRIAGE_PATHS.reopen,
    'reopenTriageDecision',
    "Take back a decision's fixed mark",
    'Later failures with its signature are a known issue again.',
    reopen,
  ),
  changeOfDecision(
    TRIAGE_PATHS.undo,
    'undoTriageDecisionChange',
    "Undo a decision's newest change",
    'Restores the state before its newest change (an undone making withdraws the decision; undoing an undo puts ' +
      'the change back). `version` must be the current one, so nobody undoes a change they have not seen.',
    undoLast,
  ),
  define({
    method: 'get',
    path: TRIAGE_PATHS.history,
    operationId: 'getTriageDecisionHistory',
    summary: "A decision's changes, newest first",
    description: 'Every change with who made it, when, and the state before and after.',
    query: decisionHistoryQuerySchema,
    refusals: { 404: NO_DECISION },
    answers: decisionHistorySchema,
    handle: ({ history }, query) => decisionHistory(storeOf(history), query.id),
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.run,
    operationId: 'getRunTriage',
    summary: "A run's failures with how each meets the decisions",
    description:
      'Each failed or aborted test case of the run with its state (decided, known issue, regressed, outage, ' +
      'needs triage), the decision that applies, its quarantine and whether it counts against gates. null for a ' +
      'run the store does not hold.',
    query: runTriageQuerySchema,
    answers: runTriageSchema,
    // A pipeline waiting for a run's triage waits for the store to read it: the sync reads it at a watched run's pace.
    handle: (context, query) => {
      watchRun(context, query.id);
      return runTriage(storeOf(context.history), query.id);
    },
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.runWorkbook,
    operationId: 'getRunWorkbook',
    summary: "A finished run's workbook with the team's triage",
    description:
      'An .xlsx with one row per execution of the run: folder, test case, status, start, duration and message, and ' +
      'for a failure its triage: state, category, ticket (a link where the server has --ticket-url), owner, note, ' +
      'who decided it and when. Built from the store, so the run must have finished and been read by the sync.',
    query: runTriageQuerySchema,
    refusals: {
      404: 'The store holds no such run (not read yet, or the service has none), or the service let it go.',
      409: 'The run is still in progress, or the store has not read its latest results yet.',
    },
    file: { mediaType: REPORT_MIME_TYPE },
    answers: fileAnswerSchema,
    handle: ({ history, triage, now }, query) =>
      runWorkbook(storeOf(history), query.id, triage?.ticketUrl ?? null, now),
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.needsTriage,
    operationId: 'getNeedsTriage',
    summary: 'Failures no decision covers, one entry per signature, newest first',
    description:
      'Over the finished runs started in the last `days`: the failures without a decision (or whose signature ' +
      'regressed), leaving out quarantined cases and outages, with the totals for the overview.',
    query: needsTriageQuerySchema,
    answers: needsTriageSchema,
    handle: ({ history, now }, query) => keptNeedsTriage(history, { ...query, today: toWireDateTime(now).date }),
  }),
  define({
    method: 'put',
    path: TRIAGE_PATHS.outageRule,
    operationId: 'putOutageRule',
    summary: 'Change the outage rule',
    description:
      'The texts (matched ignoring case) whose presence in an aborted case\u2019s message makes it an outage: kept ' +
      'out of the failures that count, shown apart. `version` is the one read (0 for the default rule).',
    body: putOutageRuleBodySchema,
    refusals: { 409: STALE },
    answers: outageRuleSchema,
    handle: (context, _query, body) => changing(context, (db) => putOutageRule(db, body, actorOf(context))),
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.suggestions,
    operationId: 'getTriageSuggestions',
    summary: "Past decisions nearest to a run's undecided failures, or to one of them",
    description:
      'For each failure of the run (or the one `case`) that no decision covers: up to three decisions, best first, ' +
      'each with a score from 0 to 1 and its reason. The score weighs the likeness of the normalised messages ' +
      '(trigram similarity), the share of failing fields the two failures have in common and whether they test ' +
      'the same interface (docs/decisions/0020-triage-suggestions.md). A run the store does not hold has none.',
    query: suggestionsQuerySchema,
    answers: suggestionsSchema,
    handle: ({ history }, query) => suggestions(storeOf(history), query),
  }),
  define({
    method: 'post',
    path: TRIAGE_PATHS.applySuggestion,
    operationId: 'applyTriageSuggestion',
    summary: "Apply a suggestion: copy its decision onto the failure's signature",
    description:
      "The suggested decision's category, ticket, owner and note become a decision on the failure's signature, " +
      'made by the requesting user, with the decision it came from and its score. A decision that is not among ' +
      "the failure's suggestions, or a failure a decision covers already, is a 400.",
    body: applySuggestionBodySchema,
    refusals: { 409: 'Someone decided the signature at the same moment.' },
    answers: decisionSchema,
    handle: (context, _query, body) => changing(context, (db) => applySuggestion(db, body, actorOf(context))),
  }),
  define({
    method: 'put',
    path: TRIAGE_PATHS.suggestionRule,
    operationId: 'putSuggestionRule',
    summary: 'Turn on or off the automatic application of the best suggestion, and its threshold',
    description:
      'When enabled, the sync applies the best suggestion of each undecided failure of a run it stores, when its ' +
      'score is at least `minScore`; the decision is recorded as made by "dashboard" with its score, and undone ' +
      'like any other. Off by default. `version` is the one read (0 for the default).',
    body: putSuggestionRuleBodySchema,
    refusals: { 409: STALE },
    answers: suggestionRuleSchema,
    handle: (context, _query, body) => changing(context, (db) => putSuggestionRule(db, body, actorOf(context))),
  }),
];
