// How near a past decision is to an undecided failure (issue 73, docs/decisions/0020-triage-suggestions.md). The
// store computes the score (triage/suggestions.ts) from these weights; the reason is said here from its parts.

/**
 * The parts' weights. The message counts most, but the same cause text is said by failures of different causes
 * ("Field comparison failed: 3 unexpected differences"), which only the fields that failed tell apart; the
 * interface breaks ties between two teams' identical texts. Where neither failure had a field fail, the fields
 * part is left out and the others share its weight.
 */
export const SUGGESTION_WEIGHTS: SuggestionWeights = { message: 0.45, fields: 0.35, object: 0.2 };
export interface SuggestionWeights {
  message: number;
  fields: number;
  object: number;
}

/** A suggestion's score from its parts, as the store's query computes it (kept equal by suggestion-score.test.ts). */
export function suggestionScore(
  parts: { message: number; fields: number | null; sameInterface: boolean },
  { message, fields, object }: SuggestionWeights = SUGGESTION_WEIGHTS,
): number {
  const weight = message + object + (parts.fields === null ? 0 : fields);
  return (message * parts.message + fields * (parts.fields ?? 0) + object * (parts.sameInterface ? 1 : 0)) / weight;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const listed = (paths: readonly string[]) =>
  paths.length <= 2 ? paths.join(' and ') : `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} more`;

/** "same field /Order/DeliveryDate differs; message 92% alike; same interface". */
export function suggestionReason(parts: {
  message: number;
  fields: number | null;
  sharedFields: readonly string[];
  sameInterface: boolean;
}): string {
  const said: string[] = [];
  if (parts.sharedFields.length > 0)
    said.push(
      `same field${parts.sharedFields.length === 1 ? '' : 's'} ${listed(parts.sharedFields)} differ${parts.sharedFields.length === 1 ? 's' : ''}`,
    );
  else if (parts.fields !== null) said.push('other fields differ');
  said.push(`message ${percent(parts.message)} alike`);
  said.push(parts.sameInterface ? 'same interface' : 'another interface');
  return said.join('; ');
}
