// GET and PUT /api/notifications/digest (issue 73): when the weekly digest goes out. A day of the week and an hour
// in a time zone the team names (IANA, e.g. Europe/Berlin), off by default; it goes to the channels that are on.
import { z } from 'zod/mini';
import { at, user, version } from './triage-fields';

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    // Made on first use only, when a schedule is checked (its form's save, the server's PUT): no screen opens on it.
    // oxlint-disable-next-line no-restricted-globals
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && format.resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

const scheduleFields = {
  on: z.boolean({ error: 'is required: true or false' }),
  /** 1 (Monday) to 7 (Sunday). */
  day: z
    .int({ error: 'is required: a day of the week, 1 (Monday) to 7' })
    .check(
      z.gte(1, 'is not a day of the week, 1 (Monday) to 7'),
      z.lte(7, 'is not a day of the week, 1 (Monday) to 7'),
    ),
  hour: z
    .int({ error: 'is required: an hour, 0 to 23' })
    .check(z.gte(0, 'is not an hour, 0 to 23'), z.lte(23, 'is not an hour, 0 to 23')),
  timeZone: z
    .string({ error: 'is required: an IANA time zone such as Europe/Berlin' })
    .check(z.refine(isTimeZone, 'is not an IANA time zone such as Europe/Berlin')),
};

export const DEFAULT_DIGEST_SCHEDULE = { on: false, day: 1, hour: 8, timeZone: 'UTC' };

export const digestScheduleSchema = z
  .object({
    ...scheduleFields,
    /** 0 while nobody has changed it; a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'DigestSchedule' });
export type DigestSchedule = z.output<typeof digestScheduleSchema>;

export const putDigestScheduleBodySchema = z.object({ ...scheduleFields, version: version() });
export type PutDigestScheduleBody = z.input<typeof putDigestScheduleBodySchema>;
