// The overview's filters as the screen uses them, read and written through the route's schema
// (navigation/route-schemas.ts): a date range that always holds (default the last 30 days), and the rest as given.
// What a link holds that cannot be used is left out, and said (leftOutOfLink), so a forwarded link never shows other
// figures than it asked for without a word.
import { quickRange, type DateRange } from '../../../analysis/overview/date-range';
import { RUN_TYPES } from '../../../contract/codes';
import { isValidDate, toWireDateTime } from '../../../contract/date-time';
import { isNumericId } from '../../../contract/ids';
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

/**
 * A range only as far as it makes sense: a missing or reversed end becomes today, an end without a start the 30 days
 * up to it, anything else the default.
 */
function rangeOf({ from, to }: Pick<OverviewSearch, 'from' | 'to'>, now: string): DateRange {
  if (isValidDate(from) && isValidDate(to) && from <= to) return { from, to };
  if (isValidDate(from) && from <= now) return { from, to: now };
  if (!isValidDate(from) && isValidDate(to)) return quickRange('30d', to);
  return quickRange('30d', now);
}

/** What of a link's filters the overview could not use, each as a sentence saying why; none for a link it used whole. */
export function leftOutOfLink(search: URLSearchParams, now = today()): string[] {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const left: string[] = [];
  for (const [end, value] of [
    ['start', from],
    ['end', to],
  ] as const)
    if (value && !isValidDate(value)) left.push(`The ${end} date "${value}" is not a date as YYYY-MM-DD.`);
  if (isValidDate(from) && isValidDate(to) && from > to)
    left.push(`The range ends (${to}) before it starts (${from}).`);
  if (isValidDate(from) && from > now && !(isValidDate(to) && from <= to))
    left.push(`The range starts after today (${from}).`);
  for (const folder of search.getAll('folder'))
    if (!isNumericId(folder)) left.push(`"${folder}" is not a folder ID: folder IDs have 1 to 10 digits.`);
  for (const type of search.getAll('type'))
    if (!(type in RUN_TYPES)) left.push(`"${type}" is not a run type: one of ${Object.keys(RUN_TYPES).join(', ')}.`);
  return left;
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
