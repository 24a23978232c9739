// Where the overview's tiles lead: the screen that lists exactly what a figure counts.
import type { DateRange } from '../../../analysis/overview/date-range';
import { paths } from '../../../routes/paths';
import type { OverviewParams } from './filters/overview-params';

/** The runs list for a range, with the run type and user filters it can express (one type at most). */
export function runsHref(params: OverviewParams, range: DateRange = params.range, type?: string): string {
  const onlyType = type ?? (params.types.length === 1 ? params.types[0] : undefined);
  return paths.runs.href({ from: range.from, to: range.to, type: onlyType ?? '', user: params.user });
}

/** The chosen folder's test case list (sub-folders included) filtered by last status; only for one folder. */
export function folderCasesHref(params: OverviewParams, lastStatus: string): string | undefined {
  if (params.folders.length !== 1) return undefined;
  return paths.folder.href(params.folders[0]!, {
    includeSubfolders: true,
    columnFilters: [{ id: 'Last status', value: lastStatus }],
  });
}
