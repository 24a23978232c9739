// Messages between the report builder and the worker that reads the run history of a date range and counts
// the executions a report would hold, so 200 MB of runs with details never cross to the page.
import type { TestRunQuery } from '../../../../contract/query-options';
import type { PlainError } from '../../../components/data-table/row-set/protocol';
import type { Estimate, OfferedValues } from '../../../../analysis/report-estimate';
import type { ReportFilters } from './report-form-model';

export interface ExecutionCountRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  query: TestRunQuery;
}

export type ToCounter =
  | { type: 'load'; request: ExecutionCountRequest }
  /** Count for these filters from now on; `folderIds` as estimateExecutions takes them. */
  | { type: 'count'; id: number; filters: ReportFilters; folderIds: string[] | undefined };

export type FromCounter =
  /** The count for filters `id` over the runs read so far; `offered` once every run is read. */
  | { type: 'count'; id: number; estimate: Estimate; runs: number; complete: boolean; offered?: OfferedValues }
  | { type: 'error'; error: PlainError };
