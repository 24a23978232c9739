// The order a run's test cases are listed in before anyone sorts them: what needs a look first.
import type { RunDetail } from '../../../../contract/records';

/** Failed, then aborted, passed with warnings, passed; cases still to come and unknown codes last. */
const RANK: Readonly<Record<string, number>> = { E: 0, A: 1, W: 2, S: 3 };
const rankOf = (status: string) => RANK[status] ?? Object.keys(RANK).length;

/** The cases failures first, in the service's order within each status (the sort is stable). */
export const failuresFirst = <T extends RunDetail>(details: readonly T[]): T[] =>
  details.toSorted((a, b) => rankOf(a.STATUS) - rankOf(b.STATUS));
