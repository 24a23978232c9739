// A refresh keeps the figures on screen until the new read is complete: swapped at once, a refresh while the
// service is down turned every tile into "waiting" and lost what the reader was looking at.
import { useState, useSyncExternalStore } from 'react';
import type { OverviewSession } from './overview-session';

export interface RefreshState {
  /** The new read is under way (a first try, or another after a failure). */
  reading: boolean;
  /** Why the last try failed, and when it was seen to. */
  failure?: { error: Error; at: number };
}

export interface ShownFigures {
  /** The session the tiles show. */
  session: OverviewSession | undefined;
  /** Set while the tiles show an earlier complete read of the same filters because the newest is not complete. */
  refresh?: RefreshState;
}

interface Kept {
  filters: string;
  session: OverviewSession;
  failure?: { error: Error; at: number; of: OverviewSession };
}

type Phase = 'reading' | 'complete' | 'failed';
const phaseOf = (session: OverviewSession): Phase =>
  session.failure() ? 'failed' : session.finished() ? 'complete' : 'reading';
const noSession = () => () => {};

/**
 * Which session the overview shows: the newest, unless an earlier one of the same `filters` (a key) read
 * everything without an error and the newest has not yet (a refresh, or its retry). Other filters show their
 * own figures as they arrive: an earlier read of other filters is no stand-in.
 */
export function useShownFigures(newest: OverviewSession | undefined, filters: string): ShownFigures {
  const phase = useSyncExternalStore(newest?.subscribe ?? noSession, () => (newest ? phaseOf(newest) : 'reading'));
  const [kept, setKept] = useState<Kept>();
  if (newest && phase === 'complete' && kept?.session !== newest) setKept({ filters, session: newest });
  const earlier = kept && kept.filters === filters && kept.session !== newest ? kept : undefined;
  if (earlier && newest && phase === 'failed' && earlier.failure?.of !== newest)
    setKept({ ...earlier, failure: { ...newest.failure()!, of: newest } });
  if (!earlier || phase === 'complete') return { session: newest };
  const failure = earlier.failure ? { error: earlier.failure.error, at: earlier.failure.at } : undefined;
  return { session: earlier.session, refresh: { reading: phase === 'reading', failure } };
}
