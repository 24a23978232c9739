// GET /api/test-case and /api/test-case/results: a test case's page from the dashboard server's history store, the
// record with what its history tells in one small answer, and its result history a page at a time, instead of the
// whole history from the service.
import {
  caseResultsSchema,
  storedTestCaseSchema,
  type CaseResults,
  type StoredTestCase,
} from '../../contract/dashboard-api/test-case';
import { getFromDashboard } from './get-from-dashboard';

export const getStoredTestCase = (id: string, signal?: AbortSignal): Promise<StoredTestCase> =>
  getFromDashboard('/test-case', storedTestCaseSchema, { query: { id }, ...(signal ? { signal } : {}) });

export const getStoredCaseResults = (
  id: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<CaseResults> =>
  getFromDashboard('/test-case/results', caseResultsSchema, {
    query: { id, offset: String(offset), limit: String(limit) },
    ...(signal ? { signal } : {}),
  });
