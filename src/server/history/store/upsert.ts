// Helpers of the store's upserts (INSERT … ON CONFLICT DO UPDATE), written once for every table.
import { sql, type Column } from 'drizzle-orm';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for the widest table. */
export const ROWS_PER_INSERT = 1000;

export const inChunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, index) =>
    rows.slice(index * ROWS_PER_INSERT, (index + 1) * ROWS_PER_INSERT),
  );

/** The value an upsert proposed for a column (PostgreSQL's EXCLUDED row). */
export const excluded = (column: Column) => sql`excluded.${sql.identifier(column.name)}`;
