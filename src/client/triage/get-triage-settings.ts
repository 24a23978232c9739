// GET /api/triage/settings: the categories, the ticket link pattern, the outage rule and whether the requesting
// user may change decisions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIAGE_PATHS, triageSettingsSchema } from '../../contract/dashboard-api/triage';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryTriageRead } from './store-reads';

export const triageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: triageKeys.settings(),
    queryFn: ({ signal }) => getFromDashboard(TRIAGE_PATHS.settings, triageSettingsSchema, { signal }),
    retry: retryTriageRead,
  });

export const useTriageSettings = () => useQuery(triageSettingsQueryOptions());
