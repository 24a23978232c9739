// A stored run as the service sends it: DETAILS and COMPARISON empty unless asked for, METADATA only
// when asked for (docs/interface/rest-v1.md#test-run-record, docs/interface/rest-v1.md#test-run-endpoints).
import type { TestRun } from '../../contract/records';
import type { StoredRun } from '../store/store-types';

export interface RunIncludes {
  $includeDetails?: boolean;
  $includeComparison?: boolean;
  $includeMetadata?: boolean;
}

export function renderRun(run: StoredRun, includes: RunIncludes): TestRun {
  return {
    ...run.record,
    DETAILS: includes.$includeDetails ? run.details : [],
    VARIABLES: run.variables,
    COMPARISON: includes.$includeComparison ? run.comparison : [],
    ...(includes.$includeMetadata ? { METADATA: run.metadata } : {}),
  };
}
