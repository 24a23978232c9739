// When the weekly digest is due (issue 73): the team's schedule, a weekday and hour in an IANA time zone, kept as a
// triage setting. Worked out in the zone's own wall time with Intl, so summer time moves the instant, not the hour.
import type { z } from 'zod/mini';
import {
  DEFAULT_DIGEST_SCHEDULE,
  type DigestSchedule,
  type putDigestScheduleBodySchema,
} from '../../../contract/dashboard-api/digest-schedule';
import { daysAfter, mondayOf } from '../../../contract/weeks';
import type { StoreDb } from '../store/store-db';
import type { Actor } from '../triage/decision-writes';
import { readSetting, writeSetting } from '../triage/triage-setting-store';

const DIGEST_SCHEDULE = 'digest-schedule';
type Stored = Pick<DigestSchedule, 'on' | 'day' | 'hour' | 'timeZone'>;

export async function readDigestSchedule(db: StoreDb): Promise<DigestSchedule> {
  const { value, ...version } = await readSetting<Stored>(db, DIGEST_SCHEDULE, DEFAULT_DIGEST_SCHEDULE);
  return { ...value, ...version };
}

export async function putDigestSchedule(
  db: StoreDb,
  { on, day, hour, timeZone, version }: z.output<typeof putDigestScheduleBodySchema>,
  actor: Actor,
): Promise<DigestSchedule> {
  await writeSetting<Stored>(db, DIGEST_SCHEDULE, 'The digest schedule', { on, day, hour, timeZone }, version, actor);
  return readDigestSchedule(db);
}

/** An instant as the wall clock of `timeZone` shows it: `YYYY-MM-DD HH:MM`. */
export function wallTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The Monday of the week whose digest is due at `now`, or null. It is due from the schedule's day and hour of the
 * current week (wall time in its zone) until the week ends, so a server that was down at that hour still sends it;
 * the outbox's key (`digest <week>`) sends it once. A schedule changed after this week's moment waits for the next,
 * so that turning it on mid-week sends no old digest at once.
 */
export function dueDigestWeek(schedule: DigestSchedule, now: Date): string | null {
  if (!schedule.on) return null;
  const wall = wallTime(now, schedule.timeZone);
  const monday = mondayOf(wall.slice(0, 10));
  const moment = `${daysAfter(monday, schedule.day - 1)} ${String(schedule.hour).padStart(2, '0')}:00`;
  if (wall < moment) return null;
  if (schedule.changedAt !== null && wallTime(new Date(schedule.changedAt), schedule.timeZone) >= moment) return null;
  return daysAfter(monday, -7);
}
