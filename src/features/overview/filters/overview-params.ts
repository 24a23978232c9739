// The overview's filters in the URL, so a link reproduces the view: `from`, `to` (default the last 30 days),
// `folder` and `type` (repeated), `user`, and `split=1` for one pass-rate line per run type.
import { quickRange, type DateRange } from '../../../analysis/overview/date-range';
import { RUN_TYPES } from '../../../contract/codes';
import { isValidDate, toWireDateTime } from '../../../contract/date-time';
import { isNumericId } from '../../../contract/ids';

export interface OverviewParams {
  range: DateRange;
  folders: string[];
  types: string[];
  user: string;
  split: boolean;
}

export const today = (): string => toWireDateTime(new Date()).date;

export function readOverviewParams(search: URLSearchParams, now = today()): OverviewParams {
  const fallback = quickRange('30d', now);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const range =
    isValidDate(from) && isValidDate(to) && from <= to
      ? { from, to }
      : isValidDate(from) && from <= now
        ? { from, to: now }
        : fallback;
  return {
    range,
    folders: [...new Set(search.getAll('folder').filter(isNumericId))],
    types: [...new Set(search.getAll('type').filter((type) => type in RUN_TYPES))],
    user: search.get('user')?.trim().toUpperCase() ?? '',
    split: search.get('split') === '1',
  };
}

export function writeOverviewParams(params: OverviewParams): URLSearchParams {
  const search = new URLSearchParams({ from: params.range.from, to: params.range.to });
  for (const folder of params.folders) search.append('folder', folder);
  for (const type of params.types) search.append('type', type);
  if (params.user) search.set('user', params.user);
  if (params.split) search.set('split', '1');
  return search;
}
