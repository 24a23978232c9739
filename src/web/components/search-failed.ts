/**
 * A search the service refused or could not answer, in its own words: a 400 (say, a text longer than it takes) is
 * not an empty result, and "nothing matches" would send the user looking for the wrong thing.
 */
export function searchFailed(error: unknown): string {
  return `The search failed: ${error instanceof Error ? error.message : String(error)}`;
}
