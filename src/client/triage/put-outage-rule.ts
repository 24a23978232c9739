// PUT /api/triage/outage-rule: the texts an aborted case's message is matched against. It names the version the
// writer saw; a 409 means someone changed the rule since, and the settings are read again to show theirs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outageRuleSchema, type PutOutageRuleBody } from '../../contract/dashboard-api/triage-outage-rule';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { invalidateTriaged } from './triage-changed';

export const putOutageRule = (body: PutOutageRuleBody) =>
  sendToDashboard('PUT', TRIAGE_PATHS.outageRule, body, outageRuleSchema);

/** Outages count neither in the queue nor in trends: what the rule changes is read again with the settings. */
export function useChangeOutageRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOutageRule,
    onSettled: () => invalidateTriaged(queryClient),
  });
}
