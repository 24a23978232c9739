// GET /api/interface/fields and /api/test-case/fields: the payload fields that differed in an interface's or a test
// case's kept runs, a page of the server's sorted and filtered ledger at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  fieldLedgerSchema,
  type FieldKind,
  type FieldLedger,
  type LedgerSort,
} from '../../contract/dashboard-api/field-ledger';
import { unpadId } from '../../contract/ids';
import { fieldKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

export type LedgerScope = { object: string } | { caseId: string };

export interface LedgerView {
  kind: readonly FieldKind[];
  q: string;
  sort: LedgerSort;
  dir: 'asc' | 'desc';
  offset: number;
}

/** Fields a page holds: a test case has a few, an interface some dozens. */
export const LEDGER_PAGE_ROWS = 50;

/** A ledger changes when a run is stored, at most a few times an hour for one interface. */
const LEDGER_FRESH_MS = 60_000;

export function fieldLedgerQueryOptions(scope: LedgerScope, view: LedgerView) {
  const [path, named] =
    'object' in scope
      ? ['/interface/fields', { object: scope.object }]
      : ['/test-case/fields', { id: unpadId(scope.caseId) }];
  return queryOptions({
    queryKey: fieldKeys.ledger(scope, view),
    queryFn: ({ signal }): Promise<FieldLedger> =>
      getFromDashboard(path, fieldLedgerSchema, {
        query: {
          ...named,
          kind: view.kind,
          q: view.q.trim(),
          sort: view.sort,
          dir: view.dir,
          offset: String(view.offset),
          limit: String(LEDGER_PAGE_ROWS),
        },
        signal,
      }),
    staleTime: LEDGER_FRESH_MS,
    retry: retryStoreRead,
  });
}

/** A page of the ledger; the last page read stays on screen while another view is on its way. */
export const useFieldLedger = (scope: LedgerScope, view: LedgerView) =>
  useQuery({ ...fieldLedgerQueryOptions(scope, view), placeholderData: keepPreviousData });
