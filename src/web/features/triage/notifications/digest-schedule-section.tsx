import { useId, useState } from 'react';
import { useChangeDigestSchedule, useDigestSchedule } from '../../../../client/notifications/digest-schedule';
import { WEEKDAYS, type DigestSchedule } from '../../../../contract/dashboard-api/digest-schedule';
import { paths } from '../../../../routes/paths';
import { formatMoment } from '../../../../format/format';
import { QueryView } from '../../../components/query-view/query-view';
import { SettingSave } from '../setting-save';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const scheduleText = (schedule: DigestSchedule) =>
  schedule.on
    ? `Sent every ${WEEKDAYS[schedule.day - 1]} at ${hourText(schedule.hour)} (${schedule.timeZone}).`
    : 'Not sent.';

/** When the weekly digest goes out, in the Notifications section: a form for those who may change it. */
export function DigestScheduleSection({ canChange }: { canChange: boolean }) {
  const schedule = useDigestSchedule();
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Weekly digest</h3>
      <p>
        Once a week, the <a href={paths.digest.href()}>weekly digest</a> of the week before goes to the channels that
        are on: the pass rate and its trend, new and regressed failures, what still needs triage, quarantine changes and
        the noisiest fields, with a link to the page.
      </p>
      <QueryView query={schedule} loading="Loading the digest schedule" error="Could not read it" keepData>
        {(data) =>
          canChange ? <DigestScheduleForm key={data.version} schedule={data} /> : <p>{scheduleText(data)}</p>
        }
      </QueryView>
    </section>
  );
}

function DigestScheduleForm({ schedule }: { schedule: DigestSchedule }) {
  const [on, setOn] = useState(schedule.on);
  const [day, setDay] = useState(schedule.day);
  const [hour, setHour] = useState(schedule.hour);
  const [timeZone, setTimeZone] = useState(schedule.timeZone);
  const change = useChangeDigestSchedule();
  const ids = { on: useId(), day: useId(), hour: useId(), zone: useId() };
  return (
    <form
      className="stack"
      aria-label="Digest schedule"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ on, day, hour, timeZone: timeZone.trim(), version: schedule.version });
      }}
    >
      <label className="checkbox" htmlFor={ids.on}>
        <input id={ids.on} type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        Send the weekly digest
      </label>
      <div className="row">
        <div className="field">
          <label htmlFor={ids.day}>Day</label>
          <select id={ids.day} value={day} onChange={(event) => setDay(Number(event.target.value))}>
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.hour}>Hour</label>
          <select id={ids.hour} value={hour} onChange={(event) => setHour(Number(event.target.value))}>
            {HOURS.map((each) => (
              <option key={each} value={each}>
                {hourText(each)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.zone}>Time zone (IANA, e.g. Europe/Berlin)</label>
          <input id={ids.zone} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} />
        </div>
      </div>
      <SettingSave
        label="Save the digest schedule"
        pending={change.isPending}
        failure={change.error}
        failedTitle="Could not save the digest schedule"
      />
      <p className="muted" role="status">
        {change.isSuccess ? 'Saved. ' : ''}
        {scheduleText(schedule)}
        {schedule.changedAt
          ? ` Changed ${formatMoment(new Date(schedule.changedAt))} by ${schedule.changedBy ?? 'someone'}.`
          : ''}
      </p>
    </form>
  );
}
