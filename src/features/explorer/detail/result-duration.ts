import { fromWireDateTime } from '../../../contract/date-time';
import type { CaseResult } from '../../../contract/records';
import { formatDuration } from '../../../components/format';

type Timed = Pick<CaseResult, 'STARTED_DATE' | 'STARTED_TIME' | 'END_DATE' | 'END_TIME'>;

/** How long a result took from start to end, as text; empty when it has not ended or a time is missing. */
export function resultDuration(result: Timed): string {
  const took =
    fromWireDateTime(result.END_DATE, result.END_TIME) - fromWireDateTime(result.STARTED_DATE, result.STARTED_TIME);
  return formatDuration(took);
}
