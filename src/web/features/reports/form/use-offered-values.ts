import { useEffect, useState } from 'react';

// The dates change one after the other (From, then To, or day by day in the calendar), so a date change counts
// once the dates have rested this long; only then is what it removed worked out.
const SETTLE_MS = 800;

export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

interface Offer {
  range: DateRange;
  values: string[];
}

const sameRange = (a: DateRange, b: DateRange) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo;

/**
 * The values the runs of a date range offer. `found` is undefined while that range's runs are read; the last
 * values found are offered meanwhile, with the range they belong to. `removed`: what the last settled date
 * change took away.
 */
export function useOfferedValues(found: string[] | undefined, range: DateRange) {
  const [last, setLast] = useState<Offer>();
  const [settled, setSettled] = useState<Offer & { removed: string[] }>();
  // Kept while rendering, as React advises for state that follows a prop.
  if (found && found !== last?.values) setLast({ range, values: found });
  if (found && !settled) setSettled({ range, values: found, removed: [] });

  const { dateFrom, dateTo } = range;
  useEffect(() => {
    const now = { dateFrom, dateTo };
    if (!found || !settled || sameRange(settled.range, now)) return;
    const timer = setTimeout(() => {
      const kept = new Set(found);
      setSettled({ range: now, values: found, removed: settled.values.filter((value) => !kept.has(value)) });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [found, dateFrom, dateTo, settled]);

  const shown = found ? { range, values: found } : (last ?? { range, values: [] });
  return {
    ...shown,
    /** False while the runs of a new range are read: the values shown are those of `range`, the last one read. */
    current: found !== undefined,
    removed: settled && sameRange(settled.range, shown.range) ? settled.removed : [],
  };
}
