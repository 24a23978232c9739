// What the "Automation objects" and "Started by" groups say about their choices. Those come from the runs in
// the date range, so a date change can take some away; the groups say why, and keep a chosen value that is
// no longer offered visible and marked instead of dropping it.
import { listText } from './list-text';

export interface OfferSubject {
  /** Completes "Only … between A and B are offered": "users who started runs". */
  offered: string;
  one: string;
  many: string;
}

export const USERS: OfferSubject = { offered: 'users who started runs', one: 'user', many: 'users' };
export const OBJECTS: OfferSubject = {
  offered: 'automation objects tested in runs started',
  one: 'automation object',
  many: 'automation objects',
};

const SHOWN_BY_NAME = 5;

function some(values: string[]): string {
  if (values.length <= SHOWN_BY_NAME) return listText(values, 'and');
  return `${values.slice(0, SHOWN_BY_NAME).join(', ')} and ${values.length - SHOWN_BY_NAME} more`;
}

function counted(values: string[], subject: OfferSubject): string {
  return `${values.length} ${values.length === 1 ? subject.one : subject.many}`;
}

/** "between A and B", "on A", "on or after A", …; undefined without dates. */
export function dateRangeText(from: string, to: string): string | undefined {
  if (from && to) return from === to ? `on ${from}` : `between ${from} and ${to}`;
  if (from) return `on or after ${from}`;
  if (to) return `on or before ${to}`;
  return undefined;
}

/** The mark beside a chosen value the runs no longer offer. */
export function unofferedFlag(from: string, to: string): string {
  return dateRangeText(from, to) ? 'no runs in these dates' : 'not in the run history';
}

/** The group's explanation; empty when there is nothing to explain. */
export function offerNote(
  subject: OfferSubject,
  {
    dateFrom,
    dateTo,
    removed,
    unoffered,
  }: { dateFrom: string; dateTo: string; removed: string[]; unoffered: string[] },
): string {
  const range = dateRangeText(dateFrom, dateTo);
  const sentences: string[] = [];
  if (range) sentences.push(`Only ${subject.offered} ${range} are offered.`);
  if (removed.length > 0) sentences.push(`The new dates removed ${counted(removed, subject)}: ${some(removed)}.`);
  if (unoffered.length > 0) {
    const one = unoffered.length === 1;
    const who = one ? `${unoffered[0]} stays` : `${counted(unoffered, subject)} (${some(unoffered)}) stay`;
    const why = range
      ? `${one ? 'has' : 'have'} no runs in these dates`
      : `${one ? 'is' : 'are'} not in the run history`;
    sentences.push(`${who} chosen but ${why} (marked below).`);
  }
  return sentences.join(' ');
}
