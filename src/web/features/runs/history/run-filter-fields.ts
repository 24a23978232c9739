// The runs list's text filters, named once for the form and for what it says of a link it cannot use.
import { MAX_OPTION_LENGTH } from '../../../../contract/query-options';
import type { RunFilter } from '../../../../routes/run-list-query';
import { tooLongInLink } from '../../../../routes/url-state';

// Each text is a list option of GET /testruns, so each stops at the longest value the service takes.
export const TEXT_FILTERS: [RunFilter, string, string, number][] = [
  ['q', 'Search run names', 'Words in the run name', MAX_OPTION_LENGTH],
  ['name', 'Name pattern', 'e.g. Nightly*', MAX_OPTION_LENGTH],
  ['user', 'Started by', 'User ID', MAX_OPTION_LENGTH],
];
/** The date range, typed as yyyy-mm-dd in date fields. */
export const DATE_FILTERS: [RunFilter, string][] = [
  ['from', 'Started from'],
  ['to', 'Started to'],
];

/** The link's texts the runs list left out for their length (the route's schema drops them), each as a sentence. */
export function leftOutOfRunsLink(search: URLSearchParams): string[] {
  return TEXT_FILTERS.flatMap(([name, label, , max]) => tooLongInLink(search, name, label, max));
}
