// PUT /api/triage/suggestion-rule: whether the sync applies the best suggestion by itself, and above which score.
// It names the version the writer saw; a 409 means someone changed the rule since.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { suggestionRuleSchema, type PutSuggestionRuleBody } from '../../contract/dashboard-api/triage-suggestions';
import { sendToDashboard } from '../dashboard/send-to-dashboard';
import { invalidateTriaged } from './triage-changed';

export const putSuggestionRule = (body: PutSuggestionRuleBody) =>
  sendToDashboard('PUT', TRIAGE_PATHS.suggestionRule, body, suggestionRuleSchema);

export function useChangeSuggestionRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putSuggestionRule, onSettled: () => invalidateTriaged(queryClient) });
}
