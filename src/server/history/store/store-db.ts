// The one database type the history code is written against: Drizzle's PostgreSQL database, the same for the
// embedded engine (PGlite) and a PostgreSQL server, so every query runs unchanged on both.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type StoreDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type StoreEngine = 'pglite' | 'postgres';
