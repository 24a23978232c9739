// GET /api/triage/settings: the categories, the ticket link pattern, the outage rule and whether this user may change
// decisions. Null where the store does not answer: screens then show failures as they always have, without triage.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { triageSettingsSchema } from '../../contract/dashboard-api/triage-settings';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { triageKeys } from '../query-keys';

export const getTriageSettings = (signal?: AbortSignal) =>
  readFromStore(() => getFromDashboard(TRIAGE_PATHS.settings, triageSettingsSchema, signal ? { signal } : {}));

export const triageSettingsQuery = () =>
  queryOptions({
    queryKey: triageKeys.settings(),
    queryFn: ({ signal }) => getTriageSettings(signal),
    staleTime: 60_000,
  });

export const useTriageSettings = () => useQuery(triageSettingsQuery());

const NO_RULE: readonly string[] = [];

export const useOutagePatterns = (): readonly string[] => useTriageSettings().data?.outageRule.patterns ?? NO_RULE;
