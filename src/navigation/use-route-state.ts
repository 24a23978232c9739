// A screen's view of its route's URL state, through the route's schemas (route-schemas.ts).
import { useCallback, useMemo, useRef } from 'react';
import { useParams, useSearchParams, type NavigateOptions } from 'react-router';
import type { z } from 'zod/mini';
import { readParams, readSearch, writeSearch, type SearchOf, type SearchSchema } from './url-state';

/** A change of the search: the values to write, or how to get them from the current ones. */
export type SearchChange<S extends SearchSchema> =
  Partial<SearchOf<S>> | ((current: SearchOf<S>) => Partial<SearchOf<S>>);

/**
 * The route's search params, and a setter that writes them (what it leaves out goes back to its default). Given a
 * function, the setter builds on the last values written even before they have rendered: a route with a loader
 * renders a new search only once the loader has run, and a second field changed before then (a date range typed in
 * quickly, while a long list renders) must not lose the first.
 */
export function useRouteSearch<S extends SearchSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const value = useMemo(() => readSearch(schema, search), [schema, search]);
  /** The values last written, and the rendered search they were written over (stale once that changes). */
  const written = useRef<{ over: URLSearchParams; value: SearchOf<S> } | undefined>(undefined);
  const write = useCallback(
    (change: SearchChange<S>, options?: NavigateOptions) => {
      const current = written.current?.over === search ? written.current.value : value;
      const next = writeSearch(schema, typeof change === 'function' ? change(current) : change);
      written.current = { over: search, value: readSearch(schema, next) };
      setSearch(next, options);
    },
    [schema, search, setSearch, value],
  );
  return [value, write] as const;
}

/** The route's path params, or the sentence that says which one is wrong. */
export function useRouteParams<S extends z.ZodMiniType>(schema: S) {
  const params = useParams();
  return useMemo(() => readParams(schema, params), [schema, params]);
}
