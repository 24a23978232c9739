import fileSaver from 'file-saver';
import { useState } from 'react';
import { useTestCaseContents } from '../../../../client/test-cases/get-test-case-contents';
import { fetchPayloadBlob } from '../../../../client/test-cases/get-payload';
import { CONTENT_TYPES } from '../../../../contract/codes';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import type { Content } from '../../../../contract/records';
import { formatBytes, formatDateTime } from '../../../../format/format';
import { QueryView } from '../../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { EmptyState, ErrorState } from '../../../components/states';
import { currentOutputOf } from './newest-first';
import { PayloadCompare } from './payload-compare';
import { PayloadViewer } from './payload-viewer';

const typeText = (content: Content) =>
  CONTENT_TYPES[content.CONTENT_TYPE as keyof typeof CONTENT_TYPES] ?? content.CONTENT_TYPE;

/** The columns of the payload list; the first one's button shows that payload below the list. */
const columns = (view: (content: Content) => void): SimpleColumn<Content>[] => [
  {
    header: 'Payload',
    rowHeader: true,
    cell: (content) => (
      <button type="button" className="link-button" onClick={() => view(content)}>
        View {typeText(content)}
      </button>
    ),
  },
  { header: 'Format', cell: (content) => content.FORMAT },
  { header: 'Size', cell: (content) => formatBytes(content.SIZE) },
  { header: 'Run', className: 'mono', cell: (content) => (content.RUN_ID ? content.RUN_ID.slice(0, 8) : '—') },
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
  const reference = contents.find((content) => content.CONTENT_TYPE === 'REF_OUTPUT');
  const current = currentOutputOf(contents, lastRunId);
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

  return (
    <div className="stack">
      <SimpleTable
        caption="Payloads"
        className="payloads-table"
        columns={columns((content) => setView({ content: content.CONTENT_ID, compare: false }))}
        rows={contents}
        rowKey={(content) => content.CONTENT_ID}
        rowProps={(content) => ({ 'aria-current': !comparing && content === selected ? 'true' : undefined })}
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
        {!current ? <span className="muted">No current output yet: run the test case to compare.</span> : null}
      </div>
      {comparing ? (
        <PayloadCompare caseId={caseId} reference={reference} current={current} />
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
            title={`${typeText(selected)} (${selected.FORMAT})`}
            onDownload={() => void download(selected)}
          />
        </>
      )}
    </div>
  );
}
