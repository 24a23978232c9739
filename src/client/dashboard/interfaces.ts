// GET /api/interfaces and /api/interface/cases: the automation objects with their test cases, what fails now and
// their fields per kind, and one interface's test cases with their latest result, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { interfaceCasesSchema, interfacesSchema } from '../../contract/dashboard-api/interfaces';
import { fieldKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

/** Rows a page holds: a screen or two. */
export const INTERFACE_PAGE_ROWS = 50;

/** Changes when a run is stored: a minute old is fresh enough for a list read between runs. */
const FRESH_MS = 60_000;

export const useInterfaces = (q: string, offset: number) =>
  useQuery({
    queryKey: fieldKeys.interfaces(q.trim(), offset),
    queryFn: ({ signal }) =>
      getFromDashboard('/interfaces', interfacesSchema, {
        query: { q: q.trim(), offset: String(offset), limit: String(INTERFACE_PAGE_ROWS) },
        signal,
      }),
    staleTime: FRESH_MS,
    retry: retryStoreRead,
    placeholderData: keepPreviousData,
  });

export const useInterfaceCases = (object: string, offset: number) =>
  useQuery({
    queryKey: fieldKeys.interfaceCases(object, offset),
    queryFn: ({ signal }) =>
      getFromDashboard('/interface/cases', interfaceCasesSchema, {
        query: { object, offset: String(offset), limit: String(INTERFACE_PAGE_ROWS) },
        signal,
      }),
    staleTime: FRESH_MS,
    retry: retryStoreRead,
    placeholderData: keepPreviousData,
  });
