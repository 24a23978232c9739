// The filters live in component state and are mirrored into the URL so a report can be shared. The URL is
// not the state itself: router navigations settle asynchronously (in a transition), and an input controlled
// by them would drop keystrokes and snap checkboxes back until the navigation lands.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routeSchemas } from '../../../navigation/route-schemas';
import { readSearch, writeSearch } from '../../../navigation/url-state';
import type { ReportFilters } from './report-form-model';

const schema = routeSchemas.reports.search;

export function useUrlFilters(): [ReportFilters, (next: ReportFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState(() => readSearch(schema, search));
  // URLs this form wrote (or started from) that the router has not reported back yet, oldest first.
  const pending = useRef<string[]>([search.toString()]);

  useEffect(() => {
    const current = search.toString();
    const own = pending.current.indexOf(current);
    if (own >= 0) {
      pending.current = pending.current.slice(own + 1);
      return;
    }
    // Someone else changed the URL (the Reports link, back/forward): show what it says.
    pending.current = [];
    setFilters(readSearch(schema, search));
  }, [search]);

  const update = (next: ReportFilters) => {
    setFilters(next);
    const nextSearch = writeSearch(schema, next);
    pending.current.push(nextSearch.toString());
    setSearch(nextSearch, { replace: true });
  };
  return [filters, update];
}
