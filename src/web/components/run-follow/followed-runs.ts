// The runs this tab follows until they end: started here, or opened while in progress. Kept in the tab's
// session storage, so a reload (or the app's own update) still tells how a run it followed ended; another
// tab follows its own runs.
import { useSyncExternalStore } from 'react';
import { keep, readKept, sessionStore, type KeptStore } from '../kept-in-browser';

const STORAGE_KEY = 'tad.followedRuns';
/** More would mean more reads every few seconds on every page; the oldest is dropped first. */
export const MOST_FOLLOWED = 20;

function parseFollowed(text: string): string[] | undefined {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id) => typeof id === 'string').slice(-MOST_FOLLOWED) : undefined;
}

/** What an earlier page of this tab followed; anything unreadable counts as nothing. */
export function readFollowed(store: Pick<KeptStore, 'getItem'> | null = sessionStore()): readonly string[] {
  return readKept(STORAGE_KEY, parseFollowed, [], store);
}

let followed: readonly string[] = readFollowed();
const listeners = new Set<() => void>();

function set(next: readonly string[]) {
  followed = next;
  keep(STORAGE_KEY, JSON.stringify(next), sessionStore()); // Full or off: still followed while this page is open.
  for (const listener of listeners) listener();
}

export function followRun(runId: string): void {
  if (!followed.includes(runId)) set([...followed, runId].slice(-MOST_FOLLOWED));
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
