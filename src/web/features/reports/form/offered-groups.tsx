import { CheckboxGroup } from './checkbox-group';
import type { OfferedValues } from '../../../../analysis/report-estimate';
import { OBJECTS, offerNote, unofferedFlag, USERS, type OfferSubject } from './offer-note';
import type { ReportFilters } from './report-form-model';
import { useOfferedValues, type DateRange } from './use-offered-values';

// A date stays on one line: broken at a hyphen it reads as two numbers.
const keepDatesWhole = (text: string) =>
  text.split(/(\d{4}-\d{2}-\d{2})/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );

/** A group whose choices are the values found in the runs of a date range (undefined while those are read). */
function OfferedGroup({
  legend,
  subject,
  found,
  range,
  noStore,
  value,
  onChange,
}: {
  legend: string;
  subject: OfferSubject;
  found: string[] | undefined;
  noStore: boolean;
  range: DateRange;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const offered = useOfferedValues(found, range);
  const known = new Set(offered.values);
  // Only once the range's runs are read can a chosen value be called missing from them.
  const unoffered = offered.current ? value.filter((item) => !known.has(item)) : [];
  const note = offerNote(subject, { ...offered.range, removed: offered.removed, unoffered });
  return (
    <CheckboxGroup
      legend={legend}
      options={offered.values.map((item) => ({ value: item, label: item }))}
      value={value}
      onChange={onChange}
      empty={
        offered.current
          ? 'No runs started in these dates.'
          : noStore
            ? "Offered from the dashboard server's history store, which is off here."
            : 'Offered once the run history has been read.'
      }
      note={note ? keepDatesWhole(note) : undefined}
      flag={offered.current ? unofferedFlag(range.dateFrom, range.dateTo) : undefined}
      awaited={!offered.current && !noStore}
    />
  );
}

/** "Automation objects" and "Started by": offered from the runs started in `range` (undefined while read). */
export function OfferedGroups({
  offered,
  noStore,
  range,
  filters,
  onChange,
}: {
  offered: OfferedValues | undefined;
  noStore: boolean;
  range: DateRange;
  filters: ReportFilters;
  onChange: (key: 'objects' | 'users', next: string[]) => void;
}) {
  return (
    <>
      <OfferedGroup
        legend="Automation objects"
        subject={OBJECTS}
        found={offered?.objects}
        range={range}
        noStore={noStore}
        value={filters.objects}
        onChange={(next) => onChange('objects', next)}
      />
      <OfferedGroup
        legend="Started by"
        subject={USERS}
        found={offered?.users}
        range={range}
        noStore={noStore}
        value={filters.users}
        onChange={(next) => onChange('users', next)}
      />
    </>
  );
}
