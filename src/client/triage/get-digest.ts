// GET /api/digest: a week's digest, from the store. Under triage's keys, so a decision or quarantine refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { digestSchema } from '../../contract/dashboard-api/digest';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryStoreRead } from '../dashboard/store-not-answering';

/** `week` is a Monday, or '' for the last full week. */
export const digestQueryOptions = (week: string) =>
  queryOptions({
    queryKey: triageKeys.digest(week),
    queryFn: ({ signal }) => getFromDashboard('/digest', digestSchema, { query: week ? { week } : {}, signal }),
    retry: retryStoreRead,
  });

export const useDigest = (week: string) => useQuery(digestQueryOptions(week));
