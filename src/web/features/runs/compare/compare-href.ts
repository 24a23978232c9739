import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';

type Started = Pick<TestRun, 'RUN_ID' | 'STARTED_DATE' | 'STARTED_TIME'>;

/** The comparison of two runs with the older one as the base, so "new" always means newer. */
export function compareHref(a: Started, b: Started): string {
  const [base, other] =
    `${a.STARTED_DATE} ${a.STARTED_TIME}` <= `${b.STARTED_DATE} ${b.STARTED_TIME}` ? [a, b] : [b, a];
  return paths.compareRuns.href(base.RUN_ID, other.RUN_ID);
}
