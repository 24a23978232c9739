import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNotFound } from '../../../client/http/api-error';
import { useTestRun } from '../../../client/test-runs/get-test-run';
import { progressSignature } from '../../../client/test-runs/run-polling';
import { testRunKeys } from '../../../client/query-keys';
import { isRunFinished } from '../../../contract/records';
import { paths } from '../../../routes/paths';
import { formatPercent } from '../../../format/format';
import { unfollowRun } from './followed-runs';
import { notifyRunEnded } from './run-end-notification';
import { useProgressTitle } from '../document-title';

/**
 * Reads the run (without its details), also while the tab is hidden; shows its progress in the page title
 * away from its page (the run page's header does it there) and tells how it ended.
 */
export function FollowedRun({ runId }: { runId: string }) {
  const read = useTestRun(runId, {}, { inBackground: true });
  const run = read.data;
  // Followed before a reload, and gone since (deleted, or the app now talks to another system).
  const gone = isNotFound(read.error);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onItsPage = useLocation().pathname === paths.run.href(runId);
  const finished = run ? isRunFinished(run) : undefined;
  // While the service does not answer, the last percent heard of would read as the run's progress now.
  const progress =
    run && !finished
      ? `${read.isError ? 'State unknown' : formatPercent(run.TC_PASSED + run.TC_FAILED, run.TC_TOTAL)} · ${run.NAME}`
      : '';
  const signature = run ? progressSignature(run) : '';

  useProgressTitle(onItsPage ? '' : progress);

  // The run page pauses its own polling in a hidden tab; what this read sees refreshes it, title included.
  useEffect(() => {
    if (signature && document.hidden) void queryClient.invalidateQueries({ queryKey: testRunKeys.run(runId) });
  }, [signature, runId, queryClient]);

  useEffect(() => {
    if (gone) unfollowRun(runId);
  }, [gone, runId]);

  useEffect(() => {
    if (!run || !finished) return;
    // Someone looking at the run's page sees it end there; the notification is for everyone else.
    if (document.hidden || !onItsPage) notifyRunEnded(run, () => void navigate(paths.run.href(runId)));
    unfollowRun(runId);
  }, [run, finished, onItsPage, runId, navigate]);

  return null;
}
