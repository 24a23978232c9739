// A screen's view of its route's URL state, through the route's schemas (route-schemas.ts).
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams, type NavigateOptions } from 'react-router';
import type { z } from 'zod/mini';
import { readParams, readSearch, writeSearch, type SearchOf, type SearchSchema } from '../../routes/url-state';

/** A change of the search: the values that change, or how to get them from the current ones. */
export type SearchChange<S extends SearchSchema> =
  Partial<SearchOf<S>> | ((current: SearchOf<S>) => Partial<SearchOf<S>>);

/** The navigation state that marks a search as written by one screen's hook, so it knows its own when they come back. */
const WRITER = 'searchWrittenBy';

const writerOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[WRITER] : undefined;

/**
 * The route's search params, and a setter that writes a change of them: what it leaves out stays as it is, and the
 * history entry is replaced unless the options say otherwise (a filter typed is not a page to go back to).
 *
 * The values are the screen's own state, mirrored into the URL, not read back from it: the router reports a new
 * search in a transition, late while a long list renders, and a keystroke's render still sees the location before
 * it. An input controlled by the URL snapped back between keystrokes and lost letters typed at an ordinary pace. A
 * navigation by anyone else (a link, back and forward, another component's hook) is shown once it is committed, before
 * it is painted. A change builds on the last values written, so a second field changed before the first has rendered
 * does not lose the first.
 */
export function useRouteSearch<S extends SearchSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  // This mounted screen's mark: one mounted later at the same place must not take this one's writes for its own.
  const [writer] = useState(Math.random);
  const [value, setValue] = useState(() => readSearch(schema, search));
  // Only what is committed: a render may see an older location than the state it renders (see above).
  const followed = useRef({ key: location.key, before: new Set<string>() });
  useLayoutEffect(() => {
    const { key, before } = followed.current;
    if (key === location.key) return;
    before.add(key);
    followed.current.key = location.key;
    // Back and Forward return to a location seen before: shown as it is, whoever wrote it.
    const own = !before.has(location.key) && writerOf(location.state) === writer;
    // The router is the outside system here: only its committed location is in order (see above), so it is followed
    // from this effect, before the paint, and not derived while rendering.
    // oxlint-disable-next-line react/set-state-in-effect
    if (!own) setValue(readSearch(schema, search));
  }, [location, schema, search, writer]);
  /** The values last written, and the values they were written over (stale once newer ones render). */
  const written = useRef<{ over: SearchOf<S>; value: SearchOf<S> } | undefined>(undefined);
  const write = useCallback(
    (change: SearchChange<S>, options?: NavigateOptions) => {
      const current = written.current?.over === value ? written.current.value : value;
      const next = writeSearch(schema, { ...current, ...(typeof change === 'function' ? change(current) : change) });
      written.current = { over: value, value: readSearch(schema, next) };
      setValue(written.current.value);
      setSearch(next, { replace: true, ...options, state: { [WRITER]: writer } });
    },
    [schema, value, setSearch, writer],
  );
  return [value, write] as const;
}

/** The route's path params, or the sentence that says which one is wrong. */
export function useRouteParams<S extends z.ZodMiniType>(schema: S) {
  const params = useParams();
  return useMemo(() => readParams(schema, params), [schema, params]);
}
