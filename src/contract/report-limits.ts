// Apart from the request schemas (requests.ts), so the routes' URL state can read them without building those.

/** Longest texts POST /testexecreport accepts; the report builder's fields stop at the same lengths. */
export const REPORT_LIMITS = {
  CONTENT_SEARCH_TEXT: 255,
  AUTOMATION_OBJECT: 60,
  STARTED_BY: 60,
} as const;
