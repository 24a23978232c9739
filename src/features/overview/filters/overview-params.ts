// The overview's filters as the screen uses them, read and written through the route's schema
// (navigation/route-schemas.ts): a date range that always holds (default the last 30 days), and the rest as given.
import { quickRange, type DateRange } from '../../../analysis/overview/date-range';
import { isValidDate, toWireDateTime } from '../../../contract/date-time';
import { routeSchemas, type OverviewSearch } from '../../../navigation/route-schemas';
import { readSearch, writeSearch } from '../../../navigation/url-state';

export interface OverviewParams {
  range: DateRange;
  folders: string[];
  types: string[];
  user: string;
  split: boolean;
}

export const today = (): string => toWireDateTime(new Date()).date;

/** A range only as far as it makes sense: a missing or reversed end becomes today, anything else the default. */
function rangeOf({ from, to }: Pick<OverviewSearch, 'from' | 'to'>, now: string): DateRange {
  if (isValidDate(from) && isValidDate(to) && from <= to) return { from, to };
  if (isValidDate(from) && from <= now) return { from, to: now };
  return quickRange('30d', now);
}

export function readOverviewParams(search: URLSearchParams, now = today()): OverviewParams {
  const { from, to, folders, types, user, split } = readSearch(routeSchemas.overview.search, search);
  return {
    range: rangeOf({ from, to }, now),
    folders: [...new Set(folders)],
    types: [...new Set(types)],
    user: user.trim().toUpperCase(),
    split,
  };
}

export function overviewSearch({ range, ...rest }: OverviewParams): OverviewSearch {
  return { ...rest, from: range.from, to: range.to };
}

export function writeOverviewParams(params: OverviewParams): URLSearchParams {
  return writeSearch(routeSchemas.overview.search, overviewSearch(params));
}
