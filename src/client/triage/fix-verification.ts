// A decision's fix verification: asking for one (POST /api/triage/decision/verify) and following its runs (GET
// /api/triage/decision/verification?decision=), polled while it goes on and no longer once it has ended.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  latestVerificationSchema,
  verificationSchema,
  type Verification,
  type VerifyFixBody,
} from '../../contract/dashboard-api/fix-verification';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { triageKeys } from '../query-keys';
import { invalidateTriaged } from './triage-changed';

const POLL_MS = 2000;
const going = (verification: Verification | null | undefined) =>
  verification?.state === 'waiting' || verification?.state === 'running';

export const fixVerificationQuery = (decisionId: number) =>
  queryOptions({
    queryKey: triageKeys.verification(decisionId),
    queryFn: ({ signal }) =>
      getFromDashboard(TRIAGE_PATHS.verification, latestVerificationSchema, {
        query: { decision: String(decisionId) },
        signal,
      }),
    refetchInterval: (query) => (going(query.state.data) ? POLL_MS : false),
  });

export const useFixVerification = (decisionId: number) => useQuery(fixVerificationQuery(decisionId));

export const verifyFix = (body: VerifyFixBody): Promise<Verification> =>
  sendToDashboard('POST', TRIAGE_PATHS.verify, body, verificationSchema);

/** Never retried: each try would start runs. */
export function useVerifyFix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyFix,
    retry: false,
    onSettled: () => invalidateTriaged(queryClient),
  });
}
