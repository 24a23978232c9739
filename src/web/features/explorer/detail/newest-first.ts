// Wire dates (YYYY-MM-DD) and times (HH:MM:SS) order correctly as text, so "date time" is the sort key.
import type { Content } from '../../../../contract/records';
import { compareWire } from '../../../../contract/wire-order';

/** A copy, newest first by the date and time `when` gives; records of the same moment keep their order. */
export function newestFirst<T>(records: readonly T[], when: (record: T) => string): T[] {
  return records.toSorted((a, b) => compareWire(when(b), when(a)));
}

/** The current output to compare: the one the test case's last run wrote when it is listed, else the newest. */
export function currentOutputOf(contents: readonly Content[], lastRunId: string): Content | undefined {
  const outputs = contents.filter((content) => content.CONTENT_TYPE === 'CUR_OUTPUT');
  return (
    outputs.find((content) => lastRunId !== '' && content.RUN_ID === lastRunId) ??
    newestFirst(outputs, (content) => `${content.CREATED_ON} ${content.CREATED_TIME}`)[0]
  );
}
