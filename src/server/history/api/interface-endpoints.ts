// The interfaces and their field ledgers (issue 72): the automation objects with their test cases and fields, an
// interface's and a test case's differing payload fields, and the fields behind a run's failures, from the store. Each answer is worked out once per store
// version (read/stored-interfaces.ts, read/stored-field-ledger.ts) and paged from there.
import {
  caseLedgerQuerySchema,
  fieldLedgerSchema,
  objectLedgerQuerySchema,
} from '../../../contract/dashboard-api/field-ledger';
import {
  interfaceCasesQuerySchema,
  interfaceCasesSchema,
  interfacesQuerySchema,
  interfacesSchema,
} from '../../../contract/dashboard-api/interfaces';
import { knownCaseRow } from '../read/known-case-row';
import {
  pageOfInterfaceCases,
  pageOfInterfaces,
  storedInterfaceCases,
  storedInterfaces,
} from '../read/stored-interfaces';
import { pageOfLedger, storedFieldLedger, type LedgerScope } from '../read/stored-field-ledger';
import { storedRunFields } from '../read/stored-run-fields';
import { storedFieldRule } from '../read/stored-field-rule';
import { fieldRuleQuerySchema, fieldRuleSchema } from '../../../contract/dashboard-api/field-rule';
import { runFieldsQuerySchema, runFieldsSchema } from '../../../contract/dashboard-api/run-fields';
import { define } from './dashboard-endpoints';
import { keptPerStore, storeOf } from './store-answers';
import { ledgerRules } from '../field-rules/rule-reads';

/**
 * A ledger and the interfaces list judge fields over the whole kept window, seconds on a large store: while the next
 * one is worked out after a run was stored, the last one (10 minutes old at most) is served.
 */
const LEDGER_STALE_MS = 10 * 60_000;

export const keptLedger = keptPerStore(
  (db, scope: LedgerScope) => storedFieldLedger(db, scope),
  undefined,
  undefined,
  LEDGER_STALE_MS,
);
/**
 * The interfaces list judges every interface's fields over the whole kept window: seconds on a large store, so it is
 * kept warm (worked out as the store opens and after each pass that stored a run), not left to its first visitor.
 */
export const keptInterfaces = keptPerStore(
  (db, _all: 'all') => storedInterfaces(db),
  undefined,
  () => ['all' as const],
  LEDGER_STALE_MS,
);
const keptInterfaceCases = keptPerStore(storedInterfaceCases);

const KINDS_SAID =
  'Its kind (noise, drift, intermittent or new in the newest run) is judged as decision 0019 says, over the kept ' +
  'comparison window (`--comparison-days`, `--comparison-retention`). `unsentRuns` counts runs whose release sent ' +
  'no comparison when asked.';

export const INTERFACE_ENDPOINTS = [
  define({
    method: 'get',
    path: '/interfaces',
    operationId: 'getInterfaces',
    summary: 'The interfaces (automation objects) with their test cases and fields, from the store',
    description:
      'Each automation object of the stored test cases: how many it has, how many of them have a latest result, ' +
      'and of those how many pass (S, W) and fail (E, A) now; and its fields per kind in the kept comparison ' +
      'window (the counts of GET /api/interface/fields). Failing the most first, then by name.',
    query: interfacesQuerySchema,
    answers: interfacesSchema,
    handle: async ({ history }, query) => pageOfInterfaces(await keptInterfaces(history, 'all'), query),
  }),
  define({
    method: 'get',
    path: '/interface/cases',
    operationId: 'getInterfaceCases',
    summary: "An interface's test cases with their latest result, from the store",
    description:
      'The stored test cases of the automation object, failing first (the newest failure first), then by ID, ' +
      'each with its latest result as the store last saw one.',
    query: interfaceCasesQuerySchema,
    answers: interfaceCasesSchema,
    handle: async ({ history }, query) => pageOfInterfaceCases(await keptInterfaceCases(history, query.object), query),
  }),
  define({
    method: 'get',
    path: '/interface/fields',
    operationId: 'getInterfaceFieldLedger',
    summary: "An interface's field ledger: the payload fields that differed, from the store",
    description:
      'Every field path whose comparison differed (RESULT other than MATCH) in the kept runs of the automation ' +
      'object, with the runs it differed in out of the runs that compared it, the first and last of them, whether ' +
      `it differed in executions that passed anyway, and its newest values. ${KINDS_SAID}`,
    query: objectLedgerQuerySchema,
    answers: fieldLedgerSchema,
    handle: async ({ history }, { object, ...page }) =>
      pageOfLedger(await keptLedger(history, { object }), page, await ledgerRules(storeOf(history), object)),
  }),
  define({
    method: 'get',
    path: '/test-case/fields',
    operationId: 'getCaseFieldLedger',
    summary: "A test case's field ledger: the payload fields that differed, from the store",
    description:
      "The interface's ledger narrowed to one test case's executions. A case the store does not know is read from " +
      `the service first. ${KINDS_SAID}`,
    query: caseLedgerQuerySchema,
    refusals: { 404: 'Neither the store nor the service has the test case.' },
    answers: fieldLedgerSchema,
    handle: async ({ history, now }, { id, ...page }) => {
      const known = await knownCaseRow(storeOf(history), id, now);
      return pageOfLedger(
        await keptLedger(history, { caseId: known.id }),
        page,
        await ledgerRules(storeOf(history), known.automationObject),
      );
    },
  }),
  define({
    method: 'get',
    path: '/interface/field-rule',
    operationId: 'getFieldRule',
    summary: 'The ignore rule a differing field suggests, with a preview of what it would have done',
    description:
      "For a noise or drift field of the interface's ledger: the expression to enter in the service's ignore list " +
      '(the path, its repeated segment generalised to `[*]` where the ledger has the field at several positions), ' +
      'the rule type (Ignore for noise; Warning for a drift, and for a field whose name looks like business data), ' +
      "and which of the interface's failed executions in the kept comparison window it would have turned green, " +
      'with the fields the others still fail on. An intermittent or new field gets no rule (`rule` null), only ' +
      `the preview of its path. ${KINDS_SAID}`,
    query: fieldRuleQuerySchema,
    refusals: { 404: "The interface's kept comparisons have no difference at that path." },
    answers: fieldRuleSchema,
    handle: async ({ history }, query) =>
      storedFieldRule(storeOf(history), query, await keptLedger(history, { object: query.object })),
  }),
  define({
    method: 'get',
    path: '/run/fields',
    operationId: 'getRunFields',
    summary: "The payload fields behind a run's failures, each with its kind",
    description:
      "The field paths with an ERROR in the comparison of the run's failed test cases (E, A), most failures first, " +
      "each with its kind in its interface's ledger (GET /api/interface/fields), and the failures whose every " +
      'failing field is noise or a drift the ledger knows; `cause` narrows it to a failure group. `comparison` ' +
      "says whether the store keeps the run's " +
      'comparison at all (runs before the comparison window do not have one kept). null for a run the store has ' +
      `not read. ${KINDS_SAID}`,
    query: runFieldsQuerySchema,
    answers: runFieldsSchema,
    handle: ({ history }, query) =>
      storedRunFields(storeOf(history), query, (object) => keptLedger(history, { object })),
  }),
];
