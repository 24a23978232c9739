// Content IDs are 32 hex characters. Seeded ones embed the test case ID (its 10 digits are valid hex), so a
// payload can be found, and made, from its ID alone without indexing every payload of a large data set.
import { createRandom, hashString } from '../lib/prng';

const KIND_DIGIT = { REF_INPUT: '1', REF_OUTPUT: '2', CUR_OUTPUT: '3' } as const;
export type ContentKind = keyof typeof KIND_DIGIT;

export function contentIdFor(caseId: string, kind: ContentKind, runId = ''): string {
  return `${caseId}${KIND_DIGIT[kind]}${createRandom(hashString(runId, hashString(caseId + kind))).hex(21)}`;
}

/** The test case a content ID belongs to, or undefined when the ID does not have the seeded shape. */
export function caseIdOfContent(contentId: string): string | undefined {
  const prefix = contentId.slice(0, 10);
  return /^\d{10}$/.test(prefix) && /^[123]$/.test(contentId[10] ?? '') ? prefix : undefined;
}
