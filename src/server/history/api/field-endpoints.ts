// The field ledgers (issue 72): an interface's and a test case's differing payload fields, from the store. Each
// ledger is judged once per store version (read/stored-field-ledger.ts) and paged from there.
import {
  caseLedgerQuerySchema,
  fieldLedgerSchema,
  objectLedgerQuerySchema,
} from '../../../contract/dashboard-api/field-ledger';
import { knownCaseRow } from '../read/known-case-row';
import { pageOfLedger, storedFieldLedger, type LedgerScope } from '../read/stored-field-ledger';
import { define, keptPerStore, storeOf } from './dashboard-endpoints';

const keptLedger = keptPerStore((db, scope: LedgerScope) => storedFieldLedger(db, scope));

const KINDS_SAID =
  'Its kind (noise, drift, intermittent or new in the newest run) is judged as decision 0019 says, over the kept ' +
  'comparison window (`--comparison-days`, `--comparison-retention`). `unsentRuns` counts runs whose release sent ' +
  'no comparison when asked.';

export const FIELD_ENDPOINTS = [
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
    handle: async ({ history }, { object, ...page }) => pageOfLedger(await keptLedger(history, { object }), page),
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
      return pageOfLedger(await keptLedger(history, { caseId: known.id }), page);
    },
  }),
];
