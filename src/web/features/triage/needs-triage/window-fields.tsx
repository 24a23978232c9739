import { useId } from 'react';
import type { TriageSearch } from '../../../../routes/route-schemas';
import { DAYS_LABEL, LIMIT_LABEL } from './window-link';

const DAY_CHOICES = [7, 14, 30, 90, 366];
const LIMIT_CHOICES = [50, 200, 500];

/** With the value a link asked for among them, when it is none of the usual ones. */
const choicesWith = (choices: readonly number[], value: number) =>
  choices.includes(value) ? choices : [...choices, value].toSorted((a, b) => a - b);

/** Which failures the queue looks at: runs started this many days back, and how many causes it lists. */
export function WindowFields({
  value,
  onChange,
}: {
  value: TriageSearch;
  onChange: (change: Partial<TriageSearch>) => void;
}) {
  const daysId = useId();
  const limitId = useId();
  return (
    <form className="row triage-basics" aria-label="Which failures" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={daysId}>{DAYS_LABEL}</label>
        <select id={daysId} value={value.days} onChange={(event) => onChange({ days: Number(event.target.value) })}>
          {choicesWith(DAY_CHOICES, value.days).map((days) => (
            <option key={days} value={days}>
              {days === 1 ? 'day' : `${days} days`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={limitId}>{LIMIT_LABEL}</label>
        <select id={limitId} value={value.limit} onChange={(event) => onChange({ limit: Number(event.target.value) })}>
          {choicesWith(LIMIT_CHOICES, value.limit).map((limit) => (
            <option key={limit} value={limit}>
              up to {limit}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
