// A screen's view of its route's URL state, through the route's schemas (route-schemas.ts).
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams, type NavigateOptions } from 'react-router';
import type { z } from 'zod/mini';
import { readParams, readSearch, writeSearch, type SearchOf, type SearchSchema } from './url-state';

/** The route's search params, and a setter that writes them (what it leaves out goes back to its default). */
export function useRouteSearch<S extends SearchSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const value = useMemo(() => readSearch(schema, search), [schema, search]);
  const write = useCallback(
    (next: Partial<SearchOf<S>>, options?: NavigateOptions) => setSearch(writeSearch(schema, next), options),
    [schema, setSearch],
  );
  return [value, write] as const;
}

/** The route's path params, or the sentence that says which one is wrong. */
export function useRouteParams<S extends z.ZodMiniType>(schema: S) {
  const params = useParams();
  return useMemo(() => readParams(schema, params), [schema, params]);
}
