// The column kinds the store's tables share (schema.ts, triage-schema.ts): its two kinds of time and its CHECK of
// the store's own words.
import { sql } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The service's date and time, wall-clock in the SAP system's time zone (see schema.ts). */
export const serviceTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });
/** The dashboard's own moment, an instant kept in UTC. */
export const instant = (name: string) => timestamp(name, { mode: 'string', withTimezone: true });

/** A CHECK that a column holds one of the store's own words (never the service's codes, which may grow). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;
