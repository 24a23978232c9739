// GET /api/triage/settings: the categories, the ticket link pattern and whether this user may change decisions.
// Null where the store does not answer: screens then show failures as they always have, without triage.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIAGE_PATHS, triageSettingsSchema } from '../../contract/dashboard-api/triage';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { triageKeys } from '../query-keys';

export const triageSettingsQuery = () =>
  queryOptions({
    queryKey: triageKeys.settings(),
    queryFn: ({ signal }) =>
      readFromStore(() => getFromDashboard(TRIAGE_PATHS.settings, triageSettingsSchema, { signal })),
    staleTime: 60_000,
  });

export const useTriageSettings = () => useQuery(triageSettingsQuery());
