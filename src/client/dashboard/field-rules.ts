// The accepted field rules of an interface (GET /api/field-rules), one rule's history, and the writes: accepting or
// changing a rule, marking it entered in SAP, undoing its newest change. A write reads the interface's rules and the
// rule's history again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedRuleSchema,
  acceptedRulesSchema,
  ruleHistorySchema,
  type PutRuleBody,
  type RuleChangeBody,
} from '../../contract/dashboard-api/field-rules';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { fieldKeys, triageKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { sendToDashboard } from './send-to-dashboard';
import { retryStoreRead } from './store-not-answering';

export const useAcceptedRules = (object: string) =>
  useQuery({
    queryKey: fieldKeys.accepted(object),
    queryFn: ({ signal }) => getFromDashboard('/field-rules', acceptedRulesSchema, { query: { object }, signal }),
    retry: retryStoreRead,
  });

export const useRuleHistory = (id: number) =>
  useQuery({
    queryKey: fieldKeys.ruleHistory(id),
    queryFn: ({ signal }) =>
      getFromDashboard('/field-rule/history', ruleHistorySchema, { query: { id: String(id) }, signal }),
  });

function useRuleWrite<B>(write: (body: B) => ReturnType<typeof putRule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // A rule changes more than its list: the ledgers' covered fields, and which failures are noise in triage.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]),
  });
}

const putRule = (body: PutRuleBody) => sendToDashboard('PUT', '/field-rule', body, acceptedRuleSchema);
const markEntered = (body: RuleChangeBody) => sendToDashboard('POST', '/field-rule/entered', body, acceptedRuleSchema);
const withdrawRule = (body: RuleChangeBody) =>
  sendToDashboard('POST', '/field-rule/withdraw', body, acceptedRuleSchema);
const undoRule = (body: RuleChangeBody) => sendToDashboard('POST', '/field-rule/undo', body, acceptedRuleSchema);

export const usePutRule = () => useRuleWrite(putRule);
export const useMarkRuleEntered = () => useRuleWrite(markEntered);
export const useWithdrawRule = () => useRuleWrite(withdrawRule);
export const useUndoRuleChange = () => useRuleWrite(undoRule);

/** Where the interface's rules are downloaded as a file to enter in the ignore list. */
export const ruleExportHref = (object: string, format: 'csv' | 'json') =>
  `${DASHBOARD_API_PATH}/field-rules/export?${new URLSearchParams({ object, format })}`;
