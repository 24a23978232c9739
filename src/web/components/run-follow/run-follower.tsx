import { lazy, Suspense } from 'react';
import { useFollowedRuns } from './followed-runs';

// What following takes (reading runs, the notification) loads once a run is followed, not with the first screen.
const FollowedRun = lazy(async () => ({ default: (await import('./followed-run')).FollowedRun }));

/** Follows every followed run on whatever page is open; renders nothing. Mounted once, in the app's layout. */
export function RunFollower() {
  const runIds = useFollowedRuns();
  if (runIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {runIds.map((runId) => (
        <FollowedRun key={runId} runId={runId} />
      ))}
    </Suspense>
  );
}
