// GET /api/interface/field-rule: the ignore rule a differing field of an interface suggests, with the server's
// preview of what it would have done to the interface's kept failures.
import { useQuery } from '@tanstack/react-query';
import { fieldRuleSchema } from '../../contract/dashboard-api/field-rule';
import { fieldKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

/** As fresh as the ledger it comes from: a ledger changes when a run is stored. */
const RULE_FRESH_MS = 60_000;

export const useFieldRule = (object: string, path: string) =>
  useQuery({
    queryKey: fieldKeys.rule(object, path),
    queryFn: ({ signal }) =>
      getFromDashboard('/interface/field-rule', fieldRuleSchema, { query: { object, path }, signal }),
    staleTime: RULE_FRESH_MS,
    retry: retryStoreRead,
  });
