// The needs-triage queue's window, apart from the triage contract's schemas: the dashboard's addresses
// (routes/route-schemas.ts) read it in the first chunk of every screen, which the schemas would add 2.4 KB gzip to.

/** The needs-triage queue looks this many days back unless asked otherwise, and at most MAX_TRIAGE_DAYS. */
export const DEFAULT_TRIAGE_DAYS = 30;
export const MAX_TRIAGE_DAYS = 366;
export const DEFAULT_TRIAGE_LIMIT = 50;
export const MAX_TRIAGE_LIMIT = 500;
/** The window the overview counts the failures that need triage over: the queue's default. */
export const OVERVIEW_TRIAGE_WINDOW = { days: DEFAULT_TRIAGE_DAYS, limit: DEFAULT_TRIAGE_LIMIT } as const;
