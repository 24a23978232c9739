// PUT /api/triage/quarantine-policy: the team's policy that quarantines flaky cases above a score. It names the
// version the writer saw (a 409 when someone changed it since); saving it applies it, so the quarantines are read
// again with the settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quarantinePolicySchema,
  type PutQuarantinePolicyBody,
} from '../../contract/dashboard-api/triage-quarantine-policy';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { invalidateTriaged } from './triage-changed';

export const putQuarantinePolicy = (body: PutQuarantinePolicyBody) =>
  sendToDashboard('PUT', TRIAGE_PATHS.quarantinePolicy, body, quarantinePolicySchema);

export function useChangeQuarantinePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putQuarantinePolicy,
    onSettled: () => invalidateTriaged(queryClient),
  });
}
