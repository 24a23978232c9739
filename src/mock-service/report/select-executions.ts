// Which executions (one test case in one run) a report includes: those matching every filter (decisions.md §7).
import { isUnfinishedStatus } from '../../contract/codes';
import type { ReportMembers } from '../../contract/requests';
import { padId } from '../../contract/ids';
import type { RunDetail } from '../../contract/records';
import { folderSubtreeIds } from '../queries/select-scenarios';
import type { MockStore, StoredRun } from '../store/store-types';

export interface Execution {
  run: StoredRun;
  detail: RunDetail;
}

const nonEmpty = <T>(values: readonly T[] | undefined): values is readonly T[] => Boolean(values && values.length > 0);

/**
 * Yields matching executions, newest run first. CONTENT_SEARCH_TEXT matches, ignoring case, the test case
 * description, the execution's message and document number, and the variable values the run used for it.
 */
export function* selectExecutions(store: MockStore, members: ReportMembers): Generator<Execution> {
  const folders = nonEmpty(members.FOLDERS)
    ? new Set(
        members.FOLDERS.flatMap((id) =>
          members.INCLUDE_SUBFOLDERS === 'X' ? folderSubtreeIds(store, padId(id)) : [padId(id)],
        ),
      )
    : undefined;
  const cases = nonEmpty(members.TEST_CASES) ? new Set(members.TEST_CASES.map(padId)) : undefined;
  const runTypes = nonEmpty(members.TEST_RUN_TYPES)
    ? new Set(members.TEST_RUN_TYPES.map((type) => type.toUpperCase()))
    : undefined;
  const testTypes = nonEmpty(members.TEST_TYPES) ? new Set(members.TEST_TYPES.map(Number)) : undefined;
  const objects = nonEmpty(members.AUTOMATION_OBJECTS)
    ? new Set(members.AUTOMATION_OBJECTS.map((object) => object.toUpperCase()))
    : undefined;
  const users = nonEmpty(members.STARTED_BY)
    ? new Set(members.STARTED_BY.map((user) => user.toUpperCase()))
    : undefined;
  const search = members.CONTENT_SEARCH_TEXT?.trim().toLowerCase() || undefined;

  for (const runId of store.runIdsNewestFirst) {
    const run = store.runs.get(runId)!;
    const { record } = run;
    if (members.STARTED_DATE_FROM && record.STARTED_DATE < members.STARTED_DATE_FROM) continue;
    if (members.STARTED_DATE_TO && record.STARTED_DATE > members.STARTED_DATE_TO) continue;
    if (members.STARTED_TIME_FROM && record.STARTED_TIME < members.STARTED_TIME_FROM) continue;
    if (members.STARTED_TIME_TO && record.STARTED_TIME > members.STARTED_TIME_TO) continue;
    if (runTypes && !runTypes.has(record.TYPE)) continue;
    if (users && !users.has(record.STARTED_BY.toUpperCase())) continue;
    for (const detail of run.details) {
      // Queued and running cases of a run in progress have not been executed yet, so they are no report row.
      if (isUnfinishedStatus(detail.STATUS)) continue;
      if (folders && !folders.has(detail.SCNRID)) continue;
      if (cases && !cases.has(detail.CASEID)) continue;
      if (testTypes && !testTypes.has(detail.IFTYPE)) continue;
      if (objects && !objects.has(detail.OBJDEFID.toUpperCase())) continue;
      if (search && !matchesSearch(run, detail, search)) continue;
      yield { run, detail };
    }
  }
}

function matchesSearch(run: StoredRun, detail: RunDetail, search: string): boolean {
  if (`${detail.DESCR}\n${detail.MESSAGE}\n${detail.DOCNUM}`.toLowerCase().includes(search)) return true;
  return run.variables.some((row) => row.CASEID === detail.CASEID && row.VAR_VALUE.toLowerCase().includes(search));
}
