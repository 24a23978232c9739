// The run history's filters in the URL (every list option of GET /testruns), validated before use.
import { isValidDate } from '../../../contract/date-time';
import type { TestRunQuery } from '../../../contract/query-options';

export const HISTORY_FILTERS = ['name', 'type', 'user', 'from', 'to', 'q'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export interface HistoryQuery {
  query: TestRunQuery;
  /** Problems a person must fix before the list can be asked for. */
  problems: Partial<Record<HistoryFilter, string>>;
}

export function historyQuery(search: URLSearchParams): HistoryQuery {
  const value = (name: HistoryFilter) => search.get(name)?.trim() ?? '';
  const problems: HistoryQuery['problems'] = {};
  for (const name of ['from', 'to'] as const)
    if (value(name) && !isValidDate(value(name))) problems[name] = 'Enter a date as YYYY-MM-DD.';
  if (!problems.from && !problems.to && value('from') && value('to') && value('from') > value('to'))
    problems.to = '"Started to" is before "Started from".';
  const query: TestRunQuery = {};
  if (value('name')) query.NAME = value('name');
  if (value('type')) query.TYPE = value('type');
  if (value('user')) query.STARTED_BY = value('user');
  if (value('from') && !problems.from) query.STARTED_FROM = value('from');
  if (value('to') && !problems.to) query.STARTED_TO = value('to');
  if (value('q')) query.q = value('q');
  return { query, problems };
}
