// The writes of a decision: make or change it (PUT), mark its issue fixed, reopen it, undo its last change.
// Each names the version the writer saw, so a change made meanwhile by someone else is a 409, never overwritten.
// Every write changes how failures meet the decisions anywhere, so it invalidates every triage read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decisionSchema,
  type Decision,
  type DecisionChangeBody,
  type PutDecisionBody,
} from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { invalidateTriaged } from './triage-changed';

export const putDecision = (body: PutDecisionBody): Promise<Decision> =>
  sendToDashboard('PUT', TRIAGE_PATHS.decision, body, decisionSchema);

export type DecisionChange = 'fixed' | 'reopen' | 'undo';

export const changeDecision = (change: DecisionChange, body: DecisionChangeBody): Promise<Decision> =>
  sendToDashboard('POST', TRIAGE_PATHS[change], body, decisionSchema);

/** PUTs one decision per target in one go (a failure group's signatures), in order. */
export function usePutDecisions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: readonly PutDecisionBody[]) => {
      const written: Decision[] = [];
      for (const body of bodies) written.push(await putDecision(body));
      return written;
    },
    // Also after a failure: an earlier target of the group may have been written, or a 409 says there is news.
    onSettled: () => invalidateTriaged(queryClient),
  });
}

export function useChangeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, body }: { change: DecisionChange; body: DecisionChangeBody }) =>
      changeDecision(change, body),
    onSettled: () => invalidateTriaged(queryClient),
  });
}
