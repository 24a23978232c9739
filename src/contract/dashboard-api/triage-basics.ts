// What screens read of triage before its schemas (triage-decisions.ts and the files beside it): the queue's
// window, read by the dashboard's addresses in every screen's first chunk, the endpoints' paths, and the lean count
// the overview shows. The schemas there would add 2.4 KB gzip to every screen's first load, and 9 KB to the
// overview's.
import { z } from 'zod/mini';

/** The needs-triage queue looks this many days back unless asked otherwise, and at most MAX_TRIAGE_DAYS. */
export const DEFAULT_TRIAGE_DAYS = 30;
/** The overview's read of the needs-triage totals over the default window, one cause listed: kept warm. */
export const NEEDS_TRIAGE_COUNT_QUERY = { days: String(DEFAULT_TRIAGE_DAYS), limit: '1' } as const;
export const MAX_TRIAGE_DAYS = 366;
export const DEFAULT_TRIAGE_LIMIT = 50;
export const MAX_TRIAGE_LIMIT = 500;

/** The endpoints' paths below /api, for the client and the CLI; the server declares each with these. */
export const TRIAGE_PATHS = {
  settings: '/triage/settings',
  decisions: '/triage/decisions',
  decision: '/triage/decision',
  fixed: '/triage/decision/fixed',
  reopen: '/triage/decision/reopen',
  undo: '/triage/decision/undo',
  history: '/triage/decision/history',
  run: '/triage/run',
  runWorkbook: '/triage/run/workbook',
  needsTriage: '/triage/needs-triage',
  outageRule: '/triage/outage-rule',
  suggestions: '/triage/suggestions',
  applySuggestion: '/triage/suggestion/apply',
  suggestionRule: '/triage/suggestion-rule',
  quarantine: '/triage/quarantine',
  leaveQuarantine: '/triage/quarantine/leave',
  quarantinePolicy: '/triage/quarantine-policy',
  verify: '/triage/decision/verify',
  verification: '/triage/decision/verification',
} as const;

/** The overview's count of what needs triage: the needs-triage answer's totals alone (needsTriageSchema). */
export const needsTriageCountSchema = z.looseObject({
  total: z.looseObject({ signatures: z.int(), failures: z.int() }),
});
export type NeedsTriageCount = z.output<typeof needsTriageCountSchema>;
