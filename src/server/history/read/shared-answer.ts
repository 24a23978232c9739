// Answers worked out over the store, shared: requests for the same answer while it is being worked out wait for
// that one, and it stands a few seconds for those that follow (the store itself moves on once per sync pass).
// A morning's managers opening the same overview cost the server one computation, not one each.

const KEPT_MS = 5_000;
const MAX_KEPT = 100;

interface Entry {
  answer: Promise<unknown>;
  /** When it was worked out; while it is being worked out, never too old to wait for. */
  at: number;
}

export function createSharedAnswers({
  now = Date.now,
  keptMs = KEPT_MS,
}: { now?: () => number; keptMs?: number } = {}) {
  const entries = new Map<string, Entry>();
  return function shared<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    if (kept && !(now() - kept.at >= keptMs)) return kept.answer as Promise<T>;
    const answer = compute();
    const entry: Entry = { answer, at: Number.POSITIVE_INFINITY };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_KEPT) entries.delete(entries.keys().next().value!);
    answer.then(
      () => (entry.at = now()),
      // A failure is not kept: the next request tries again.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return answer;
  };
}
