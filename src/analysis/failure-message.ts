// A failure message reduced to its cause: what differs between two executions that failed for the same reason
// (document numbers, message IDs, dates, counts) is masked, so their messages become equal and group together.

/** The placeholders a masked part becomes; they read as words, so a normalised message stays a sentence. */
export const MASKS = { id: '<id>', date: '<date>', time: '<time>', number: '<number>' } as const;

// Order matters: a GUID or 32-hex ID holds digits, a date holds numbers, so the wider shapes go first.
const RULES: readonly (readonly [RegExp, string])[] = [
  // GUIDs with dashes and 32-hex IDs (middleware message IDs, run IDs, content IDs).
  [/\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b/g, MASKS.id],
  [/\b(?=[0-9A-Fa-f]*\d)(?=[0-9A-Fa-f]*[A-Fa-f])[0-9A-Fa-f]{16,}\b/g, MASKS.id],
  // Dates: 2026-11-20 (also inside a timestamp), 20.11.2026, 11/20/2026.
  [/\b\d{4}-\d{2}-\d{2}(?=\b|T)/g, MASKS.date],
  [/\b\d{1,2}[./]\d{1,2}[./]\d{4}\b/g, MASKS.date],
  // Times: 17:00:00, 17:00, with fractions and a zone.
  [/(?<=\b|T)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\b/g, MASKS.time],
  // Status and HTTP codes name the cause ("status 51", "HTTP 500"), so they stay; every other number goes.
  [/(?<!\b(?:status|HTTP|code|RC|rc)\s?)(?<![\w.])\d+(?:[.,]\d+)*(?![\w])/gi, MASKS.number],
  // Numbers glued to letters are document or object numbers (PO4500012345, CR-4711 keeps its letters).
  [/(?<=[A-Za-z_-])\d{4,}\b/g, MASKS.number],
];

/**
 * The cause a failure message names: numbers, IDs, dates and document numbers masked, spaces collapsed.
 * "IDoc 0000000001852769 status 51" and "IDoc 0000000009710940 status 51" both become "IDoc <number> status 51".
 */
export function normaliseFailureMessage(message: string): string {
  let text = message.trim().replace(/\s+/g, ' ');
  for (const [pattern, mask] of RULES) text = text.replace(pattern, mask);
  return text;
}

/** The cause failures are grouped by: the normalised message, or a name for the failures without one. */
export const failureCause = (message: string): string => normaliseFailureMessage(message) || '(no message)';
