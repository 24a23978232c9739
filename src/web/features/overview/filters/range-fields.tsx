import { useId } from 'react';
import { sameRange, type DateRange } from '../../../../analysis/overview/date-range';
import { DateField } from '../../../components/date-field/date-field';
import { useTypedOver } from '../../../components/use-typed-over';
import { isDateTypedInFull } from '../../../../contract/date-time';

function problemOf(range: DateRange): string | undefined {
  if (!isDateTypedInFull(range.from) || !isDateTypedInFull(range.to))
    return 'Enter both dates in full: the overview keeps showing the range before.';
  if (range.from > range.to) return '"To" is before "From": the overview keeps showing the range before.';
  return undefined;
}

/**
 * From and To. A range is taken once both dates are typed in full and it runs forward; until then the fields keep
 * what was typed (each field keeps text that is not a date; this keeps a range that runs backwards), and the
 * figures are not read anew for a range half typed. What is wrong is said once a field is left.
 */
export function RangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const problemId = useId();
  // What is being typed over the range in the URL; a new range from elsewhere (a quick range, Back) replaces it.
  const [draft, setDraft] = useTypedOver(range, sameRange);
  const current = draft ?? { over: range, typed: range, left: false };
  const problem = current.left ? problemOf(current.typed) : undefined;
  const type = (end: keyof DateRange, value: string) => {
    const typed = { ...current.typed, [end]: value };
    const taken = !problemOf(typed);
    setDraft({ over: taken ? typed : range, typed, left: false });
    if (taken) onChange(typed);
  };
  const field = (end: keyof DateRange, label: string, bounds: { min?: string; max?: string }) => (
    <DateField
      label={label}
      value={current.typed[end]}
      bounds={bounds}
      invalid={Boolean(problem)}
      describedBy={problem ? problemId : undefined}
      onChange={(date) => type(end, date)}
      onBlur={() => setDraft({ ...current, left: true })}
    />
  );

  return (
    <>
      {field('from', 'From', { max: range.to })}
      {field('to', 'To', { min: range.from })}
      {problem ? (
        <span id={problemId} className="field-error overview-range-problem">
          {problem}
        </span>
      ) : null}
    </>
  );
}
