import { Link } from 'react-router';
import { isNotFound } from '../../../../client/http/api-error';
import { FULL_RUN_READ, useTestRun, type FollowedRun } from '../../../../client/test-runs/get-test-run';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteParams } from '../../../navigation/use-route-state';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { QueryView } from '../../../components/query-view/query-view';
import { useFollowRun } from '../../../components/run-follow/use-follow-run';
import { GONE_REASON, RecordNotFound } from '../../../components/record-not-found';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { formatPercent } from '../../../../format/format';
import { useDocumentTitle } from '../../../components/document-title';
import { runEnding } from '../../../../analysis/run-ending';
import { RUN_STATE_SENTENCES } from '../../../../analysis/run-state-words';
import { RunActions } from '../run/run-actions';
import { RunLists } from '../run/run-lists';
import { RunDetailsTable } from '../run/run-details-table';
import { FailingFields } from '../../../components/field-ledger/failing-fields';
import { useRunFields } from '../../../../client/dashboard/run-fields';
import { RunHeader } from '../run/run-header';
import type { StateUnknown } from '../run/run-verdict';
import { isUnreachable } from '../../../../client/query-client';
import { doneCount } from '../run/run-timing';
import { RunFailureGroups, SincePrevious } from '../run/since-previous';
import { useAfterPaint } from '../../../components/use-after-paint';
import '../run/run-page.css';

/**
 * `/runs/:runId`: one run, followed live until it finishes; a finished one from the history store where it stands
 * in (RunLists). Printed, it is a summary (the heading, the result, the test cases); the differences, variables and
 * metadata stay on screen (print-hidden).
 */
export function RunRoute() {
  const route = useRouteParams(routeSchemas.run.params);
  const runId = route.ok ? route.params.runId : '';
  const run = useTestRun(runId, FULL_RUN_READ, { page: true });
  useFollowRun(run.data);
  const unknown = stateUnknown(run);
  useDocumentTitle(...runTitle(run.data, route.ok ? runId : undefined, isNotFound(run.error), unknown !== undefined));
  // The page's frame stands from the start: its placeholder, failure or not-found stand where the run will.
  return (
    <div className="page stack run-page">
      <Breadcrumbs
        items={[{ label: 'Runs', to: paths.runs.href() }, { label: run.data ? run.data.NAME || runId : 'Run' }]}
      />
      {!route.ok ? (
        <RunNotFound heading="Unknown run" reason={route.problem} />
      ) : isNotFound(run.error) ? (
        <RunNotFound heading={`Run ${runId} does not exist`} reason={GONE_REASON} />
      ) : (
        <QueryView query={run} loading="Loading the run" loadingLines={8} error="Could not load the run" keepData>
          {(data) => (
            <RunPage
              run={data}
              unknown={unknown}
              lostContact={run.isError && !unknown ? run.error.message : undefined}
            />
          )}
        </QueryView>
      )}
    </div>
  );
}

/**
 * A run in progress whose last read failed: its state is unknown since its last answer. A finished run's state
 * stands whatever the service does now.
 */
function stateUnknown(read: ReturnType<typeof useTestRun>): StateUnknown | undefined {
  if (!read.isError || !read.data || isRunFinished(read.data) || isNotFound(read.error)) return undefined;
  const reason = isUnreachable(read.error)
    ? 'the service is not answering'
    : `the service answered with an error (${read.error.message})`;
  return { since: read.dataUpdatedAt, reason };
}

/** The tab's title: how far the run got and its name, or why there is none. */
function runTitle(run: TestRun | undefined, runId: string | undefined, gone: boolean, unknown: boolean): string[] {
  if (!runId) return ['Unknown run'];
  if (gone) return [`Run ${runId} does not exist`];
  if (!run) return ['Run', 'Runs'];
  return [
    isRunFinished(run)
      ? RUN_STATE_SENTENCES[runEnding(run)]
      : unknown
        ? 'State unknown'
        : formatPercent(doneCount(run), run.TC_TOTAL),
    run.NAME || run.RUN_ID,
    'Runs',
  ];
}

function RunNotFound({ heading, reason }: { heading: string; reason: string }) {
  return (
    <RecordNotFound heading={heading} reason={reason}>
      <p>
        Find it in the <Link to={paths.runs.href()}>list of runs</Link>, by its name or when it started.
      </p>
    </RecordNotFound>
  );
}

/**
 * The loaded run; `unknown` while a run in progress is not heard of, `lostContact` why the last refresh of a finished
 * one failed, while it is the last word.
 */
function RunPage({
  run: data,
  unknown,
  lostContact,
}: {
  run: FollowedRun;
  unknown: StateUnknown | undefined;
  lostContact: string | undefined;
}) {
  // The differences, variables and metadata lie below the first screen and can be long (a nightly's: three in
  // four of the page's elements); they render once the first screen has painted, so it opens in two shorter tasks.
  const painted = useAfterPaint();
  const fields = useRunFields(data);
  return (
    <>
      <RunHeader run={data} unknown={unknown} />
      {lostContact !== undefined ? (
        <p role="alert" className="field-error">
          Lost contact with the service ({lostContact}); still trying, the page updates when it answers again.
        </p>
      ) : null}
      <SincePrevious run={data} />
      <RunActions run={data} />
      <section className="stack" aria-labelledby="details-heading">
        <h2 id="details-heading">Test cases</h2>
        <RunDetailsTable runId={data.RUN_ID} details={data.DETAILS} explained={fields.data?.explained} />
      </section>
      <section className="stack" aria-labelledby="causes-heading">
        <h2 id="causes-heading">Failures by cause</h2>
        <RunFailureGroups run={data} />
      </section>
      <section className="stack" aria-labelledby="fields-heading">
        <h2 id="fields-heading">Fields behind the failures</h2>
        {isRunFinished(data) ? (
          <FailingFields fields={fields} failures="the failures" />
        ) : (
          <p className="muted">Named once the run has finished.</p>
        )}
      </section>
      {painted ? <RunLists run={data} /> : null}
    </>
  );
}
