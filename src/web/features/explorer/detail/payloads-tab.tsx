import fileSaver from 'file-saver';
import { useMemo, useState } from 'react';
import { useTestCaseContents } from '../../../../client/test-cases/get-test-case-contents';
import { useCaseResultPage } from '../../../../client/test-cases/case-result-pages';
import { fetchPayloadBlob } from '../../../../client/test-cases/get-payload';
import { CONTENT_TYPES } from '../../../../contract/codes';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import type { Content } from '../../../../contract/records';
import { formatBytes, formatDateTime } from '../../../../format/format';
import { QueryView } from '../../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { EmptyState, ErrorState } from '../../../components/states';
import { chosenOutput, currentOutputs, referenceOutput } from './current-outputs';
import { OutputChoice, PayloadRun, runName } from './payload-run';
import { PayloadCompare } from './payload-compare';
import { PayloadViewer } from './payload-viewer';

const typeText = (content: Content) =>
  CONTENT_TYPES[content.CONTENT_TYPE as keyof typeof CONTENT_TYPES] ?? content.CONTENT_TYPE;

type ResultOf = (content: Content) => CaseResultRow | undefined;

/** What a payload is, with the run that wrote it: three current outputs read alike but for their runs. */
const payloadName = (content: Content, resultOf: ResultOf) =>
  content.RUN_ID ? `${typeText(content)} of ${runName(content.RUN_ID, resultOf(content))}` : typeText(content);

/** The columns of the payload list; the first one's button shows that payload below the list. */
const columns = (view: (content: Content) => void, resultOf: ResultOf): SimpleColumn<Content>[] => [
  {
    header: 'Payload',
    rowHeader: true,
    cell: (content) => (
      <button type="button" className="link-button" onClick={() => view(content)}>
        View {typeText(content)}
        {content.RUN_ID ? (
          <span className="visually-hidden"> of {runName(content.RUN_ID, resultOf(content))}</span>
        ) : null}
      </button>
    ),
  },
  {
    header: 'Run',
    className: 'run-cell',
    cell: (content) => (content.RUN_ID ? <PayloadRun runId={content.RUN_ID} result={resultOf(content)} /> : '—'),
  },
  { header: 'Format', cell: (content) => content.FORMAT },
  { header: 'Size', cell: (content) => formatBytes(content.SIZE) },
  { header: 'Created', cell: (content) => formatDateTime(content.CREATED_ON, content.CREATED_TIME) },
];

/** The payloads of a test case: a list, a viewer for one, and a compare of reference and current output. */
export function PayloadsTab({ caseId, lastRunId }: { caseId: string; lastRunId: string }) {
  return (
    <QueryView
      query={useTestCaseContents(caseId)}
      loading="Loading payloads"
      error="Could not load the payloads"
      empty={
        <EmptyState title="No payloads stored">
          Record a reference message for this test case in the test tool.
        </EmptyState>
      }
    >
      {(contents) => <Payloads caseId={caseId} lastRunId={lastRunId} contents={contents} />}
    </QueryView>
  );
}

function Payloads({ caseId, lastRunId, contents }: { caseId: string; lastRunId: string; contents: Content[] }) {
  const [view, setView] = useRouteSearch(routeSchemas.testCase.search);
  const [failedDownload, setFailedDownload] = useState<{ contentId: string; error: unknown }>();
  // The runs' names and outcomes, from the newest results (the Results tab's first page, read once for both); until
  // they are in, or for an output of an older run, a run goes by its ID.
  const results = useCaseResultPage(caseId).data?.rows;
  const resultsByRun = useMemo(() => new Map(results?.map((result) => [result.RUN_ID, result])), [results]);
  const resultOf: ResultOf = (content) => resultsByRun.get(content.RUN_ID);
  const outputs = useMemo(() => currentOutputs(contents, results ?? []), [contents, results]);
  const reference = referenceOutput(contents);
  const current = chosenOutput(outputs, view.run, lastRunId);
  const comparing = view.compare && reference && current;
  const selected = contents.find((content) => content.CONTENT_ID === view.content) ?? contents[0]!;
  const download = async (content: Content) => {
    setFailedDownload(undefined);
    try {
      const { blob, fileName } = await fetchPayloadBlob(caseId, content.CONTENT_ID);
      fileSaver.saveAs(blob, fileName);
    } catch (error) {
      setFailedDownload({ contentId: content.CONTENT_ID, error });
    }
  };
  // Viewing a run's output makes it the one a compare then takes.
  const viewPayload = (content: Content) =>
    setView({ content: content.CONTENT_ID, compare: false, ...(content.RUN_ID ? { run: content.RUN_ID } : {}) });

  return (
    <div className="stack">
      <SimpleTable
        caption="Payloads"
        className="payloads-table"
        columns={columns(viewPayload, resultOf)}
        rows={contents}
        rowKey={(content) => content.CONTENT_ID}
        rowProps={(content) => ({
          'aria-current': content === (comparing ? current.content : selected) ? 'true' : undefined,
        })}
      />
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!reference || !current}
          onClick={() => setView({ compare: true })}
          aria-pressed={Boolean(comparing)}
        >
          Compare reference and current output
        </button>
        {comparing && outputs.length > 1 ? (
          <OutputChoice outputs={outputs} chosen={current} onChoose={(run) => setView({ run })} />
        ) : null}
        {!current && !view.run ? (
          <span className="muted">No current output yet: run the test case to compare.</span>
        ) : null}
      </div>
      {/* The run asked for (a link from its page, or from why the case failed) may have stopped before any output. */}
      {view.run && current?.content.RUN_ID !== view.run ? (
        <p className="muted">
          {runName(view.run, resultsByRun.get(view.run))} left no current output of this test case
          {current
            ? `, so the compare takes that of ${runName(current.content.RUN_ID, current.result)}.`
            : ', nor did any other run: there is nothing to compare with the reference yet.'}
        </p>
      ) : null}
      {comparing ? (
        <PayloadCompare
          caseId={caseId}
          reference={reference}
          current={current.content}
          currentTitle={payloadName(current.content, resultOf)}
        />
      ) : (
        <>
          {failedDownload?.contentId === selected.CONTENT_ID ? (
            <ErrorState
              error={failedDownload.error}
              title="Could not download the payload"
              onRetry={() => void download(selected)}
            />
          ) : null}
          <PayloadViewer
            caseId={caseId}
            content={selected}
            title={`${payloadName(selected, resultOf)} (${selected.FORMAT})`}
            onDownload={() => void download(selected)}
          />
        </>
      )}
    </div>
  );
}
