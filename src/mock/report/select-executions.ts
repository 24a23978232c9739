// Which executions (one test case in one run) a report includes: those matching every filter
// (docs/interface/decisions.md#report-workbook-d7).
import { padId } from '../../contract/ids';
import type { RunDetail } from '../../contract/records';
import { executionMatches, reportFilter, runMatches } from '../../contract/report-filter';
import type { ReportMembers } from '../../contract/requests';
import { folderSubtreeIds } from '../queries/select-scenarios';
import type { MockStore, StoredRun } from '../store/store-types';

export interface Execution {
  run: StoredRun;
  detail: RunDetail;
}

/**
 * Yields matching executions, newest run first. CONTENT_SEARCH_TEXT matches, ignoring case, the test case
 * description, the execution's message and document number, and the variable values the run used for it.
 */
export function* selectExecutions(store: MockStore, members: ReportMembers): Generator<Execution> {
  const folderIds =
    members.FOLDERS && members.FOLDERS.length > 0
      ? new Set(
          members.FOLDERS.flatMap((id) =>
            members.INCLUDE_SUBFOLDERS === 'X' ? folderSubtreeIds(store, padId(id)) : [padId(id)],
          ),
        )
      : undefined;
  const filter = reportFilter(members, folderIds);
  const search = members.CONTENT_SEARCH_TEXT?.trim().toLowerCase() || undefined;

  for (const runId of store.runIdsNewestFirst) {
    const run = store.runs.get(runId)!;
    if (!runMatches(filter, run.record)) continue;
    for (const detail of run.details) {
      if (!executionMatches(filter, detail)) continue;
      if (search && !matchesSearch(run, detail, search)) continue;
      yield { run, detail };
    }
  }
}

function matchesSearch(run: StoredRun, detail: RunDetail, search: string): boolean {
  if (`${detail.DESCR}\n${detail.MESSAGE}\n${detail.DOCNUM}`.toLowerCase().includes(search)) return true;
  return run.variables.some((row) => row.CASEID === detail.CASEID && row.VAR_VALUE.toLowerCase().includes(search));
}
