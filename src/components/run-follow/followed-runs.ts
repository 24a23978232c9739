// The runs this tab follows until they end: started here, or opened while in progress. Kept in memory: a
// reload forgets them, as it would forget an open run page.
import { useSyncExternalStore } from 'react';

let followed: readonly string[] = [];
const listeners = new Set<() => void>();

function set(next: readonly string[]) {
  followed = next;
  for (const listener of listeners) listener();
}

export function followRun(runId: string): void {
  if (!followed.includes(runId)) set([...followed, runId]);
}

export function unfollowRun(runId: string): void {
  if (followed.includes(runId)) set(followed.filter((id) => id !== runId));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useFollowedRuns(): readonly string[] {
  return useSyncExternalStore(subscribe, () => followed);
}
