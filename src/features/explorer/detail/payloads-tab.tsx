import fileSaver from 'file-saver';
import { useState } from 'react';
import { useTestCaseContents } from '../../../api/test-cases/get-test-case-contents';
import { fetchPayloadBlob } from '../../../api/test-cases/get-payload';
import { CONTENT_TYPES } from '../../../contract/codes';
import { routeSchemas } from '../../../navigation/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import type { Content } from '../../../contract/records';
import { formatBytes, formatDateTime } from '../../../components/format';
import { FailedRead } from '../../../components/failed-read/failed-read';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { currentOutputOf } from './newest-first';
import { PayloadCompare } from './payload-compare';
import { PayloadViewer } from './payload-viewer';

const typeText = (content: Content) =>
  CONTENT_TYPES[content.CONTENT_TYPE as keyof typeof CONTENT_TYPES] ?? content.CONTENT_TYPE;

/** The payloads of a test case: a list, a viewer for one, and a compare of reference and current output. */
export function PayloadsTab({ caseId, lastRunId }: { caseId: string; lastRunId: string }) {
  const contents = useTestCaseContents(caseId);
  const [view, setView] = useRouteSearch(routeSchemas.testCase.search);
  const [failedDownload, setFailedDownload] = useState<{ contentId: string; error: unknown }>();
  if (contents.isPending) return <LoadingState label="Loading payloads" />;
  if (contents.isError) return <FailedRead query={contents} title="Could not load the payloads" />;
  if (contents.data.length === 0)
    return (
      <EmptyState title="No payloads stored">
        Record a reference message for this test case in the test tool.
      </EmptyState>
    );

  const reference = contents.data.find((content) => content.CONTENT_TYPE === 'REF_OUTPUT');
  const current = currentOutputOf(contents.data, lastRunId);
  const comparing = view.compare && reference && current;
  const selected = contents.data.find((content) => content.CONTENT_ID === view.content) ?? contents.data[0]!;
  const choose = (next: Partial<typeof view>) => setView(next, { replace: true });
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
      <div className="table-box" role="region" aria-label="Payloads table" tabIndex={0}>
        <table className="simple-table payloads-table">
          <caption className="visually-hidden">Payloads</caption>
          <thead>
            <tr>
              <th scope="col">Payload</th>
              <th scope="col">Format</th>
              <th scope="col">Size</th>
              <th scope="col">Run</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {contents.data.map((content) => (
              <tr key={content.CONTENT_ID} aria-current={!comparing && content === selected ? 'true' : undefined}>
                <td>
                  <button type="button" className="link-button" onClick={() => choose({ content: content.CONTENT_ID })}>
                    View {typeText(content)}
                  </button>
                </td>
                <td>{content.FORMAT}</td>
                <td>{formatBytes(content.SIZE)}</td>
                <td className="mono">{content.RUN_ID ? content.RUN_ID.slice(0, 8) : '—'}</td>
                <td>{formatDateTime(content.CREATED_ON, content.CREATED_TIME)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!reference || !current}
          onClick={() => choose({ compare: true })}
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
