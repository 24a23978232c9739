// GET /api/triage/suggestions for one failure, and POST /api/triage/suggestion/apply: the past decisions nearest
// to an undecided failure, and one of them copied onto its signature as the user's decision. Null where the store
// does not answer.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decisionSchema, type FailureRef } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import {
  suggestionsSchema,
  type ApplySuggestionBody,
  type Suggestion,
} from '../../contract/dashboard-api/triage-suggestions';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { triageKeys } from '../query-keys';
import { invalidateTriaged } from './triage-changed';

export const suggestionsQuery = ({ RUN_ID, CASEID }: FailureRef) =>
  queryOptions({
    queryKey: triageKeys.suggestions(RUN_ID, CASEID),
    queryFn: async ({ signal }): Promise<readonly Suggestion[] | null> => {
      const read = await readFromStore(() =>
        getFromDashboard(TRIAGE_PATHS.suggestions, suggestionsSchema, {
          query: { run: RUN_ID, case: CASEID },
          signal,
        }),
      );
      return read ? (read.failures[0]?.suggestions ?? []) : null;
    },
  });

export const useSuggestions = (failure: FailureRef) => useQuery(suggestionsQuery(failure));

export const applySuggestion = (body: ApplySuggestionBody) =>
  sendToDashboard('POST', TRIAGE_PATHS.applySuggestion, body, decisionSchema);

/** Applying decides a signature: every triage read may change. */
export function useApplySuggestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applySuggestion, onSettled: () => invalidateTriaged(queryClient) });
}
