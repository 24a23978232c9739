// What the runs list asks GET /testruns for, from its URL: the same for the route's loader and the screen.
import { isDateTypedInFull, isValidDate } from '../contract/date-time';
import type { TestRunQuery } from '../contract/query-options';
import type { RunsSearch } from './route-schemas';

export type RunFilter = keyof RunsSearch;

export interface RunListQuery {
  query: TestRunQuery;
  /** Problems a person must fix before the list can be asked for. */
  problems: Partial<Record<RunFilter, string>>;
}

export function runListQuery(search: RunsSearch): RunListQuery {
  const value = (name: RunFilter) => search[name].trim();
  const problems: RunListQuery['problems'] = {};
  // The date fields take only dates, so a date that does not exist came with a link. A year under 1000 is a typo:
  // asked for, it would read the whole history.
  for (const name of ['from', 'to'] as const) {
    if (!value(name)) continue;
    if (!isValidDate(value(name))) problems[name] = `The link's date "${value(name)}" does not exist: choose a date.`;
    else if (!isDateTypedInFull(value(name))) problems[name] = 'Enter the year in full, four digits.';
  }
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
