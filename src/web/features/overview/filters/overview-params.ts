// The overview's filters as the screen uses them, read and written through the route's schema
// (navigation/route-schemas.ts): a date range that always holds (default the last 30 days), and the rest as given.
// What a link holds that cannot be used is left out, and said (leftOutOfLink), so a forwarded link never shows other
// figures than it asked for without a word.
import { quickRange, type DateRange } from '../../../../analysis/overview/date-range';
import { RUN_TYPES } from '../../../../contract/codes';
import { isValidDate, toWireDateTime } from '../../../../contract/date-time';
import { SAP_USER_LENGTH } from '../../../../contract/dashboard-api/query-params';
import { routeSchemas, type OverviewSearch } from '../../../../routes/route-schemas';
import { droppedFromLink, notNumericId, readSearch, tooLongInLink } from '../../../../routes/url-state';

export interface OverviewParams {
  range: DateRange;
  folders: string[];
  types: string[];
  user: string;
  split: boolean;
}

/** The user field's label, which what is said of its value names. */
export const USER_LABEL = 'Started by';

export const today = (): string => toWireDateTime(new Date()).date;

/**
 * A range only as far as it makes sense: a missing or reversed end becomes today, an end without a start the 30 days
 * up to it, anything else the default; with what of the link's dates it left out, and why.
 */
function readRange(from: string, to: string, now: string): { range: DateRange; leftOut: string[] } {
  const leftOut: string[] = [];
  for (const [end, value] of [
    ['start', from],
    ['end', to],
  ] as const)
    if (value && !isValidDate(value)) leftOut.push(`The ${end} date "${value}" is not a date as YYYY-MM-DD.`);
  if (isValidDate(from) && isValidDate(to)) {
    if (from <= to) return { range: { from, to }, leftOut };
    leftOut.push(`The range ends (${to}) before it starts (${from}).`);
  }
  if (isValidDate(from)) {
    if (from <= now) return { range: { from, to: now }, leftOut };
    leftOut.push(`The range starts after today (${from}).`);
  } else if (isValidDate(to)) return { range: quickRange('30d', to), leftOut };
  return { range: quickRange('30d', now), leftOut };
}

/** What of a link's filters the overview could not use, each as a sentence saying why; none for a link it used whole. */
export function leftOutOfLink(search: URLSearchParams, now = today()): string[] {
  const { from, to, folders, types } = readSearch(routeSchemas.overview.search, search);
  // The route's schema drops what is not a folder ID or a run type, and a user too long; what it dropped is what
  // was left out.
  return [
    ...readRange(from, to, now).leftOut,
    ...droppedFromLink(search, 'folder', folders).map((folder) => notNumericId('folder', folder)),
    ...droppedFromLink(search, 'type', types).map(
      (type) => `"${type}" is not a run type: one of ${Object.keys(RUN_TYPES).join(', ')}.`,
    ),
    ...tooLongInLink(search, 'user', USER_LABEL, SAP_USER_LENGTH),
  ];
}

export function readOverviewParams(search: URLSearchParams, now = today()): OverviewParams {
  return overviewParams(readSearch(routeSchemas.overview.search, search), now);
}

/** The filters the overview uses, from its search's values. */
export function overviewParams(
  { from, to, folders, types, user, split }: OverviewSearch,
  now = today(),
): OverviewParams {
  return {
    range: readRange(from, to, now).range,
    folders: [...new Set(folders)],
    types: [...new Set(types)],
    user: user.trim().toUpperCase(),
    split,
  };
}

export function overviewSearch({ range, ...rest }: OverviewParams): OverviewSearch {
  return { ...rest, from: range.from, to: range.to };
}
