// The accepted field rules' endpoints of the dashboard's API (issue 72): the rules of an interface or all, accepting
// and changing one, marking it entered in SAP, its history and undo, and the export to enter in the ignore list.
// Writes are answered only to those the service lets start runs, as triage is.
import { covers } from '../../../analysis/fields/suggested-rule';
import {
  acceptedRuleSchema,
  acceptedRulesQuerySchema,
  acceptedRulesSchema,
  putRuleBodySchema,
  ruleChangeBodySchema,
  ruleExportQuerySchema,
  ruleHistoryQuerySchema,
  ruleHistorySchema,
} from '../../../contract/dashboard-api/field-rules';
import { exportRules, listRules, readRule, ruleHistory } from '../field-rules/rule-reads';
import { markEntered, putRule, undoRuleChange, withdrawRule } from '../field-rules/rule-writes';
import { markUsersChange } from '../store/sync-state';
import { badBody, notFound } from '../triage/triage-problem';
import { actorOf, define, fileAnswerSchema, type RequestContext } from './dashboard-endpoints';
import { storeOf } from './store-answers';
import { keptLedger } from './interface-endpoints';

const STALE = 'The write was based on an older version than the stored one; the message says whose change it met.';
const NO_RULE = 'There is no field rule with this ID.';

/** A rule's change moves the store's change mark, as a triage change does, and answers the rule as it reads now. */
async function written(context: RequestContext, write: () => ReturnType<typeof putRule>) {
  const db = storeOf(context.history);
  const row = await write();
  await markUsersChange(db, context.now);
  return readRule(db, row);
}

export const FIELD_RULE_ENDPOINTS = [
  define({
    method: 'get',
    path: '/field-rules',
    operationId: 'getFieldRules',
    summary: 'The accepted field rules, of one interface or all',
    description:
      'The ignore rules the team accepted (an undone acceptance left out), by interface and expression, each with ' +
      'whether it is pending in SAP, entered, or in effect (runs compared the interface since it was entered and ' +
      'no field it covers failed), and the newest run in which a covered field failed.',
    query: acceptedRulesQuerySchema,
    answers: acceptedRulesSchema,
    handle: async ({ history }, query) => ({ rules: await listRules(storeOf(history), query.object) }),
  }),
  define({
    method: 'put',
    path: '/field-rule',
    operationId: 'putFieldRule',
    summary: "Accept a field's rule for an interface, or change its type and note",
    description:
      "`path` is the ledger's field the rule was suggested for, which the expression must cover. `version` is the " +
      'version the writer saw (0 for a new rule); a rule changed since is a 409.',
    body: putRuleBodySchema,
    refusals: { 404: "The interface's ledger has no such field.", 409: STALE },
    answers: acceptedRuleSchema,
    handle: async (context, _query, body) => {
      const ledger = await keptLedger(context.history, { object: body.object });
      const field = ledger.fields.find((each) => each.path === body.path);
      if (!field)
        throw notFound(
          `${body.object} has no difference at ${body.path} in the kept comparisons: accept a rule its ledger suggests.`,
        );
      if (!covers(body.expression, body.path))
        throw badBody(`"expression": ${body.expression} does not cover the field ${body.path} it is accepted for.`);
      return written(context, () => putRule(storeOf(context.history), body, field.kind, actorOf(context)));
    },
  }),
  define({
    method: 'post',
    path: '/field-rule/entered',
    operationId: 'markFieldRuleEntered',
    summary: "Say a rule is entered in the service's ignore list",
    description: 'From then on the fields it covers should stop failing; GET /api/field-rules says when they did.',
    body: ruleChangeBodySchema,
    refusals: { 404: NO_RULE, 409: STALE },
    answers: acceptedRuleSchema,
    handle: (context, _query, body) =>
      written(context, () => markEntered(storeOf(context.history), body, actorOf(context))),
  }),
  define({
    method: 'post',
    path: '/field-rule/withdraw',
    operationId: 'withdrawFieldRule',
    summary: 'Withdraw a rule the team no longer wants',
    description: 'It leaves the list and the export; its history stays, and PUT /api/field-rule accepts it again.',
    body: ruleChangeBodySchema,
    refusals: { 404: NO_RULE, 409: STALE },
    answers: acceptedRuleSchema,
    handle: (context, _query, body) =>
      written(context, () => withdrawRule(storeOf(context.history), body, actorOf(context))),
  }),
  define({
    method: 'post',
    path: '/field-rule/undo',
    operationId: 'undoFieldRuleChange',
    summary: "Undo a rule's newest change",
    description:
      'Restores the state before its newest change (an undone acceptance withdraws the rule; undoing an undo puts ' +
      'the change back). `version` must be the current one, so nobody undoes a change they have not seen.',
    body: ruleChangeBodySchema,
    refusals: { 404: NO_RULE, 409: STALE },
    answers: acceptedRuleSchema,
    handle: (context, _query, body) =>
      written(context, () => undoRuleChange(storeOf(context.history), body, actorOf(context))),
  }),
  define({
    method: 'get',
    path: '/field-rule/history',
    operationId: 'getFieldRuleHistory',
    summary: "A rule's changes, oldest first, with the state before and after each",
    description: 'Who accepted, changed, marked entered or undid it, and when; an undo restores the state before.',
    query: ruleHistoryQuerySchema,
    refusals: { 404: NO_RULE },
    answers: ruleHistorySchema,
    handle: ({ history }, query) => ruleHistory(storeOf(history), query.id),
  }),
  define({
    method: 'get',
    path: '/field-rules/export',
    operationId: 'exportFieldRules',
    summary: "An interface's accepted rules as a file to enter in the service's ignore list",
    description:
      'CSV (one rule a line, comma separated, RFC 4180 quoting) or JSON, with the columns interface, expression, ' +
      'ruleType (Ignore or Warning), note, acceptedBy, acceptedAt and state (pending, entered, in effect). The ' +
      "columns are the dashboard's own: docs/field-rules.md says how to enter them.",
    query: ruleExportQuerySchema,
    file: { mediaType: 'text/csv' },
    answers: fileAnswerSchema,
    handle: ({ history }, query) => exportRules(storeOf(history), query.object, query.format),
  }),
];
