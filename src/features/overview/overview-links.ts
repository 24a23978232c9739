// Where the overview's tiles lead: the screen that lists exactly what a figure counts.
import type { DateRange } from '../../analysis/overview/date-range';
import { paths } from '../../navigation/paths';
import type { OverviewParams } from './filters/overview-params';

/** The runs list for a range, with the run type and user filters it can express (one type at most). */
export function runsHref(params: OverviewParams, range: DateRange = params.range, type?: string): string {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  const onlyType = type ?? (params.types.length === 1 ? params.types[0] : undefined);
  if (onlyType) search.set('type', onlyType);
  if (params.user) search.set('user', params.user);
  return paths.runs.href(search);
}

/** The chosen folder's test case list (sub-folders included) filtered by last status; only for one folder. */
export function folderCasesHref(params: OverviewParams, lastStatus: string): string | undefined {
  if (params.folders.length !== 1) return undefined;
  return paths.folder.href(params.folders[0]!, new URLSearchParams({ sub: '1', 'f.Last status': lastStatus }));
}
