// GET /api/triage/quarantine: the cases in quarantine, with the ended quarantines too when asked (newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quarantineListSchema, type Quarantine } from '../../contract/dashboard-api/triage-quarantine';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { padId } from '../../contract/ids';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryStoreRead } from '../dashboard/store-not-answering';

export const quarantinesQueryOptions = (withEnded: boolean) =>
  queryOptions({
    queryKey: triageKeys.quarantineList(withEnded),
    queryFn: async ({ signal }) =>
      (
        await getFromDashboard(TRIAGE_PATHS.quarantine, quarantineListSchema, {
          query: { left: withEnded ? 'X' : '' },
          signal,
        })
      ).quarantines,
    retry: retryStoreRead,
  });

export const useQuarantines = (withEnded: boolean) => useQuery(quarantinesQueryOptions(withEnded));

/** A test case's quarantine while it lasts (null when it is not in quarantine), from the list of current ones. */
export function useCaseQuarantine(caseId: string) {
  const id = padId(caseId);
  return useQuery({
    ...quarantinesQueryOptions(false),
    select: (quarantines): Quarantine | null => quarantines.find((quarantine) => quarantine.CASEID === id) ?? null,
  });
}
