import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScenarioQuery } from '../../contract/query-options';
import { scenarioSchema, type Scenario } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { scenarioKeys } from '../query-keys';

/** Folders matching the query (with `$children`, each followed by its sub-folders). */
export function getScenarios(query: ScenarioQuery, signal?: AbortSignal): Promise<Scenario[]> {
  return getRecords('/scenarios', scenarioSchema, { query, signal });
}

export function scenariosQueryOptions(query: ScenarioQuery) {
  return queryOptions({
    queryKey: scenarioKeys.list(query),
    queryFn: ({ signal }) => getScenarios(query, signal),
  });
}

export function useScenarios(query: ScenarioQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...scenariosQueryOptions(query), ...options });
}
