import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScenarioReadQuery } from '../../contract/query-options';
import { scenarioSchema, type Scenario } from '../../contract/records';
import { ApiError } from '../http/api-error';
import { getRecords } from '../http/api-client';
import { scenarioKeys } from '../query-keys';

/** One folder; with `$children` also its sub-folders (the folder first). */
export async function getScenario(
  id: string,
  query: ScenarioReadQuery = {},
  signal?: AbortSignal,
): Promise<Scenario[]> {
  const records = await getRecords(`/scenarios/${encodeURIComponent(id)}`, scenarioSchema, { query, signal });
  if (records.length === 0)
    throw new ApiError(404, 'NOT_FOUND', `Folder ${id} does not exist.`, `GET /scenarios/${id}`);
  return records;
}

export function scenarioQueryOptions(id: string, query: ScenarioReadQuery = {}) {
  return queryOptions({
    queryKey: scenarioKeys.detail(id, query),
    queryFn: ({ signal }) => getScenario(id, query, signal),
  });
}

export function useScenario(id: string, query: ScenarioReadQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...scenarioQueryOptions(id, query), enabled: Boolean(id) && options.enabled !== false });
}
