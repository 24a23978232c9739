// The one database type the history code is written against: Drizzle's PostgreSQL database, the same for the
// embedded engine (PGlite) and a PostgreSQL server, so every query runs unchanged on both.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as history from './schema';
import type * as triage from './triage-schema';
import type * as fieldRules from './field-rule-schema';
import type * as notifications from './notification-schema';

export type StoreDb = PgDatabase<
  PgQueryResultHKT,
  typeof history & typeof triage & typeof fieldRules & typeof notifications
>;
export type StoreEngine = 'pglite' | 'postgres';
