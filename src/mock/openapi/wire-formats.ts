// The interface's wire conventions (docs/interface/rest-v1.md#conventions-r1: dates, times, IDs, integers) as JSON
// Schema. The record schemas keep these members as plain strings so the dashboard tolerates any release; the document
// states the format the service sends. The request schemas check formats with refinements, which JSON Schema cannot
// see, so each known check function is mapped to its keyword.
import { isValidDate, isValidTime } from '../../contract/date-time';
import type { z } from 'zod/mini';
import { isNumericId, NUMERIC_ID_PATTERN } from '../../contract/ids';
import type { JsonObject } from './json-object';

const DATE: JsonObject = { format: 'date' };
const TIME: JsonObject = { pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$' };
const PADDED_ID: JsonObject = { pattern: '^\\d{10}$' };
const RUN_ID: JsonObject = { pattern: '^[0-9A-F]{32}$' };

/** Members of response records by name, with the format the service sends them in. */
export const RECORD_MEMBER_FORMATS: Readonly<Record<string, JsonObject>> = {
  CREATED_ON: DATE,
  STARTED_DATE: DATE,
  END_DATE: DATE,
  LAST_STARTED_DATE: DATE,
  CREATED_TIME: TIME,
  STARTED_TIME: TIME,
  END_TIME: TIME,
  LAST_STARTED_TIME: TIME,
  SCNRID: PADDED_ID,
  PARENTID: PADDED_ID,
  CASEID: PADDED_ID,
  PARENT_CASEID: PADDED_ID,
  RUN_ID: RUN_ID,
  LAST_RUN_ID: RUN_ID,
  CONTENT_ID: RUN_ID,
};

/** Counts and codes the spec types as integers; zod reads them as numbers (coerced from strings). */
export const INTEGER_MEMBERS: ReadonlySet<string> = new Set(['IFTYPE', 'TC_TOTAL', 'TC_PASSED', 'TC_FAILED', 'SIZE']);

/**
 * The member's schema with its wire format. A member whose record schema defaults to '' may be empty
 * (a run still in progress has no END_DATE; a case never run has no LAST_RUN_ID). Each branch of that
 * choice names its type: client generators type a branch without one as `unknown`.
 */
export function withWireFormat(name: string, member: JsonObject): JsonObject {
  if (INTEGER_MEMBERS.has(name) && member.type === 'number') return { ...member, type: 'integer' };
  const format = RECORD_MEMBER_FORMATS[name];
  if (!format || member.type !== 'string') return member;
  return member.default === ''
    ? {
        ...member,
        anyOf: [
          { type: 'string', ...format },
          { type: 'string', const: '' },
        ],
      }
    : { ...member, ...format };
}

const REFINEMENT_FORMATS = new Map<unknown, JsonObject>([
  [isNumericId, { pattern: NUMERIC_ID_PATTERN.source }],
  [isValidDate, DATE],
  [isValidTime, TIME],
]);

/** JSON Schema keywords for the refinement checks of a request member, if zod's own output lacks them. */
export function refinementFormats(checks: readonly z.core.$ZodCheck[]): JsonObject {
  let keywords: JsonObject = {};
  for (const check of checks) {
    // oxlint-disable-next-line no-underscore-dangle -- a refinement's function is reachable only here
    const def = check._zod.def;
    const format = 'fn' in def ? REFINEMENT_FORMATS.get(def.fn) : undefined;
    if (format) keywords = { ...keywords, ...format };
  }
  return keywords;
}
